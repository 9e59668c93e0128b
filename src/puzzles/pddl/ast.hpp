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
#include "puzzles/pddl/numeric.hpp"
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

// A numeric expression: a whole number, a function term, or + - * over expressions (division
// is refused: the fluents are integers).
struct NumericExpr {
  enum class Kind : std::uint8_t { kNumber, kFunction, kAdd, kSubtract, kMultiply, kNegate };
  Kind kind = Kind::kNumber;
  Location at;
  std::int64_t number = 0;            // kNumber
  AtomExpr function;                  // kFunction
  std::vector<NumericExpr> children;  // kAdd, kMultiply: 2 or more; kSubtract: 2; kNegate: 1
};

// A precondition, goal or state constraint. kAnd with no children is "true".
struct Formula {
  enum class Kind : std::uint8_t {
    kAnd,
    kOr,
    kNot,
    kImply,
    kExists,
    kForall,
    kAtom,
    kEquals,
    kCompare
  };
  Kind kind = Kind::kAnd;
  Location at;
  AtomExpr atom;                               // kAtom; kEquals: its two terms in atom.args
  std::vector<TypedName> variables;            // kExists, kForall
  std::vector<Formula> children;               // kNot: 1, kImply: 2, quantifiers: 1
  Comparator comparator = Comparator::kEqual;  // kCompare
  std::vector<NumericExpr> operands;           // kCompare: 2
};

// What an action adds to the total cost: a constant, or a static function term.
struct CostExpr {
  std::int64_t constant = 0;
  std::optional<AtomExpr> function;
  Location at;
};

struct Effect {
  enum class Kind : std::uint8_t { kAnd, kAdd, kDelete, kForall, kWhen, kIncreaseCost, kNumeric };
  Kind kind = Kind::kAnd;
  Location at;
  AtomExpr atom;                      // kAdd, kDelete; kNumeric: the function term it changes
  std::vector<TypedName> variables;   // kForall
  Formula condition;                  // kWhen
  std::vector<Effect> children;       // kAnd; kForall and kWhen: 1
  CostExpr cost;                      // kIncreaseCost
  NumericOp op = NumericOp::kAssign;  // kNumeric: (assign|increase|decrease TERM value)
  NumericExpr value;                  // kNumeric
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
  std::vector<Signature> functions;  // total-cost, static functions and numeric fluents
  std::vector<ActionSchema> actions;
  // (:constraints ...): each an invariant, the formula under (always φ) or a plain formula.
  std::vector<Formula> constraints;
};

// `(= (f a b) 5)` in :init: the value of a static function or the initial value of a fluent.
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
  std::vector<Formula> constraints;  // as the domain's
};

}  // namespace puzzlelab::pddl
