#include "puzzles/pddl/instantiate.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace puzzlelab::pddl {
namespace {

using FKind = LiftedFormula::Kind;
using GKind = GroundFormula::Kind;

void sort_unique(std::vector<AtomId>& atoms) {
  std::sort(atoms.begin(), atoms.end());
  atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
}

bool is_comparison(const LiftedFormula& formula) {
  if (formula.kind == FKind::kNot) return is_comparison(formula.children[0]);
  return formula.kind == FKind::kCompare;
}

bool is_literal(const LiftedFormula& formula) {
  if (formula.kind == FKind::kNot) return is_literal(formula.children[0]);
  return formula.kind == FKind::kAtom || formula.kind == FKind::kEquals;
}

}  // namespace

// A conjunction or disjunction being folded: a constant decides it at once, the other constant
// drops out, parts of the same kind are flattened.
class Instantiator::Junction {
 public:
  explicit Junction(bool conjunction) : conjunction_(conjunction) {}
  // False once the junction is decided (a false part of a conjunction).
  bool add(Folded&& part) {
    if (part.value == Value::kOpen) {
      const GKind kind = conjunction_ ? GKind::kAnd : GKind::kOr;
      if (part.formula.kind == kind) {
        for (GroundFormula& child : part.formula.children) parts_.push_back(std::move(child));
      } else {
        parts_.push_back(std::move(part.formula));
      }
      return true;
    }
    if ((part.value == Value::kTrue) != conjunction_) decided_ = true;
    return !decided_;
  }
  Folded finish() {
    if (decided_) return {conjunction_ ? Value::kFalse : Value::kTrue, {}};
    if (parts_.empty()) return {conjunction_ ? Value::kTrue : Value::kFalse, {}};
    if (parts_.size() == 1) return {Value::kOpen, std::move(parts_[0])};
    return {Value::kOpen, {conjunction_ ? GKind::kAnd : GKind::kOr, 0, std::move(parts_), {}}};
  }

 private:
  bool conjunction_;
  bool decided_ = false;
  std::vector<GroundFormula> parts_;
};

struct Instantiator::EffectGroup {
  GroundFormula condition;
  std::vector<AtomId> add;
  std::vector<AtomId> del;
  std::vector<NumericEffect> numeric;
};

Condition to_condition(GroundFormula formula) {
  Condition condition;
  std::vector<GroundFormula> rest;
  auto take = [&](GroundFormula&& part) {
    if (part.kind == GKind::kAtom)
      condition.positive.push_back(part.atom);
    else if (part.kind == GKind::kNotAtom)
      condition.negative.push_back(part.atom);
    else if (part.kind == GKind::kCompare)
      condition.numeric.push_back(*part.comparison);
    else
      rest.push_back(std::move(part));
  };
  if (formula.kind == GKind::kAnd) {
    for (GroundFormula& part : formula.children) take(std::move(part));
  } else {
    take(std::move(formula));
  }
  sort_unique(condition.positive);
  sort_unique(condition.negative);
  if (rest.size() == 1) condition.formula = std::move(rest[0]);
  if (rest.size() > 1) condition.formula = GroundFormula{GKind::kAnd, 0, std::move(rest), {}};
  return condition;
}

void Instantiator::bind(const Slots& slots, std::span<const ObjectId> args) {
  slots_ = &slots;
  binding_.assign(slots.domain.size(), 0);
  std::copy(args.begin(), args.end(), binding_.begin());
}

const std::vector<ObjectId>& Instantiator::resolve(const LiftedAtom& atom) {
  resolved_.clear();
  for (const LiftedTerm& term : atom.args)
    resolved_.push_back(term.is_slot ? binding_[term.id] : term.id);
  return resolved_;
}

std::string Instantiator::atom_text(std::uint32_t predicate, std::span<const ObjectId> args) const {
  std::string text = "(" + task_.predicates[predicate];
  for (ObjectId arg : args) text.append(" ").append(task_.objects[arg]);
  return text + ")";
}

Instantiator::Folded Instantiator::fold_literal(const LiftedFormula& formula, bool positive) {
  const std::vector<ObjectId>& args = resolve(formula.atom);
  auto constant = [&](bool holds) {
    return Folded{holds == positive ? Value::kTrue : Value::kFalse, {}};
  };
  if (formula.kind == FKind::kEquals) return constant(args[0] == args[1]);
  const std::uint32_t predicate = formula.atom.predicate;
  if (task_.is_static[predicate])
    return constant(task_.static_facts.contains(id_key(predicate, args)));
  if (fluents_ == nullptr)
    return {Value::kOpen, {positive ? GKind::kAtom : GKind::kNotAtom, 0, {}, {}}};
  const std::optional<AtomId> atom = fluents_->find(predicate, args);
  if (!atom) return constant(false);  // no action adds it and :init does not list it
  return {Value::kOpen, {positive ? GKind::kAtom : GKind::kNotAtom, *atom, {}, {}}};
}

