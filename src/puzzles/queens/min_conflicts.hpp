// One N-queens solution by local search: the queens always form a permutation (one per row and
// column), so only diagonal collisions remain to repair. A greedy start places each row's queen in
// a random free column when a few tries find one, which leaves only a handful of collisions even
// for N in the millions; then every attacked queen swaps columns with a random other queen when
// that lowers the collision count (Sosic and Gu's QS4 scheme). A search that stops improving
// starts again from a fresh greedy placement.
#pragma once

#include <cstdint>

#include "core/limits.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

struct MinConflictsStats {
  std::uint64_t swaps = 0;     // improving swaps made
  std::uint64_t restarts = 0;  // fresh starts after the search stopped improving
  bool stopped = false;        // a limit stopped the search first
};

// A solution for N = 1 and every N >= 4 (empty for N = 2 and 3). Deterministic for a seed.
// `limits`: nodes are improving swaps; the clock is read once a pass. A stopped search returns
// an empty placement.
Placement min_conflicts_solution(int n, std::uint64_t seed = 1, MinConflictsStats* stats = nullptr,
                                 const SearchLimits& limits = {});

}  // namespace puzzlelab::queens
