// One N-queens solution in closed form, O(N): the classic construction by N mod 6.
// Columns are listed row by row as the even numbers then the odd numbers (1-based), which keeps
// every diagonal distinct except when N mod 6 is 2 or 3; those two cases reorder a few numbers:
//   N mod 6 = 2: swap 1 and 3 among the odd numbers and move 5 to the end;
//   N mod 6 = 3: move 2 to the end of the even numbers, and 1 and 3 to the end of the odd ones.
#pragma once

#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

// A solution for N = 1 and every N >= 4; requires n >= 1 and returns an empty placement for
// N = 2 and 3, which have none.
Placement construct_solution(int n);

}  // namespace puzzlelab::queens