void Instantiator::undefined(const LiftedAtom& term, const std::string& role) {
  const std::vector<ObjectId>& args = resolve(term);
  std::string text = "(" + task_.functions[term.predicate];
  for (ObjectId arg : args) text.append(" ").append(task_.objects[arg]);
  throw InputError("the problem's :init gives no value for " + excerpt(text + ")") + ", " + role +
                   " " + context_);
}

bool Instantiator::is_static(const LiftedExpr& expr) const {
  if (expr.kind == LiftedExpr::Kind::kFunction &&
      !task_.function_is_static[expr.function.predicate])
    return false;
  return std::all_of(expr.children.begin(), expr.children.end(),
                     [&](const LiftedExpr& child) { return is_static(child); });
}

// The expression under the binding: static function terms become their values and operations
// on numbers are done now.
GroundExpr Instantiator::ground_expr(const LiftedExpr& expr) {
  using EKind = LiftedExpr::Kind;
  using XKind = GroundExpr::Kind;
  GroundExpr ground;
  switch (expr.kind) {
    case EKind::kNumber:
      ground.constant = expr.number;
      return ground;
    case EKind::kFunction: {
      const std::uint32_t function = expr.function.predicate;
      const std::vector<ObjectId>& args = resolve(expr.function);
      if (task_.function_is_static[function]) {
        const auto value = task_.function_values.find(id_key(function, args));
        if (value == task_.function_values.end()) undefined(expr.function, "used by");
        ground.constant = value->second;
        return ground;
      }
      const std::optional<AtomId> fluent = task_.numeric_fluents.find(function, args);
      if (!fluent) undefined(expr.function, "used by");
      ground.kind = XKind::kFluent;
      ground.fluent = *fluent;
      return ground;
    }
    case EKind::kAdd:
    case EKind::kSubtract:
    case EKind::kMultiply:
    case EKind::kNegate:
      break;
  }
  ground.kind = expr.kind == EKind::kAdd        ? XKind::kAdd
                : expr.kind == EKind::kSubtract ? XKind::kSubtract
                : expr.kind == EKind::kMultiply ? XKind::kMultiply
                                                : XKind::kNegate;
  bool constant = true;
  for (const LiftedExpr& child : expr.children) {
    ground.children.push_back(ground_expr(child));
    constant = constant && ground.children.back().kind == XKind::kConstant;
  }
  if (constant) {
    const State none;  // constants only: value() reads no state
    const std::int64_t value = ground.value(none);
    if (!in_numeric_range(value)) {
      throw InputError("a numeric expression of " + context_ + " comes to " +
                       std::to_string(value) + ", beyond ±2^40");
    }
    return GroundExpr{XKind::kConstant, value, 0, {}};
  }
  return ground;
}

Instantiator::Folded Instantiator::fold_compare(const LiftedFormula& formula, bool positive) {
  const Comparator comparator = positive ? formula.comparator : negated(formula.comparator);
  if (fluents_ == nullptr && !(is_static(formula.operands[0]) && is_static(formula.operands[1]))) {
    // The relaxed exploration: a comparison over fluents may hold (a sound over-approximation).
    return {Value::kOpen, {GKind::kCompare, 0, {}, {}}};
  }
  Comparison comparison{comparator, ground_expr(formula.operands[0]),
                        ground_expr(formula.operands[1])};
  if (comparison.left.kind == GroundExpr::Kind::kConstant &&
      comparison.right.kind == GroundExpr::Kind::kConstant) {
    return {comparison.holds(State()) ? Value::kTrue : Value::kFalse, {}};
  }
  return {Value::kOpen,
          {GKind::kCompare, 0, {}, std::make_shared<const Comparison>(std::move(comparison))}};
}

Instantiator::Folded Instantiator::fold_quantified(const LiftedFormula& formula, bool positive,
                                                   bool conjunction) {
  Junction junction(conjunction);
  for_each_binding(formula.slots,
                   [&] { return junction.add(fold(formula.children[0], positive)); });
  return junction.finish();
}

