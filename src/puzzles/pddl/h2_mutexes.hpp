// Pairs of atoms that no reachable state holds together, found by h^2 reachability (Haslum and
// Geffner, "Admissible heuristics for optimal planning"): a pair is reached when the initial state
// holds both, when an action whose precondition's atoms are reached pairwise adds both, or when it
// adds one and leaves the other, which must be reached with each of the precondition's atoms.
// Every pair never reached is a mutex: an invariant of every reachable state, which the step
// encoding states at every step (plan_encoding.hpp) so that the SAT solver need not learn it
// again at each horizon (as Graphplan's and Blackbox's mutexes do).
//
// Negative preconditions, formulas and state constraints are ignored, which can only reach more
// pairs: what is left unreached is still a mutex. A task with conditional effects or numeric
// fluents gets none, nor one too large for the quadratic table (kMaxMutexAtoms, kMaxMutexSweep).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// The largest task for which the pairs are computed: a table of n^2 bits for n atoms, and
// sweeps of actions x n steps each.
inline constexpr std::size_t kMaxMutexAtoms = 2000;
inline constexpr std::uint64_t kMaxMutexSweep = 20'000'000;

struct Mutexes {
  bool computed = false;                         // false: skipped (see above)
  std::vector<AtomId> unreachable;               // atoms no reachable state holds
  std::vector<std::pair<AtomId, AtomId>> pairs;  // reachable atoms never true together
};

// Honours the run's budget (core/work_budget.hpp) as it sweeps.
Mutexes h2_mutexes(const Task& task);

// Why the goal can never hold by `mutexes`: it needs an unreachable atom, or two atoms no
// reachable state holds together ("the goal needs (a p1) and (b p1), which no reachable state
// holds together"). Empty when the mutexes do not rule it out.
std::optional<std::string> goal_against_mutexes(const Task& task, const Mutexes& mutexes);

}  // namespace puzzlelab::pddl
