#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {
namespace {

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

// Calls unmet(text) for each literal of `condition` false in `state`, then for the formula;
// stops when unmet returns false.
template <class Unmet>
void for_each_unmet(const Task& task, const Condition& condition, const State& state,
                    Unmet&& unmet) {
  for (AtomId atom : condition.positive)
    if (!state.test(atom) && !unmet(task.atom_name(atom))) return;
  for (AtomId atom : condition.negative)
    if (state.test(atom) && !unmet("(not " + task.atom_name(atom) + ")")) return;
  if (condition.formula && !condition.formula->holds(state))
    unmet(formula_text(task, *condition.formula));
}

}  // namespace

bool GroundFormula::holds(const State& state) const {
  switch (kind) {
    case Kind::kAtom:
      return state.test(atom);
    case Kind::kNotAtom:
      return !state.test(atom);
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
  return !formula || formula->holds(state);
}

std::string Task::atom_name(AtomId atom) const {
  return applied_text(predicates[atoms.predicate(atom)], objects, atoms.args(atom));
}

std::string Task::action_name(const GroundAction& action) const {
  return applied_text(schemas[action.schema], objects, action.args);
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
  return next;
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
