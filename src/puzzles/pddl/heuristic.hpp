// Domain-independent estimates of the cost from a state to the goal, over the delete relaxation
// (relaxed_task.hpp), for the heuristic searches (heuristic_search.hpp):
//   - h^max (hmax.hpp): the costliest goal atom, each atom as dear as its dearest precondition
//     chain. Admissible and consistent; weak.
//   - LM-cut (lmcut.hpp): the sum of disjunctive action landmarks found by cuts in h^max's
//     justification graph. Admissible, at least h^max, usually far closer to the true cost.
//   - h^FF (hff.hpp): the number of actions of a relaxed plan. Not admissible: for greedy search.
// And one that is no relaxation of deletes:
//   - pattern databases (pdb_heuristic.hpp): projections of the task onto a few of its mutex
//     groups, solved exactly and added up. Admissible and consistent.
// Each keeps its scratch tables, so one object serves one search at a time.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/limits.hpp"
#include "puzzles/pddl/relaxed_task.hpp"

namespace puzzlelab::pddl {

class Heuristic {
 public:
  virtual ~Heuristic() = default;
  // kDeadEnd when the goal cannot be reached from `state` even ignoring deletes.
  virtual Cost estimate(const State& state) = 0;
  // What the estimate was built from, for the note of a run (the patterns); empty for most.
  virtual std::string detail() const { return {}; }
  // The memory its tables hold beyond a few scratch arrays (the pattern databases).
  virtual std::uint64_t bytes() const { return 0; }
};

enum class HeuristicKind { kHMax, kLmCut, kFF, kPdb };

// "h^max", "LM-cut", "h^FF", "pattern databases".
std::string heuristic_name(HeuristicKind kind);
// "hmax", "lmcut", "ff", "pdb": the names of `--set heuristic=`.
std::string heuristic_key(HeuristicKind kind);
// The kind a `--set heuristic=` value names (lmcut, hmax, pdb); InputError otherwise, naming
// those.
HeuristicKind admissible_heuristic_named(const std::string& key);

// `relaxed` (of `task`) must outlive the heuristic. Pattern databases are built here, within the
// run's budget.
std::unique_ptr<Heuristic> make_heuristic(HeuristicKind kind, const Task& task,
                                          const RelaxedTask& relaxed);

// What is left of `limits` for the search once `heuristic` (null: none) is built: the seconds
// `building` has counted since before it was built, and the memory it holds.
SearchLimits limits_left(const SearchLimits& limits, const Stopwatch& building,
                         const Heuristic* heuristic);

}  // namespace puzzlelab::pddl
