// The domain and problem with every name replaced by its id: objects, predicates, functions and
// the variables of each action (slots of one binding array). The grounder and the validator
// instantiate these; nothing here is ground yet but the facts of :init.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/atom_table.hpp"

namespace puzzlelab::pddl {

// An argument: a slot of the binding (a parameter or a quantified variable) or an object.
struct LiftedTerm {
  bool is_slot = false;
  std::uint32_t id = 0;
};

struct LiftedAtom {
  std::uint32_t predicate = 0;  // a predicate, or a function for a cost term
  std::vector<LiftedTerm> args;
};

struct LiftedFormula {
  using Kind = Formula::Kind;
  Kind kind = Kind::kAnd;
  LiftedAtom atom;                   // kAtom; kEquals: its two terms
  std::vector<std::uint32_t> slots;  // kExists, kForall: the quantified variables
  std::vector<LiftedFormula> children;
};

struct LiftedEffect {
  using Kind = Effect::Kind;
  Kind kind = Kind::kAnd;
  LiftedAtom atom;                   // kAdd, kDelete; kIncreaseCost with a function: its term
  std::vector<std::uint32_t> slots;  // kForall
  LiftedFormula condition;           // kWhen
  std::vector<LiftedEffect> children;
  std::int64_t constant = 0;  // kIncreaseCost without a function
  bool cost_is_function = false;
};

// The objects a variable may take: those of its type or types, and a membership test.
struct ObjectDomain {
  std::vector<ObjectId> objects;
  std::vector<bool> member;
};

// A binding array's layout: the domain of each slot.
struct Slots {
  std::vector<std::uint32_t> domain;
};

struct LiftedSchema {
  std::string name;
  std::size_t parameters = 0;  // slots 0 .. parameters-1; quantified variables after them
  Slots slots;
  LiftedFormula precondition;
  LiftedEffect effect;
  // The positive atoms of the precondition's top-level conjunction: what the relaxed
  // exploration joins to find the bindings worth grounding.
  std::vector<LiftedAtom> join;
};

struct LiftedTask {
  std::vector<std::string> objects;
  std::vector<std::string> predicates;
  std::vector<std::size_t> arity;
  std::vector<bool> is_static;  // no action adds or deletes it: its atoms are folded away
  std::vector<std::string> functions;
  std::vector<ObjectDomain> domains;
  std::vector<LiftedSchema> schemas;
  LiftedFormula goal;
  Slots goal_slots;
  std::unordered_set<IdKey> static_facts;
  std::vector<std::pair<std::uint32_t, std::vector<ObjectId>>> init_fluents;
  std::unordered_map<IdKey, std::int64_t> function_values;
  bool metric = false;
  std::vector<std::string> warnings;
};

// Throws InputError for what the parser cannot see alone: a cost inside a conditional effect, a
// cost function's value given twice.
LiftedTask lift(const Domain& domain, const Problem& problem);

}  // namespace puzzlelab::pddl
