// Which goals a start can reach (W. W. Johnson and W. E. Story, "Notes on the '15' puzzle",
// American Journal of Mathematics 2, 1879).
//
// Read each board as a permutation of its n*n cells, the blank counted as a tile. A move swaps the
// blank with a neighbour, one transposition, and moves the blank one step, so the parity of the
// permutation taking the start to the goal and the parity of the blank's distance (rows plus
// columns) from its goal cell change together at every move: they agree at the goal, so they
// must agree at the start. Johnson proved this necessary, Story that it is also sufficient: every
// start whose parities agree reaches the goal. The classic rule (count inversions; on boards of
// even width add the blank's row distance) is the same argument.
#pragma once

#include <string>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

struct Solvability {
  bool solvable = false;
  bool permutation_odd = false;  // of the permutation taking the start to the goal
  int cycles = 0;                // of that permutation, over the n*n cells
  int blank_rows = 0;            // the blank's distance from its goal cell
  int blank_cols = 0;
  int inversions = 0;  // pairs of tiles (blank left out) in the other order than in the goal
};

Solvability solvability(const Board& start, const Board& goal);

// The proof in words: the parities computed and why they decide.
std::string explain(const Solvability& parity);

}  // namespace puzzlelab::tiles
