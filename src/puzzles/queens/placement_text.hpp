// A placement as text: the squares of its queens, and the board drawn as `queens solve` draws it
// (rank N at the top, a1 bottom-left, locked queens marked).
#pragma once

#include <string>
#include <vector>

#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

// Boards up to this size are drawn.
inline constexpr int kMaxDrawnBoard = 32;

// The square of each row's queen, bottom row first: "d5" while N <= 26, else "x,y".
std::vector<std::string> placement_squares(const Placement& placement);

struct BoardGlyphs {
  bool unicode = false;  // ♛ and ♕ (locked) on · squares; otherwise Q, L and .
  bool color = false;    // ANSI colours (only for terminals)
};

// The board with `placement`'s queens, one line per rank, then the files (labels while N <= 26).
std::string draw_placement(const LockedBoard& board, const Placement& placement,
                           const BoardGlyphs& glyphs = {});

}  // namespace puzzlelab::queens
