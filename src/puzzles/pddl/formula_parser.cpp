#include "puzzles/pddl/formula_parser.hpp"

#include <algorithm>
#include <array>

namespace puzzlelab::pddl {
namespace {

using Kind = Formula::Kind;

bool is_comparison(std::string_view head) {
  return head == "<" || head == ">" || head == "<=" || head == ">=";
}

bool is_numeric_effect(std::string_view head) {
  static constexpr std::array<std::string_view, 5> kHeads = {"increase", "decrease", "assign",
                                                             "scale-up", "scale-down"};
  return std::find(kHeads.begin(), kHeads.end(), head) != kHeads.end();
}

// PDDL3's modal operators of state constraints ("at end" is told apart by its form).
bool is_modal(std::string_view head) {
  static constexpr std::array<std::string_view, 9> kHeads = {
      "always", "sometime",      "at-most-once", "sometime-before", "sometime-after",
      "within", "always-within", "hold-during",  "hold-after"};
  return std::find(kHeads.begin(), kHeads.end(), head) != kHeads.end();
}

}  // namespace

// The timed forms of PDDL 2.1, (at start φ), (at end φ) and (over all φ), refused by name;
// "at" alone is a common predicate.
bool FormulaParser::is_temporal(const SExpr& form) const {
  const std::string_view head = reader_.head(form);
  if (form.items.size() != 3 || form.items[1].is_list()) return false;
  const std::string_view second = reader_.word(form.items[1]);
  return (head == "at" && (second == "start" || second == "end")) ||
         (head == "over" && second == "all");
}

void FormulaParser::refuse(const SExpr& form, const std::string& what) const {
  reader_.fail(form, what + " not supported yet");
}

void FormulaParser::check_type(const SExpr& form) const {
  const std::string_view type = reader_.word(form);
  if (!symbols_.types.contains(std::string(type)))
    reader_.fail_plain(form, "undeclared type '" + excerpt(type) + "'");
}

std::vector<TypedName> FormulaParser::variables(const SExpr& list, std::size_t first,
                                                Repeats repeats) {
  std::vector<TypedName> names =
      reader_.typed_list(list, first, true, used_, [this](const SExpr& type) { check_type(type); });
  if (repeats == Repeats::kAllowed) return names;
  std::unordered_set<std::string> seen;
  for (const TypedName& variable : names) {
    if (!seen.insert(variable.name).second) {
      reader_.source().fail(
          variable.at, "variable '" + excerpt(variable.name) + "' is declared twice in one list");
    }
  }
  return names;
}

Term FormulaParser::term(const SExpr& form, const Scope& scope) const {
  if (form.is_list()) reader_.fail(form, "expected a ?variable or an object, not a list");
  const std::string name(reader_.word(form));
  if (reader_.is_variable(form)) {
    if (std::find(scope.rbegin(), scope.rend(), name) == scope.rend())
      reader_.fail_plain(form, "undeclared variable '" + excerpt(name) + "'");
    return {true, name, form.at()};
  }
  if (!reader_.is_name(form)) reader_.fail(form, "expected a ?variable or an object");
  if (!symbols_.objects.contains(name))
    reader_.fail_plain(form, "undeclared object or constant '" + excerpt(name) + "'");
  return {false, name, form.at()};
}

AtomExpr FormulaParser::application(const SExpr& form, const Scope& scope, bool function) {
  const char* what = function ? "function" : "predicate";
  if (!form.is_list() || form.items.empty() || !reader_.is_name(form.items[0]))
    reader_.fail(form, std::string("expected a ") + what + " and its arguments in parentheses");
  const std::string name(reader_.word(form.items[0]));
  const auto& table = function ? symbols_.functions : symbols_.predicates;
  const auto found = table.find(name);
  if (found == table.end())
    reader_.fail_plain(form.items[0],
                       std::string("undeclared ") + what + " '" + excerpt(name) + "'");
  const std::size_t given = form.items.size() - 1;
  if (given != found->second) {
    reader_.fail(form, std::string(what) + " '" + excerpt(name) + "' takes " +
                           std::to_string(found->second) + " argument" +
                           (found->second == 1 ? "" : "s") + ", not " + std::to_string(given));
  }
  AtomExpr atom{name, {}, form.at()};
  atom.args.reserve(given);
  for (std::size_t i = 1; i < form.items.size(); ++i)
    atom.args.push_back(term(form.items[i], scope));
  return atom;
}

AtomExpr FormulaParser::atom(const SExpr& form, const Scope& scope) {
  return application(form, scope, false);
}

AtomExpr FormulaParser::function_term(const SExpr& form, const Scope& scope) {
  return application(form, scope, true);
}

Formula FormulaParser::quantified(const SExpr& form, Scope& scope, Kind kind, bool constraint) {
  reader_.arity(form, 3, std::string(reader_.head(form)));
  used_.add(kind == Kind::kExists ? Feature::kExistentialPreconditions
                                  : Feature::kUniversalPreconditions);
  Formula result;
  result.kind = kind;
  result.at = form.at();
  result.variables = variables(reader_.list(form.items[1], "variables"), 0);
  for (const TypedName& variable : result.variables) scope.push_back(variable.name);
  result.children.push_back(constraint ? this->constraint(form.items[2], scope)
                                       : formula(form.items[2], scope));
  scope.resize(scope.size() - result.variables.size());
  return result;
}

Formula FormulaParser::formula(const SExpr& form, Scope& scope) {
  if (!form.is_list() || form.items.empty())
    reader_.fail(form, "expected a formula in parentheses");
  const std::string_view head = reader_.head(form);
  Formula result;
  result.at = form.at();
  if (head == "and" || head == "or") {
    if (head == "or") {
      result.kind = Kind::kOr;
      used_.add(Feature::kDisjunctivePreconditions);
    }
    for (std::size_t i = 1; i < form.items.size(); ++i)
      result.children.push_back(formula(form.items[i], scope));
  } else if (head == "not") {
    reader_.arity(form, 2, "not");
    result.kind = Kind::kNot;
    result.children.push_back(formula(form.items[1], scope));
    const Kind inner = result.children[0].kind;
    if (inner == Kind::kAtom) used_.add(Feature::kNegativePreconditions);
    if (inner != Kind::kAtom && inner != Kind::kEquals)
      used_.add(Feature::kDisjunctivePreconditions);
  } else if (head == "imply") {
    reader_.arity(form, 3, "imply");
    used_.add(Feature::kDisjunctivePreconditions);
    result.kind = Kind::kImply;
    result.children.push_back(formula(form.items[1], scope));
    result.children.push_back(formula(form.items[2], scope));
  } else if (head == "exists") {
    return quantified(form, scope, Kind::kExists);
  } else if (head == "forall") {
    return quantified(form, scope, Kind::kForall);
  } else if (head == "=") {
    reader_.arity(form, 3, "=");
    // (= ?a ?b) compares objects; a list or a number on either side makes it numeric.
    auto numeric = [](const SExpr& side) {
      return side.is_list() || side.token.kind == TokenKind::kNumber;
    };
    if (numeric(form.items[1]) || numeric(form.items[2])) return comparison(form, scope);
    used_.add(Feature::kEquality);
    result.kind = Kind::kEquals;
    result.atom = {"=", {term(form.items[1], scope), term(form.items[2], scope)}, form.at()};
  } else if (is_comparison(head)) {
    return comparison(form, scope);
  } else if (is_modal(head) && !symbols_.predicates.contains(std::string(head))) {
    reader_.fail(form, "the modal operator '" + std::string(head) +
                           "' is only read at the top of :constraints");
  } else if (head == "preference") {
    refuse(form, "preferences are");
  } else if (is_temporal(form)) {
    refuse(form, "timed conditions (durative actions) are");
  } else {
    result.kind = Kind::kAtom;
    result.atom = atom(form, scope);
  }
  return result;
}

CostExpr FormulaParser::cost(const SExpr& form, const Scope& scope) {
  CostExpr cost{0, std::nullopt, form.at()};
  if (form.token.kind == TokenKind::kNumber) {
    const std::string_view digits = reader_.word(form);
    if (digits.find_first_not_of("0123456789") != std::string_view::npos || digits.size() > 15)
      reader_.fail(form, "an action's cost must be a whole number from 0 to 10^15");
    cost.constant = std::stoll(std::string(digits));
    return cost;
  }
  if (!form.is_list()) reader_.fail(form, "expected a cost: a number or a function term");
  if (reader_.head(form) == kTotalCost)
    reader_.fail(form, "the total cost cannot be its own increase");
  if (symbols_.functions.contains(std::string(reader_.head(form)))) {
    cost.function = function_term(form, scope);
    return cost;
  }
  refuse(form, "numeric expressions other than a number or a function term are");
}

Effect FormulaParser::effect(const SExpr& form, Scope& scope) {
  if (!form.is_list() || form.items.empty())
    reader_.fail(form, "expected an effect in parentheses");
  const std::string_view head = reader_.head(form);
  Effect result;
  result.at = form.at();
  if (head == "and") {
    for (std::size_t i = 1; i < form.items.size(); ++i)
      result.children.push_back(effect(form.items[i], scope));
  } else if (head == "not") {
    reader_.arity(form, 2, "not");
    result.kind = Effect::Kind::kDelete;
    result.atom = atom(form.items[1], scope);
  } else if (head == "forall") {
    reader_.arity(form, 3, "forall");
    used_.add(Feature::kConditionalEffects);
    result.kind = Effect::Kind::kForall;
    result.variables = variables(reader_.list(form.items[1], "variables"), 0);
    for (const TypedName& variable : result.variables) scope.push_back(variable.name);
    result.children.push_back(effect(form.items[2], scope));
    scope.resize(scope.size() - result.variables.size());
  } else if (head == "when") {
    reader_.arity(form, 3, "when");
    used_.add(Feature::kConditionalEffects);
    result.kind = Effect::Kind::kWhen;
    result.condition = formula(form.items[1], scope);
    result.children.push_back(effect(form.items[2], scope));
  } else if (head == "increase" && form.items.size() == 3 &&
             reader_.head(form.items[1]) == kTotalCost) {
    reader_.arity(form.items[1], 1, kTotalCost);
    used_.add(Feature::kActionCosts);
    result.kind = Effect::Kind::kIncreaseCost;
    result.cost = cost(form.items[2], scope);
  } else if (is_numeric_effect(head)) {
    return numeric_effect(form, scope);
  } else if (is_temporal(form)) {
    refuse(form, "timed effects (durative actions) are");
  } else {
    result.kind = Effect::Kind::kAdd;
    result.atom = atom(form, scope);
  }
  return result;
}

std::int64_t FormulaParser::integer(const SExpr& form) const {
  std::string_view digits = reader_.word(form);
  const bool negative = digits.starts_with('-');
  if (negative) digits.remove_prefix(1);
  // "4.0" is the whole number 4, as generators write it; "4.5" is no integer.
  if (const std::size_t dot = digits.find('.'); dot != std::string_view::npos) {
    if (digits.find_first_not_of('0', dot + 1) != std::string_view::npos)
      reader_.fail(form, "numbers must be whole (numeric fluents are integers here)");
    digits = digits.substr(0, dot);
  }
  std::int64_t value = 0;
  for (const char digit : digits) {
    value = value * 10 + (digit - '0');
    if (value > kMaxNumericValue)
      reader_.fail(form, "a number beyond ±2^40 (numeric fluents are bounded integers here)");
  }
  return negative ? -value : value;
}

NumericExpr FormulaParser::expression(const SExpr& form, const Scope& scope) {
  using EKind = NumericExpr::Kind;
  NumericExpr result;
  result.at = form.at();
  if (form.token.kind == TokenKind::kNumber) {
    result.number = integer(form);
    return result;
  }
  if (!form.is_list() || form.items.empty())
    reader_.fail(form, "expected a number, a function term or (+ - * ...) of them");
  const std::string_view head = reader_.head(form);
  const std::size_t given = form.items.size() - 1;
  if (head == "/") reader_.fail(form, "division is not supported (numeric fluents are integers)");
  if (head == "+" || head == "*" || head == "-") {
    if (given == 0 || (head != "-" && given < 2) || (head == "-" && given > 2))
      reader_.fail(form, "'" + std::string(head) + "' takes " +
                             (head == "-" ? "one or two operands" : "two operands or more"));
    result.kind = head == "+"   ? EKind::kAdd
                  : head == "*" ? EKind::kMultiply
                  : given == 1  ? EKind::kNegate
                                : EKind::kSubtract;
    for (std::size_t i = 1; i < form.items.size(); ++i)
      result.children.push_back(expression(form.items[i], scope));
    return result;
  }
  if (head == kTotalCost)
    reader_.fail(form, "the total cost is no part of the state: it can only be increased");
  result.kind = EKind::kFunction;
  result.function = function_term(form, scope);
  return result;
}

// (< e1 e2), (<= ...), (= ...), (>= ...), (> ...): two numeric expressions compared.
Formula FormulaParser::comparison(const SExpr& form, const Scope& scope) {
  const std::string_view head = reader_.head(form);
  reader_.arity(form, 3, std::string(head));
  used_.add(Feature::kNumericFluents);
  Formula result;
  result.kind = Kind::kCompare;
  result.at = form.at();
  result.comparator = *comparator_of(head);
  result.operands.push_back(expression(form.items[1], scope));
  result.operands.push_back(expression(form.items[2], scope));
  return result;
}

// (increase (f ?x) e), (decrease ...), (assign ...); scale-up and scale-down are refused.
Effect FormulaParser::numeric_effect(const SExpr& form, Scope& scope) {
  const std::string_view head = reader_.head(form);
  if (head == "scale-up" || head == "scale-down") refuse(form, "'" + std::string(head) + "' is");
  reader_.arity(form, 3, std::string(head));
  if (reader_.head(form.items[1]) == kTotalCost)
    reader_.fail(form, "the total cost can only be increased");
  used_.add(Feature::kNumericFluents);
  Effect result;
  result.kind = Effect::Kind::kNumeric;
  result.at = form.at();
  result.op = head == "assign"     ? NumericOp::kAssign
              : head == "increase" ? NumericOp::kIncrease
                                   : NumericOp::kDecrease;
  result.atom = function_term(form.items[1], scope);
  result.value = expression(form.items[2], scope);
  return result;
}

Formula FormulaParser::constraint(const SExpr& form, Scope& scope) {
  used_.add(Feature::kConstraints);
  const std::string_view head = reader_.head(form);
  if (head == "and") {
    Formula result;
    result.at = form.at();
    for (std::size_t i = 1; i < form.items.size(); ++i)
      result.children.push_back(constraint(form.items[i], scope));
    return result;
  }
  if (head == "forall") return quantified(form, scope, Kind::kForall, /*constraint=*/true);
  if (head == "always") {
    reader_.arity(form, 2, "always");
    return formula(form.items[1], scope);
  }
  const bool at_end = head == "at" && form.items.size() == 3 && !form.items[1].is_list() &&
                      reader_.word(form.items[1]) == "end" && form.items[2].is_list();
  if (is_modal(head) || at_end) {
    reader_.fail(form, "the state constraint '" + std::string(at_end ? "at end" : head) +
                           "' is not supported yet (only 'always' is)");
  }
  if (head == "preference") refuse(form, "preferences are");
  return formula(form, scope);
}

}  // namespace puzzlelab::pddl
