// The successors of a state: every ground action applicable in it, with the state it leads to.
// The one successor function of every search over a ground task (breadth-first search, counts,
// heuristic searches), so that what makes an action applicable is decided in one place.
#pragma once

#include <cstdint>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// Whether `action` may be applied in `state`.
inline bool applicable(const GroundAction& action, const State& state) {
  return action.precondition.holds(state);
}

// Calls visit(index, successor) for each action of `task` applicable in `state`, in the order
// of task.actions (index into it).
template <class Visit>
void for_each_successor(const Task& task, const State& state, Visit&& visit) {
  for (std::uint32_t index = 0; index < task.actions.size(); ++index) {
    const GroundAction& action = task.actions[index];
    if (applicable(action, state)) visit(index, apply(action, state));
  }
}

}  // namespace puzzlelab::pddl
