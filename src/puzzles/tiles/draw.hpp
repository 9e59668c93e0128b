// Boards drawn as text grids: ASCII (+---+) or Unicode box drawing, and a plan as the boards
// after each move, side by side.
#pragma once

#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"
#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

// Labelled boards side by side, wrapped to rows of at most `width` columns. With style.color the
// tile at `highlight[i]` of board i (a cell, or -1) is shown in reverse video.
std::string draw_boards(const std::vector<Board>& boards, const std::vector<std::string>& labels,
                        const std::vector<int>& highlight, const DrawStyle& style, int width = 100);

std::string draw_board(const Board& board, const DrawStyle& style);

// The start and the board after every move, each labelled with its move and the tile it slid.
std::string draw_plan(const Board& start, const std::vector<Direction>& moves,
                      const DrawStyle& style);

}  // namespace puzzlelab::tiles