Instantiator::Folded Instantiator::fold(const LiftedFormula& formula, bool positive) {
  budget_.tick();
  switch (formula.kind) {
    case FKind::kAtom:
    case FKind::kEquals:
      return fold_literal(formula, positive);
    case FKind::kCompare:
      return fold_compare(formula, positive);
    case FKind::kNot:
      return fold(formula.children[0], !positive);
    case FKind::kAnd:
    case FKind::kOr: {
      // Under a negation, De Morgan: an "and" becomes an "or" of the negated parts. The
      // comparisons are folded last, so that a static literal that decides the junction spares
      // them (and the values they would need); the parts keep their order.
      const bool conjunction = (formula.kind == FKind::kAnd) == positive;
      const Value deciding = conjunction ? Value::kFalse : Value::kTrue;
      std::vector<Folded> parts(formula.children.size());
      for (const bool comparisons : {false, true}) {
        for (std::size_t i = 0; i < formula.children.size(); ++i) {
          if (is_comparison(formula.children[i]) != comparisons) continue;
          parts[i] = fold(formula.children[i], positive);
          if (parts[i].value == deciding) return {deciding, {}};
        }
      }
      Junction junction(conjunction);
      for (Folded& part : parts) junction.add(std::move(part));
      return junction.finish();
    }
    case FKind::kImply: {  // a -> b is (or (not a) b)
      Junction junction(!positive);
      if (junction.add(fold(formula.children[0], !positive)))
        junction.add(fold(formula.children[1], positive));
      return junction.finish();
    }
    case FKind::kExists:
      return fold_quantified(formula, positive, !positive);
    case FKind::kForall:
      return fold_quantified(formula, positive, positive);
  }
  return {};
}

// An expression under the binding, as written: "(capacity truck1)", "(+ (load t1) 2)".
std::string Instantiator::expr_text(const LiftedExpr& expr) {
  using EKind = LiftedExpr::Kind;
  switch (expr.kind) {
    case EKind::kNumber:
      return std::to_string(expr.number);
    case EKind::kFunction: {
      std::string text = "(" + task_.functions[expr.function.predicate];
      for (ObjectId arg : resolve(expr.function)) text.append(" ").append(task_.objects[arg]);
      return text + ")";
    }
    case EKind::kAdd:
    case EKind::kSubtract:
    case EKind::kMultiply:
    case EKind::kNegate:
      break;
  }
  std::string text = expr.kind == EKind::kAdd ? "(+" : expr.kind == EKind::kMultiply ? "(*" : "(-";
  for (const LiftedExpr& child : expr.children) text += " " + expr_text(child);
  return text + ")";
}

std::string Instantiator::explain(const LiftedFormula& formula) {
  if (formula.kind == FKind::kAnd) {
    for (const LiftedFormula& child : formula.children) {
      std::string why = explain(child);
      if (!why.empty()) return why;
    }
    return {};
  }
  if (formula.kind == FKind::kCompare) {
    if (fold(formula, true).value != Value::kFalse) return {};
    return "(" + std::string(comparator_text(formula.comparator)) + " " +
           expr_text(formula.operands[0]) + " " + expr_text(formula.operands[1]) + ")";
  }
  if (!is_literal(formula) || fold(formula, true).value != Value::kFalse) return {};
  bool positive = true;
  const LiftedFormula* atom = &formula;
  for (; atom->kind == FKind::kNot; atom = &atom->children[0]) positive = !positive;
  const std::vector<ObjectId>& args = resolve(atom->atom);
  const std::string text = atom->kind == FKind::kEquals
                               ? "(= " + task_.objects[args[0]] + " " + task_.objects[args[1]] + ")"
                               : atom_text(atom->atom.predicate, args);
  return positive ? text : "(not " + text + ")";
}

bool Instantiator::statically_possible(std::uint32_t schema, std::span<const ObjectId> args) {
  bind(task_.schemas[schema].slots, args);
  return fold(task_.schemas[schema].precondition, true).value != Value::kFalse;
}

