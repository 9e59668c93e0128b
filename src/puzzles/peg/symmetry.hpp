// Symmetries of a board (the rotations and reflections that map holes onto holes, and so jumps
// onto jumps), and of a game (those that also fix the start position and the goal). Counting
// works on positions up to the game's symmetries.
#pragma once

#include <vector>

#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

// The most symmetries a board can have: the 12 of the hexagonal lattice.
inline constexpr int kMaxSymmetries = 12;

// perm[i] is the hole that hole i is mapped to.
using Permutation = std::vector<int>;

// Every symmetry of the board, identity first: up to 8 on square grids, up to 12 on triangular.
std::vector<Permutation> board_symmetries(const Board& board);

// The board symmetries that map the start position onto itself and the goal onto itself.
std::vector<Permutation> game_symmetries(const Game& game);

HoleSet permute(HoleSet position, const Permutation& perm);

}  // namespace puzzlelab::peg
