// Breadth-first search over a ground task (search/bfs.hpp): a plan of the fewest actions, or
// the count of every reachable state when no goal is asked for. No goal-relevance pruning: the
// count is of the whole reachable space ("PDDL states").
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "puzzles/pddl/task.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::pddl {

struct BfsOutcome {
  SearchStatus status = SearchStatus::kNoSolution;
  std::vector<std::uint32_t> plan;  // indices into task.actions
  std::uint64_t states = 0;         // reached (stored)
  int farthest_distance = 0;        // of an exhaustive run: the depth of the farthest states
  SearchStats stats;
  std::string note;  // why it stopped, or why there is no plan
};

// The plan of fewest actions (kSolved), kNoSolution when every reachable state was searched or
// the goal can never hold, kStopped at a limit of `options`.
BfsOutcome bfs_plan(const Task& task, const search::BfsOptions& options = {});

// Every reachable state: `states` is their number (kNoSolution: searched to the end);
// on_reached(state), when given, is called once for each.
BfsOutcome count_states(const Task& task, const search::BfsOptions& options = {},
                        const std::function<void(const State&)>& on_reached = {});

}  // namespace puzzlelab::pddl
