#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {
namespace {

[[noreturn]] void expression_overflow() {
  throw NumericRangeError(NumericRangeError::kNoFluent, 0,
                          "a numeric expression leaves the 64-bit range (numeric fluents are "
                          "integers within ±2^40 here)");
}

void append_expr(const Task& task, const GroundExpr& expr, std::string& text) {
  using Kind = GroundExpr::Kind;
  switch (expr.kind) {
    case Kind::kConstant:
      text += std::to_string(expr.constant);
      return;
    case Kind::kFluent:
      text += task.fluent_name(expr.fluent);
      return;
    case Kind::kAdd:
    case Kind::kSubtract:
    case Kind::kMultiply:
    case Kind::kNegate:
      text += expr.kind == Kind::kAdd ? "(+" : expr.kind == Kind::kMultiply ? "(*" : "(-";
      for (const GroundExpr& child : expr.children) {
        text += ' ';
        append_expr(task, child, text);
      }
      text += ')';
  }
}

std::string applied_text(const std::string& head, const std::vector<std::string>& objects,
                         std::span<const ObjectId> args) {
  std::string text = "(" + head;
  for (ObjectId arg : args) text.append(" ").append(objects[arg]);
  return text + ")";
}

void append_formula(const Task& task, const GroundFormula& formula, std::string& text) {
  using Kind = GroundFormula::Kind;
  switch (formula.kind) {
    case Kind::kAtom:
      text += task.atom_name(formula.atom);
      return;
    case Kind::kNotAtom:
      text += "(not " + task.atom_name(formula.atom) + ")";
      return;
    case Kind::kCompare:
      text += comparison_text(task, *formula.comparison);
      return;
    case Kind::kAnd:
    case Kind::kOr:
      text += formula.kind == Kind::kAnd ? "(and" : "(or";
      for (const GroundFormula& child : formula.children) {
        text += ' ';
        append_formula(task, child, text);
      }
      text += ')';
  }
}

// Calls unmet(text) for each literal and comparison of `condition` false in `state`, then for
// each part of the formula (each conjunct when it is a conjunction); stops when unmet returns
// false.
template <class Unmet>
void for_each_unmet(const Task& task, const Condition& condition, const State& state,
                    Unmet&& unmet) {
  for (AtomId atom : condition.positive)
    if (!state.test(atom) && !unmet(task.atom_name(atom))) return;
  for (AtomId atom : condition.negative)
    if (state.test(atom) && !unmet("(not " + task.atom_name(atom) + ")")) return;
  for (const Comparison& comparison : condition.numeric)
    if (!comparison.holds(state) && !unmet(comparison_text(task, comparison))) return;
  if (!condition.formula || condition.formula->holds(state)) return;
  const GroundFormula& formula = *condition.formula;
  if (formula.kind != GroundFormula::Kind::kAnd) {
    unmet(formula_text(task, formula));
    return;
  }
  for (const GroundFormula& part : formula.children)
    if (!part.holds(state) && !unmet(formula_text(task, part))) return;
}

// The effects of `effects` on the values of `next`, each evaluated on `before`: assigns first,
// then increases and decreases on top.
void apply_numeric(const std::vector<NumericEffect>& effects, const State& before, State& next,
                   bool assigns) {
  for (const NumericEffect& effect : effects) {
    if ((effect.op == NumericOp::kAssign) != assigns) continue;
    const std::int64_t amount = effect.value.value(before);
    std::int64_t value = amount;
    // Both within ±2^40 before they are added: the sum cannot overflow.
    if (in_numeric_range(amount) && effect.op != NumericOp::kAssign) {
      value = effect.op == NumericOp::kIncrease ? next.value(effect.fluent) + amount
                                                : next.value(effect.fluent) - amount;
    }
    if (!in_numeric_range(value)) {
      throw NumericRangeError(effect.fluent, value,
                              "a numeric fluent would become " + std::to_string(value) +
                                  ", beyond ±2^40 (numeric fluents are bounded integers here)");
    }
    next.set_value(effect.fluent, value);
  }
}

}  // namespace

std::int64_t GroundExpr::value(const State& state) const {
  switch (kind) {
    case Kind::kConstant:
      return constant;
    case Kind::kFluent:
      return state.value(fluent);
    case Kind::kNegate: {
      std::int64_t result = 0;
      if (__builtin_sub_overflow(0, children[0].value(state), &result)) expression_overflow();
      return result;
    }
    case Kind::kAdd:
    case Kind::kSubtract:
    case Kind::kMultiply: {
      std::int64_t result = children[0].value(state);
      for (std::size_t i = 1; i < children.size(); ++i) {
        const std::int64_t next = children[i].value(state);
        const bool overflow = kind == Kind::kAdd ? __builtin_add_overflow(result, next, &result)
                              : kind == Kind::kSubtract
                                  ? __builtin_sub_overflow(result, next, &result)
                                  : __builtin_mul_overflow(result, next, &result);
        if (overflow) expression_overflow();
      }
      return result;
    }
  }
  return 0;
}

