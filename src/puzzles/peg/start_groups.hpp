// The board analysis counts every single-vacancy start of a group at once, in one set of layers
// (analyze.hpp). A group must hold, with each start hole s, its images under the board's
// symmetries (the layers work up to them) and every start hole t whose games the join pairs with
// s's. By de Bruijn's position classes (position_class.hpp) a position reached from "all but s"
// has the class of "all but s"; the join meets it with the complement of a position one jump
// further on, which has the class of the single peg {s}, and such a position is reached only
// from starts "all but t" of that same class: class(t) = class(s) XOR class(full board). Groups
// are the connected components of those two relations; on the English board, three (5, 12 and
// 16 start holes), each needing a fraction of the memory all 33 starts together would.
#pragma once

#include <vector>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {

// The groups, each a list of holes in increasing order, ordered by their first hole.
std::vector<std::vector<int>> start_groups(const Board& board,
                                           const std::vector<Permutation>& symmetries);

}  // namespace puzzlelab::peg
