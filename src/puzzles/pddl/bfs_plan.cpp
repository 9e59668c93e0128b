#include "puzzles/pddl/bfs_plan.hpp"

#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

// The task as a graph for the generic engine: states are bitsets, moves action indices.
struct TaskGraph {
  using State = pddl::State;
  using Move = std::uint32_t;
  using Key = pddl::State;

  const Task& task;

  const Key& key(const State& state) const { return state; }
  // The state in the store and its copy in the visited set.
  std::size_t heap_bytes(const State& state) const { return 2 * state.heap_bytes(); }

  template <class Visit>
  void for_each_successor(const State& state, Visit&& visit) const {
    pddl::for_each_successor(task, state, visit);
  }
};

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
  if (task.goal_unreachable) {
    BfsOutcome outcome;
    outcome.note = "no plan: " + *task.goal_unreachable;
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

BfsOutcome count_states(const Task& task, const search::BfsOptions& options) {
  return outcome_of(search::bfs_exhaust(TaskGraph{task}, task.initial, options), options);
}

}  // namespace puzzlelab::pddl
