// The successors of a state: every ground action applicable in it, with the state it leads to,
// when that state satisfies the task's state constraints (Task::invariant). The one successor
// function of every search over a ground task (breadth-first search, counts, heuristic
// searches), so that what makes an action applicable is decided in one place.
#pragma once

#include <cstdint>

#include "puzzles/pddl/successor_index.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// Whether `action` may be applied in `state`.
inline bool applicable(const GroundAction& action, const State& state) {
  return action.precondition.holds(state);
}

// Whether `state` satisfies the state constraints: may a plan pass through it?
inline bool allowed(const Task& task, const State& state) {
  return task.invariant.empty() || task.invariant.holds(state);
}

// Calls visit(index, successor) for each action of `task` applicable in `state` whose
// successor satisfies the state constraints, in the order of task.actions (index into it).
// Throws InputError, naming the fluent and the action, when a numeric value would leave ±2^40.
// The actions tested are those of task.successor_index where the task has one.
template <class Visit>
void for_each_successor(const Task& task, const State& state, Visit&& visit) {
  const SuccessorIndex* const candidates =
      task.successor_index != nullptr && task.successor_index->covers(task.actions.size())
          ? task.successor_index.get()
          : nullptr;
  const auto try_action = [&](std::uint32_t index) {
    const GroundAction& action = task.actions[index];
    const bool tested = candidates != nullptr && candidates->fully_tested(index);
    if (!tested && !applicable(action, state)) return;
    State next = apply(task, action, state);
    if (allowed(task, next)) visit(index, std::move(next));
  };
  if (candidates != nullptr) {
    candidates->for_each_candidate(state, try_action);
    return;
  }
  for (std::uint32_t index = 0; index < task.actions.size(); ++index) try_action(index);
}

}  // namespace puzzlelab::pddl
