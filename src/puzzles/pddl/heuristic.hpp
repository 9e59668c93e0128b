// Domain-independent estimates of the cost from a state to the goal, over the delete relaxation
// (relaxed_task.hpp), for the heuristic searches (heuristic_search.hpp):
//   - h^max (hmax.hpp): the costliest goal atom, each atom as dear as its dearest precondition
//     chain. Admissible and consistent; weak.
//   - LM-cut (lmcut.hpp): the sum of disjunctive action landmarks found by cuts in h^max's
//     justification graph. Admissible, at least h^max, usually far closer to the true cost.
//   - h^FF (hff.hpp): the number of actions of a relaxed plan. Not admissible: for greedy search.
// Each keeps its scratch tables, so one object serves one search at a time.
#pragma once

#include <memory>
#include <string>

#include "puzzles/pddl/relaxed_task.hpp"

namespace puzzlelab::pddl {

class Heuristic {
 public:
  virtual ~Heuristic() = default;
  // kDeadEnd when the goal cannot be reached from `state` even ignoring deletes.
  virtual Cost estimate(const State& state) = 0;
};

enum class HeuristicKind { kHMax, kLmCut, kFF };

// "h^max", "LM-cut", "h^FF".
std::string heuristic_name(HeuristicKind kind);
// "hmax", "lmcut", "ff": the names of `--set heuristic=`.
std::string heuristic_key(HeuristicKind kind);
// The kind a `--set heuristic=` value names (hmax, lmcut); InputError otherwise, naming those.
HeuristicKind admissible_heuristic_named(const std::string& key);

// `relaxed` must outlive the heuristic.
std::unique_ptr<Heuristic> make_heuristic(HeuristicKind kind, const RelaxedTask& relaxed);

}  // namespace puzzlelab::pddl
