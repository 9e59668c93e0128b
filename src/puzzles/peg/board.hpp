// A peg-solitaire board: its holes, numbered in reading order (row by row, y = 0 first, x
// increasing), and every possible jump, listed in the board's fixed move order (by the jumping
// peg's hole, then by direction). Position bit i is hole i, so scanning jumps in list order is
// exactly the assignment's "row by row, then up, down, left, right" order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/uint128.hpp"
#include "puzzles/peg/geometry.hpp"

namespace puzzlelab::peg {

// A set of holes as bits; boards have at most kMaxHoles holes.
using HoleSet = u128;
inline constexpr int kMaxHoles = 128;
// Coordinates stay small so drawings and lookup tables stay small.
inline constexpr int kMaxExtent = 64;

struct Jump {
  int from = 0;       // hole of the jumping peg
  int over = 0;       // hole of the peg that is removed
  int to = 0;         // empty hole the peg lands in
  int direction = 0;  // index into jump_directions(grid, diagonal)
};

class Board {
 public:
  // Validates the geometry: at least one hole, at most kMaxHoles, coordinates in range, no
  // duplicates, and on triangular grids every hole on the lattice. Throws InputError.
  Board(GridKind grid, bool diagonal, std::vector<Cell> holes);

  GridKind grid() const { return grid_; }
  bool diagonal() const { return diagonal_; }
  int hole_count() const { return static_cast<int>(holes_.size()); }
  const std::vector<Cell>& holes() const { return holes_; }
  Cell cell(int hole) const { return holes_[hole]; }
  const std::vector<Jump>& jumps() const { return jumps_; }
  const Direction& direction(const Jump& jump) const;
  HoleSet all_holes() const;

  // Hole index at a cell, or -1 when the cell is not a hole.
  int index_of(Cell cell) const;
  // The hole at the centre of the bounding box, if there is one.
  std::optional<int> center() const;

  int min_x() const { return min_x_; }
  int max_x() const { return max_x_; }
  int min_y() const { return min_y_; }
  int max_y() const { return max_y_; }

 private:
  GridKind grid_;
  bool diagonal_;
  std::vector<Cell> holes_;
  std::vector<Jump> jumps_;
  std::vector<int> index_by_cell_;  // (y - min_y) * width + (x - min_x) -> hole or -1
  int min_x_ = 0, max_x_ = 0, min_y_ = 0, max_y_ = 0;
};

// What counts as won.
struct Goal {
  enum class Kind { kPegs, kOnePegAnywhere };
  Kind kind = Kind::kOnePegAnywhere;
  HoleSet pegs = 0;  // the exact final position, for kPegs

  bool reached_by(HoleSet position) const;
  int peg_count() const;
};

// A board with a start position and a goal: one instance of the puzzle.
struct Game {
  std::string name;
  Board board;
  HoleSet start = 0;
  Goal goal;
  std::string default_order = "konami";  // the board's preferred search order for `peg solve`

  int start_pegs() const;
  // Moves every game that reaches the goal makes.
  int moves_to_goal() const { return start_pegs() - goal.peg_count(); }
};

std::string describe(const Goal& goal, const Board& board);

}  // namespace puzzlelab::peg
