// A placement of N queens, one per row: placement[row] is the column of that row's queen, both
// 0-based. Every N-queens answer, from any method, is checked by is_solution before it is shown.
#pragma once

#include <vector>

namespace puzzlelab::queens {

using Placement = std::vector<int>;

// True when the placement puts one queen in every row and column and no two on a diagonal.
// O(N) time and O(N) bits: one array of flags per line family.
bool is_solution(const Placement& placement);

}  // namespace puzzlelab::queens
