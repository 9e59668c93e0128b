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

// A numeric expression; a function term's `predicate` is the function's id.
struct LiftedExpr {
  using Kind = NumericExpr::Kind;
  Kind kind = Kind::kNumber;
  std::int64_t number = 0;  // kNumber
  LiftedAtom function;      // kFunction
  std::vector<LiftedExpr> children;
};

struct LiftedFormula {
  using Kind = Formula::Kind;
  Kind kind = Kind::kAnd;
  LiftedAtom atom;                   // kAtom; kEquals: its two terms
  std::vector<std::uint32_t> slots;  // kExists, kForall: the quantified variables
  std::vector<LiftedFormula> children;
  Comparator comparator = Comparator::kEqual;  // kCompare
  std::vector<LiftedExpr> operands;            // kCompare: 2
};

struct LiftedEffect {
  using Kind = Effect::Kind;
  Kind kind = Kind::kAnd;
  LiftedAtom atom;  // kAdd, kDelete; kIncreaseCost with a function, kNumeric: its term
  std::vector<std::uint32_t> slots;  // kForall
  LiftedFormula condition;           // kWhen
  std::vector<LiftedEffect> children;
  std::int64_t constant = 0;  // kIncreaseCost without a function
  bool cost_is_function = false;
  NumericOp op = NumericOp::kAssign;  // kNumeric
  LiftedExpr value;                   // kNumeric
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
  std::vector<bool> function_is_static;  // no action changes it: its terms are folded to numbers
  std::vector<ObjectDomain> domains;
  std::vector<LiftedSchema> schemas;
  LiftedFormula goal;
  Slots goal_slots;
  std::unordered_set<IdKey> static_facts;
  std::vector<std::pair<std::uint32_t, std::vector<ObjectId>>> init_fluents;
  std::unordered_map<IdKey, std::int64_t> function_values;  // of the static functions
  // The numeric fluents: the terms of changing functions given a value in :init, with it.
  AtomTable numeric_fluents;
  std::vector<std::int64_t> numeric_initial;
  // The conjunction of the domain's and the problem's state constraints, when there are any.
  bool has_constraints = false;
  LiftedFormula constraints;
  Slots constraint_slots;
  bool metric = false;
  std::vector<std::string> warnings;
};

// Throws InputError for what the parser cannot see alone: a cost inside a conditional effect, a
// function's value given twice, a cost that an action changes, an initial value beyond ±2^40.
LiftedTask lift(const Domain& domain, const Problem& problem);

}  // namespace puzzlelab::pddl