void Instantiator::ground_effect(const LiftedEffect& effect, int group,
                                 std::vector<EffectGroup>& groups, GroundAction& action) {
  using Kind = LiftedEffect::Kind;
  switch (effect.kind) {
    case Kind::kAnd:
      for (const LiftedEffect& child : effect.children) ground_effect(child, group, groups, action);
      return;
    case Kind::kForall:
      for_each_binding(effect.slots, [&] {
        for (const LiftedEffect& child : effect.children)
          ground_effect(child, group, groups, action);
        return true;
      });
      return;
    case Kind::kWhen: {
      Folded condition = fold(effect.condition, true);
      if (condition.value == Value::kFalse) return;
      if (condition.value == Value::kOpen) {
        // A new group whose condition is the enclosing one's and this one's.
        Junction both(true);
        if (group >= 0) both.add({Value::kOpen, groups[group].condition});
        both.add(std::move(condition));
        groups.push_back({both.finish().formula, {}, {}, {}});
        group = static_cast<int>(groups.size()) - 1;
      }
      for (const LiftedEffect& child : effect.children) ground_effect(child, group, groups, action);
      return;
    }
    case Kind::kAdd:
    case Kind::kDelete: {
      const std::vector<ObjectId>& args = resolve(effect.atom);
      const std::optional<AtomId> atom = fluents_->find(effect.atom.predicate, args);
      if (!atom) {
        // The relaxed exploration interned every atom an action adds; a delete of an atom that
        // never holds changes nothing.
        if (effect.kind == Kind::kAdd)
          internal_error("pddl grounding: an added atom was not explored");
        return;
      }
      const bool add = effect.kind == Kind::kAdd;
      auto& list = group < 0 ? (add ? action.add : action.del)
                             : (add ? groups[group].add : groups[group].del);
      list.push_back(*atom);
      return;
    }
    case Kind::kNumeric: {
      const std::optional<AtomId> fluent =
          task_.numeric_fluents.find(effect.atom.predicate, resolve(effect.atom));
      if (!fluent) undefined(effect.atom, "changed by");
      NumericEffect numeric{*fluent, effect.op, ground_expr(effect.value)};
      (group < 0 ? action.numeric : groups[group].numeric).push_back(std::move(numeric));
      return;
    }
    case Kind::kIncreaseCost: {
      std::int64_t cost = effect.constant;
      if (effect.cost_is_function) {
        const std::vector<ObjectId>& args = resolve(effect.atom);
        const auto value = task_.function_values.find(id_key(effect.atom.predicate, args));
        if (value == task_.function_values.end()) {
          std::string term = "(" + task_.functions[effect.atom.predicate];
          for (ObjectId arg : args) term.append(" ").append(task_.objects[arg]);
          throw InputError("the problem's :init gives no value for " + excerpt(term + ")") +
                           ", a cost of action '" + excerpt(task_.schemas[schema_].name) + "'");
        }
        cost = value->second;
        if (cost < 0) {
          throw InputError("the cost " + std::to_string(cost) + " of action '" +
                           excerpt(task_.schemas[schema_].name) + "' is negative");
        }
      }
      if (task_.metric) action.cost += cost;
      return;
    }
  }
}

Instantiator::Result Instantiator::action(std::uint32_t schema, std::span<const ObjectId> args) {
  const LiftedSchema& lifted = task_.schemas[schema];
  schema_ = schema;
  context_ = "action '" + excerpt(lifted.name) + "'";
  bind(lifted.slots, args);
  for (std::size_t k = 0; k < args.size(); ++k) {
    if (!task_.domains[lifted.slots.domain[k]].member[args[k]]) {
      return {std::nullopt, "argument " + std::to_string(k + 1) + " '" + task_.objects[args[k]] +
                                "' is not of the parameter's type"};
    }
  }
  Folded precondition = fold(lifted.precondition, true);
  if (precondition.value == Value::kFalse) {
    std::string why = explain(lifted.precondition);
    return {std::nullopt, why.empty() ? "its precondition can never hold" : why};
  }
  GroundAction action;
  action.schema = schema;
  action.args.assign(args.begin(), args.end());
  action.cost = task_.metric ? 0 : 1;
  if (precondition.value == Value::kOpen)
    action.precondition = to_condition(std::move(precondition.formula));
  std::vector<EffectGroup> groups;
  ground_effect(lifted.effect, -1, groups, action);
  sort_unique(action.add);
  sort_unique(action.del);
  for (EffectGroup& group : groups) {
    if (group.add.empty() && group.del.empty() && group.numeric.empty()) continue;
    sort_unique(group.add);
    sort_unique(group.del);
    action.conditional.push_back({to_condition(std::move(group.condition)), std::move(group.add),
                                  std::move(group.del), std::move(group.numeric)});
  }
  return {std::move(action), {}};
}

Condition Instantiator::goal(std::optional<std::string>& unreachable) {
  context_ = "the goal";
  bind(task_.goal_slots, {});
  Folded goal = fold(task_.goal, true);
  if (goal.value == Value::kFalse) {
    std::string why = explain(task_.goal);
    unreachable = why.empty() ? "the goal can never hold" : why + " can never hold";
    return {};
  }
  if (goal.value == Value::kTrue) return {};
  return to_condition(std::move(goal.formula));
}

Condition Instantiator::constraints(std::optional<std::string>& unsatisfiable) {
  context_ = "the state constraints";
  bind(task_.constraint_slots, {});
  Folded folded = fold(task_.constraints, true);
  if (folded.value == Value::kFalse) {
    std::string why = explain(task_.constraints);
    unsatisfiable = why.empty() ? "the state constraints can never hold" : why + " can never hold";
    Condition never;
    never.formula = GroundFormula{GKind::kOr, 0, {}, {}};  // an empty disjunction: false
    return never;
  }
  if (folded.value == Value::kTrue) return {};
  return to_condition(std::move(folded.formula));
}

}  // namespace puzzlelab::pddl
