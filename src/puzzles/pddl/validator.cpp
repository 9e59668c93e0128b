#include "puzzles/pddl/validator.hpp"

#include <unordered_map>

#include "puzzles/pddl/grounder.hpp"

namespace puzzlelab::pddl {
namespace {

template <class Names>
std::unordered_map<std::string, std::uint32_t> index_of(const Names& names) {
  std::unordered_map<std::string, std::uint32_t> index;
  for (std::uint32_t i = 0; i < names.size(); ++i) index.emplace(names[i], i);
  return index;
}

std::string step_text(const PlanStep& step) {
  std::string text = "(" + step.action;
  for (const std::string& arg : step.args) text += " " + arg;
  return excerpt(text + ")", 60);
}

StepChanges changes_of(const Task& task, const GroundAction& action, const State& before,
                       const State& after) {
  StepChanges changes{task.action_name(action), {}, {}, {}};
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom) {
    if (after.test(atom) && !before.test(atom)) changes.added.push_back(task.atom_name(atom));
    if (before.test(atom) && !after.test(atom)) changes.deleted.push_back(task.atom_name(atom));
  }
  for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent) {
    if (after.value(fluent) != before.value(fluent)) {
      changes.values.push_back("(= " + task.fluent_name(fluent) + " " +
                               std::to_string(after.value(fluent)) + ")");
    }
  }
  return changes;
}

}  // namespace

std::string Validation::summary(const std::string& plan_source) const {
  if (valid) return "valid, " + std::to_string(steps) + " steps, cost " + std::to_string(cost);
  if (failed_step == 0) return "invalid: " + problem;
  return "invalid: " + plan_source + ":" + std::to_string(failed_line) + ": step " +
         std::to_string(failed_step) + " " + problem;
}

Validation validate_plan(const Domain& domain, const Problem& problem, const Task& task,
                         const Plan& plan, bool with_changes) {
  const auto schemas = index_of(task.schemas);
  const auto objects = index_of(task.objects);
  std::unordered_map<IdKey, std::uint32_t> actions;
  for (std::uint32_t i = 0; i < task.actions.size(); ++i)
    actions.emplace(id_key(task.actions[i].schema, task.actions[i].args), i);

  Validation result;
  State state = task.initial;
  if (const std::string broken = broken_constraint(task, state); !broken.empty()) {
    result.problem = "the initial state breaks the state constraints: " + broken;
    return result;
  }
  auto fail = [&](std::size_t step, const std::string& why) {
    result.failed_step = step + 1;
    result.failed_line = plan.steps[step].line;
    result.problem = step_text(plan.steps[step]) + ": " + why;
    return result;
  };
  for (std::size_t s = 0; s < plan.steps.size(); ++s) {
    const PlanStep& step = plan.steps[s];
    const auto schema = schemas.find(step.action);
    if (schema == schemas.end())
      return fail(s, "no action is named '" + excerpt(step.action) + "'");
    std::vector<ObjectId> args;
    for (const std::string& arg : step.args) {
      const auto object = objects.find(arg);
      if (object == objects.end()) return fail(s, "no object is named '" + excerpt(arg) + "'");
      args.push_back(object->second);
    }
    const std::size_t wanted = domain.actions[schema->second].parameters.size();
    if (args.size() != wanted) {
      return fail(s, "'" + step.action + "' takes " + std::to_string(wanted) + " arguments, not " +
                         std::to_string(args.size()));
    }
    const auto found = actions.find(id_key(schema->second, args));
    if (found == actions.end()) {
      const std::string why = why_not_grounded(domain, problem, task, schema->second, args);
      return fail(s, why.starts_with("argument") ? why : "precondition " + why + " is false");
    }
    const GroundAction& action = task.actions[found->second];
    const std::string unmet = first_unmet(task, action.precondition, state);
    if (!unmet.empty()) return fail(s, "precondition " + unmet + " is false");
    State next;
    try {
      next = apply(action, state);
    } catch (const NumericRangeError& error) {
      if (error.fluent == NumericRangeError::kNoFluent) return fail(s, error.what());
      return fail(s, "numeric fluent " + task.fluent_name(error.fluent) + " would become " +
                         std::to_string(error.value) + ", beyond ±2^40");
    }
    if (with_changes) result.changes.push_back(changes_of(task, action, state, next));
    if (const std::string broken = broken_constraint(task, next); !broken.empty())
      return fail(s, "reaches a state that breaks the state constraint " + broken);
    state = std::move(next);
    result.cost += action.cost;
    ++result.steps;
  }
  if (task.goal_unreachable) {
    result.unmet_goals.push_back(*task.goal_unreachable);
  } else {
    result.unmet_goals = all_unmet(task, task.goal, state);
  }
  if (!result.unmet_goals.empty()) {
    result.problem = "the goal does not hold after the last step: " + result.unmet_goals[0] +
                     (result.unmet_goals.size() > 1
                          ? " and " + std::to_string(result.unmet_goals.size() - 1) + " more"
                          : "");
    return result;
  }
  result.valid = true;
  if (plan.stated_cost && *plan.stated_cost != result.cost) {
    result.cost_mismatch = "the plan states cost " + std::to_string(*plan.stated_cost) +
                           ", its actions cost " + std::to_string(result.cost);
  }
  return result;
}

}  // namespace puzzlelab::pddl
