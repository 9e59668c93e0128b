// An admissible estimate of the moves left: the Manhattan distance of every tile from its goal
// cell plus the linear conflicts of O. Hansson, A. Mayer and M. Yung ("Criticizing solutions to
// relaxed models yields powerful admissible heuristics", Information Sciences 63, 1992).
//
// Two tiles in their goal row (or column) but in the wrong order there cannot pass each other
// inside that line: one of them has to step out of it and back, two moves Manhattan distance does
// not count. For each line the tiles that must step out are those outside a longest run already
// in goal order (k tiles in their goal line, of which a longest increasing run has m: k - m
// leave), and rows and columns count separately as a tile leaves its row by a vertical move and
// its column by a horizontal one.
#pragma once

#include <array>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

class LowerBound {
 public:
  explicit LowerBound(const Board& goal);

  // Moves the tile needs from `cell` to its goal cell, ignoring the others.
  int tile_distance(int tile, int cell) const { return distance_[tile][cell]; }
  int manhattan(const Board& board) const;
  // The extra moves (2 per tile that must leave) for one row or one column.
  int row_conflicts(const Board& board, int row) const;
  int column_conflicts(const Board& board, int column) const;
  // Manhattan distance plus every line's conflicts.
  int estimate(const Board& board) const;

 private:
  // `goal_places` are the goal columns (or rows) of the line's tiles that belong to it, in line
  // order; 2 * (count - longest increasing run).
  static int conflicts(const std::array<int, kMaxSize>& goal_places, int count);

  int size_;
  std::array<int, kMaxCells> goal_row_{};
  std::array<int, kMaxCells> goal_col_{};
  std::array<std::array<int, kMaxCells>, kMaxCells> distance_{};
};

}  // namespace puzzlelab::tiles
