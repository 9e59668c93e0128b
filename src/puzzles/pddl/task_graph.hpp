// A ground task as the graph the generic engines search (search/bfs.hpp, search/best_first.hpp):
// states are the task's states, moves the indices of ground actions, each costing its action's
// cost; successors come from pddl::for_each_successor, the one successor function.
#pragma once

#include <cstdint>

#include "puzzles/pddl/successors.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

struct TaskGraph {
  using State = pddl::State;
  using Move = std::uint32_t;
  using Key = pddl::State;

  const Task& task;

  const Key& key(const State& state) const { return state; }
  // The state in the store and its copy in the visited set.
  std::size_t heap_bytes(const State& state) const { return 2 * state.heap_bytes(); }
  std::int64_t move_cost(Move move) const { return task.actions[move].cost; }

  template <class Visit>
  void for_each_successor(const State& state, Visit&& visit) const {
    pddl::for_each_successor(task, state, visit);
  }
};

}  // namespace puzzlelab::pddl
