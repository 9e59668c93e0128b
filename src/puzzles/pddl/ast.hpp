// The parsed domain and problem, as written: names in lower case, every node with its place in
// its file. The parser has already checked what can be checked without grounding: every
// predicate, type, constant, object and variable is declared, every atom has its predicate's
// arity, and only the supported subset of PDDL appears (docs/pddl.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/pddl/lexer.hpp"
#include "puzzles/pddl/requirements.hpp"

namespace puzzlelab::pddl {

// A name with its declared type: one type, or several for (either t1 t2 ...).
struct TypedName {
  std::string name;
  Location at;
  std::vector<std::string> types;  // empty: "object", the file gives none
};

// An argument of an atom: a ?variable (name with its '?') or a constant or object.
struct Term {
  bool is_variable = false;
  std::string name;
  Location at;
};

struct AtomExpr {
  std::string predicate;
  std::vector<Term> args;
  Location at;
};

// A precondition or goal. kAnd with no children is "true".
struct Formula {
  enum class Kind : std::uint8_t { kAnd, kOr, kNot, kImply, kExists, kForall, kAtom, kEquals };
  Kind kind = Kind::kAnd;
  Location at;
  AtomExpr atom;                     // kAtom; kEquals: its two terms in atom.args
  std::vector<TypedName> variables;  // kExists, kForall
  std::vector<Formula> children;     // kNot: 1, kImply: 2, quantifiers: 1
};

// What an action adds to the total cost: a constant, or a static function term.
struct CostExpr {
  std::int64_t constant = 0;
  std::optional<AtomExpr> function;
  Location at;
};

struct Effect {
  enum class Kind : std::uint8_t { kAnd, kAdd, kDelete, kForall, kWhen, kIncreaseCost };
  Kind kind = Kind::kAnd;
  Location at;
  AtomExpr atom;                     // kAdd, kDelete
  std::vector<TypedName> variables;  // kForall
  Formula condition;                 // kWhen
  std::vector<Effect> children;      // kAnd; kForall and kWhen: 1
  CostExpr cost;                     // kIncreaseCost
};

// A predicate or a function: its name and typed parameters.
struct Signature {
  std::string name;
  Location at;
  std::vector<TypedName> parameters;
};

struct ActionSchema {
  std::string name;
  Location at;
  std::vector<TypedName> parameters;
  Formula precondition;  // "true" when the action has none
  Effect effect;
};

struct TypeDecl {
  std::string name;
  Location at;
  std::vector<std::string> parents;  // "object" for a type declared without one
};

// The name of the function every cost-aware file uses.
inline constexpr const char* kTotalCost = "total-cost";

struct Domain {
  std::string file;
  std::string name;
  Declared requirements;
  FeatureSet used;  // what its forms use, for the warnings
  std::vector<TypeDecl> types;
  std::vector<TypedName> constants;
  std::vector<Signature> predicates;
  std::vector<Signature> functions;  // total-cost and static cost functions
  std::vector<ActionSchema> actions;
};

// `(= (f a b) 5)` in :init: the value of a static cost function.
struct FunctionValue {
  AtomExpr term;
  std::int64_t value = 0;
};

struct Problem {
  std::string file;
  std::string name;
  std::string domain_name;
  Location domain_at;
  Declared requirements;
  FeatureSet used;
  std::vector<TypedName> objects;
  std::vector<AtomExpr> init;
  std::vector<FunctionValue> values;
  Formula goal;
  bool minimize_total_cost = false;  // (:metric minimize (total-cost))
};

}  // namespace puzzlelab::pddl
