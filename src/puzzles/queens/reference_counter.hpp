// The oracle for counting: plain backtracking over rows with one array of flags per column and
// per diagonal, no bit tricks and no symmetry, so that nothing clever can hide a mistake.
// Unique solutions are found by canonicalising each complete board under the 8 symmetries.
// Exponential: N up to about 12.
#pragma once

#include "puzzles/queens/queens_count.hpp"

namespace puzzlelab::queens {

QueensCount count_queens_reference(int n);

}  // namespace puzzlelab::queens
