// Sound prunings shared by the declarative encodings of peg solitaire (SAT, MILP): each removes
// plans but keeps at least one of every solvable instance's solutions.
#pragma once

#include <vector>

#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

// Two jumps on six distinct holes commute: made in either order they give the same position,
// and each is legal before the other exactly when it is legal after it. So of two consecutive
// commuting jumps, some solution makes the smaller-numbered one first.
bool jumps_commute(const Jump& a, const Jump& b);

// allowed[j]: jump j is the smallest-numbered jump of its orbit under the symmetries that fix
// the start and the goal. Mapping a solution by such a symmetry gives a solution, so some
// solution starts with an allowed jump.
std::vector<bool> canonical_first_jumps(const Game& game);

}  // namespace puzzlelab::peg