bool GroundFormula::holds(const State& state) const {
  switch (kind) {
    case Kind::kAtom:
      return state.test(atom);
    case Kind::kNotAtom:
      return !state.test(atom);
    case Kind::kCompare:
      return comparison->holds(state);
    case Kind::kAnd:
      for (const GroundFormula& child : children)
        if (!child.holds(state)) return false;
      return true;
    case Kind::kOr:
      for (const GroundFormula& child : children)
        if (child.holds(state)) return true;
      return false;
  }
  return false;
}

bool Condition::holds(const State& state) const {
  for (AtomId atom : positive)
    if (!state.test(atom)) return false;
  for (AtomId atom : negative)
    if (state.test(atom)) return false;
  for (const Comparison& comparison : numeric)
    if (!comparison.holds(state)) return false;
  return !formula || formula->holds(state);
}

std::string Task::atom_name(AtomId atom) const {
  return applied_text(predicates[atoms.predicate(atom)], objects, atoms.args(atom));
}

std::string Task::action_name(const GroundAction& action) const {
  return applied_text(schemas[action.schema], objects, action.args);
}

std::string Task::fluent_name(FluentId fluent) const {
  return applied_text(functions[fluents.predicate(fluent)], objects, fluents.args(fluent));
}

State apply(const GroundAction& action, const State& state) {
  State next = state;
  // Which conditional effects fire is decided on the state before the action.
  thread_local std::vector<const ConditionalEffect*> firing;
  firing.clear();
  for (const ConditionalEffect& effect : action.conditional)
    if (effect.condition.holds(state)) firing.push_back(&effect);
  for (AtomId atom : action.del) next.reset(atom);
  for (const ConditionalEffect* effect : firing)
    for (AtomId atom : effect->del) next.reset(atom);
  for (AtomId atom : action.add) next.set(atom);
  for (const ConditionalEffect* effect : firing)
    for (AtomId atom : effect->add) next.set(atom);
  for (const bool assigns : {true, false}) {
    apply_numeric(action.numeric, state, next, assigns);
    for (const ConditionalEffect* effect : firing)
      apply_numeric(effect->numeric, state, next, assigns);
  }
  return next;
}

State apply(const Task& task, const GroundAction& action, const State& state) {
  try {
    return apply(action, state);
  } catch (const NumericRangeError& error) {
    std::string what = error.what();
    if (error.fluent != NumericRangeError::kNoFluent) {
      what = "numeric fluent " + task.fluent_name(error.fluent) + " would become " +
             std::to_string(error.value) +
             ", beyond ±2^40 (numeric fluents are bounded integers here)";
    }
    throw InputError(task.action_name(action) + ": " + what);
  }
}

std::string broken_constraint(const Task& task, const State& state) {
  if (task.invariant.empty() || task.invariant.holds(state)) return {};
  if (task.invariant_unsatisfiable) return *task.invariant_unsatisfiable;
  return first_unmet(task, task.invariant, state);
}

std::string comparison_text(const Task& task, const Comparison& comparison) {
  const bool not_equal = comparison.comparator == Comparator::kNotEqual;
  std::string text = "(";
  text += not_equal ? "=" : comparator_text(comparison.comparator);
  text += ' ';
  append_expr(task, comparison.left, text);
  text += ' ';
  append_expr(task, comparison.right, text);
  text += ')';
  return not_equal ? "(not " + text + ")" : text;
}

std::string formula_text(const Task& task, const GroundFormula& formula) {
  std::string text;
  append_formula(task, formula, text);
  return text;
}

std::string first_unmet(const Task& task, const Condition& condition, const State& state) {
  std::string found;
  for_each_unmet(task, condition, state, [&](std::string text) {
    found = std::move(text);
    return false;
  });
  return found;
}

std::vector<std::string> all_unmet(const Task& task, const Condition& condition,
                                   const State& state) {
  std::vector<std::string> found;
  for_each_unmet(task, condition, state, [&](std::string text) {
    found.push_back(std::move(text));
    return true;
  });
  return found;
}

}  // namespace puzzlelab::pddl
