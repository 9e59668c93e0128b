// Preconditions, goals, effects and state constraints: the forms inside actions, :goal and
// :constraints, checked against the declared predicates, functions, constants, objects and
// variables in scope.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/form_reader.hpp"

namespace puzzlelab::pddl {

// The names a form may use: declared types, predicates and functions with their arity, and the
// objects (a domain's constants; a problem's objects and the domain's constants).
struct Symbols {
  std::unordered_set<std::string> types;
  std::unordered_map<std::string, std::size_t> predicates;
  std::unordered_map<std::string, std::size_t> functions;
  std::unordered_set<std::string> objects;
};

class FormulaParser {
 public:
  FormulaParser(const FormReader& reader, const Symbols& symbols, FeatureSet& used)
      : reader_(reader), symbols_(symbols), used_(used) {}

  // The variables in scope: an action's parameters, then those of enclosing quantifiers.
  using Scope = std::vector<std::string>;

  Formula formula(const SExpr& form, Scope& scope);
  Effect effect(const SExpr& form, Scope& scope);
  // The body of (:constraints ...): (always φ), conjunctions and forall over constraints, or a
  // formula without a modal operator, read as (always φ). The other modal operators and
  // preferences are refused by name.
  Formula constraint(const SExpr& form, Scope& scope);
  // A numeric expression: a whole number, a function term, (+ ...), (- ...), (* ...).
  NumericExpr expression(const SExpr& form, const Scope& scope);
  // A whole number within ±kMaxNumericValue ("3", "-2", "4.0").
  std::int64_t integer(const SExpr& form) const;
  // An atom whose arguments are objects or variables in scope.
  AtomExpr atom(const SExpr& form, const Scope& scope);
  // A function term, `(road-length ?a ?b)`: the same checks against the declared functions.
  AtomExpr function_term(const SExpr& form, const Scope& scope);
  // Whether a list of variables may name one variable twice: a predicate's or function's
  // declaration may, its names being placeholders (IPC-2000 Logistics declares (in ?obj ?obj));
  // an action's parameters and a quantifier's may not.
  enum class Repeats { kRefused, kAllowed };
  // Quantified or parameter variables with their declared types.
  std::vector<TypedName> variables(const SExpr& list, std::size_t first,
                                   Repeats repeats = Repeats::kRefused);
  void check_type(const SExpr& form) const;

 private:
  Term term(const SExpr& form, const Scope& scope) const;
  AtomExpr application(const SExpr& form, const Scope& scope, bool function);
  Formula quantified(const SExpr& form, Scope& scope, Formula::Kind kind, bool constraint = false);
  Formula comparison(const SExpr& form, const Scope& scope);
  Effect numeric_effect(const SExpr& form, Scope& scope);
  CostExpr cost(const SExpr& form, const Scope& scope);
  [[noreturn]] void refuse(const SExpr& form, const std::string& what) const;
  bool is_temporal(const SExpr& form) const;

  const FormReader& reader_;
  const Symbols& symbols_;
  FeatureSet& used_;
};

}  // namespace puzzlelab::pddl
