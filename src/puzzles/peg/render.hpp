// Drawing boards in the terminal: square boards as a grid, triangular boards as triangles.
#pragma once

#include <optional>
#include <string>

#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

struct RenderStyle {
  bool unicode = true;       // ● and ○; otherwise o and .
  bool colour = false;       // ANSI colours (only for terminals)
  bool coordinates = false;  // column and row numbers around the board
};

// Holes to highlight: the last jump's landing hole and the hole it emptied.
struct JumpHighlight {
  int from = -1;
  int over = -1;
  int to = -1;
};

// The drawing, one line per row, each ending in '\n'.
std::string render(const Board& board, HoleSet position, const RenderStyle& style,
                   const JumpHighlight& highlight = {});

// "(x, y) -> (x, y)": the jumping peg's old and new hole.
std::string describe_jump(const Board& board, int jump);

}  // namespace puzzlelab::peg
