#include "puzzles/pddl/pddl_answer.hpp"

#include "puzzles/pddl/draw_state.hpp"
#include "puzzles/pddl/plan_io.hpp"

namespace puzzlelab::pddl {

std::int64_t plan_cost(const Task& task, const std::vector<std::uint32_t>& plan) {
  std::int64_t cost = 0;
  for (std::uint32_t index : plan) cost += task.actions[index].cost;
  return cost;
}

std::string plan_summary(const Task& task, const std::vector<std::uint32_t>& plan) {
  std::string text = std::to_string(plan.size()) + (plan.size() == 1 ? " action" : " actions");
  if (task.metric) text += ", cost " + std::to_string(plan_cost(task, plan));
  return text;
}

std::string draw_plan(const Task& task, const std::vector<std::uint32_t>& plan) {
  State state = task.initial;
  std::vector<AtomId> last_added;
  std::vector<FluentId> last_changed;
  for (std::uint32_t index : plan) {
    const State next = apply(task, task.actions[index], state);
    last_added.clear();
    last_changed.clear();
    for (AtomId atom = 0; atom < task.atoms.size(); ++atom) {
      if (next.test(atom) && !state.test(atom)) last_added.push_back(atom);
    }
    for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent) {
      if (next.value(fluent) != state.value(fluent)) last_changed.push_back(fluent);
    }
    state = next;
  }
  std::string text = write_plan(task, plan);
  text += task.fluents.size() == 0
              ? "\nthe final state (* made true by the last action):\n"
              : "\nthe final state (* made true or changed by the last action):\n";
  text += draw_state(task, state, last_added, last_changed);
  return text;
}

}  // namespace puzzlelab::pddl
