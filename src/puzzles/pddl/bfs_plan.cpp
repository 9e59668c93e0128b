#include "puzzles/pddl/bfs_plan.hpp"

#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/task_graph.hpp"

namespace puzzlelab::pddl {
namespace {

template <class Result>
BfsOutcome outcome_of(Result&& result, const search::BfsOptions& options) {
  BfsOutcome outcome;
  outcome.status = result.status;
  outcome.plan = std::move(result.path);
  outcome.states = result.states_stored;
  outcome.farthest_distance = result.farthest_distance;
  outcome.stats = result.stats;
  switch (result.stop) {
    case search::BfsStop::kNone:
      break;
    case search::BfsStop::kTime:
      outcome.note = "time limit reached";
      break;
    case search::BfsStop::kNodes:
      outcome.note = "node limit reached";
      break;
    case search::BfsStop::kStates:
    case search::BfsStop::kMemory:
      outcome.note = search::bfs_memory_note(result, options.limits);
      break;
  }
  return outcome;
}

}  // namespace

BfsOutcome bfs_plan(const Task& task, const search::BfsOptions& options) {
  if (const std::optional<std::string> why = no_plan_reason(task)) {
    BfsOutcome outcome;
    outcome.note = "no plan: " + *why;
    return outcome;
  }
  const TaskGraph graph{task};
  BfsOutcome outcome = outcome_of(
      search::bfs_shortest_path(
          graph, task.initial, [&](const State& state) { return task.goal.holds(state); }, options),
      options);
  if (outcome.status == SearchStatus::kNoSolution)
    outcome.note = "no plan: all " + std::to_string(outcome.states) + " reachable states searched";
  return outcome;
}

BfsOutcome count_states(const Task& task, const search::BfsOptions& options,
                        const std::function<void(const State&)>& on_reached) {
  // An initial state that breaks the state constraints is no state a plan may pass through.
  if (const std::string broken = broken_constraint(task, task.initial); !broken.empty()) {
    BfsOutcome outcome;
    outcome.note = "the initial state breaks the state constraints: " + broken;
    return outcome;
  }
  if (!on_reached) {
    return outcome_of(search::bfs_exhaust(TaskGraph{task}, task.initial, options), options);
  }
  return outcome_of(search::bfs_visit(
                        TaskGraph{task}, task.initial,
                        [&](const State& state, int) { on_reached(state); }, options),
                    options);
}

}  // namespace puzzlelab::pddl
