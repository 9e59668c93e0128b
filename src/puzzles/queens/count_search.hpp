// The bitboard search behind count_queens, with the symmetry reduction of Takaken's method.
//
// Rows are bitmasks (bit c = column c). Every solution class (a solution and its images under the
// 8 symmetries of the square) is visited through one representative and weighed by its size:
//   * corner search: the row-0 queen in column 0. No such solution is symmetric under a rotation
//     (a rotation would put a second queen in a corner on the same long diagonal), and the
//     reflection in the long diagonal through that corner is removed by demanding that the queen
//     of column 1 lie below row `bound1` (the row-1 queen's column). Each one stands for 8 boards.
//   * side search: no queen in a corner; the row-0 queen in column bound1 of the left half. Rows
//     above bound1 (and below n-1-bound1) keep out of the side columns and the last row keeps
//     away from the corners, so that row 0's queen is the one nearest a corner of all four edge
//     queens. The complete board is then compared with its 90, 180 and 270 degree rotations
//     (check_rotations): it is kept only if no rotation is smaller, and the rotation that maps it
//     to itself, if any, gives its class size (2, 4 or 8).
// Odd N needs no special case: the four edge queens cannot all sit in the middle of their edges
// (the middles of two adjacent edges share a diagonal), so some edge queen is off-middle.
//
// The first rows are split off as independent subtrees so that threads can share the work.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "puzzles/queens/queens_count.hpp"

namespace puzzlelab::queens::detail {

// 32-bit rows: count_queens takes N <= kMaxCountN, and every count up to N = 27 fits 64 bits.
inline constexpr int kMaxBoard = 32;
using Row = std::uint32_t;

// Solutions found, by the size of their symmetry class.
struct ClassCounts {
  std::uint64_t eight = 0;  // no symmetry: the class has 8 boards
  std::uint64_t four = 0;   // symmetric under the half turn only
  std::uint64_t two = 0;    // symmetric under the quarter turn
  std::uint64_t nodes = 0;  // queens placed

  QueensCount count() const { return {8 * eight + 4 * four + 2 * two, eight + four + two}; }
  ClassCounts& operator+=(const ClassCounts& other);
};

enum class Family : std::uint8_t { kCorner, kSide };

// A search node at which the work is split: the rows above `row` are placed.
struct Subtree {
  Family family = Family::kCorner;
  int bound1 = 0;  // corner: the row-1 queen's column; side: the row-0 queen's column
  int row = 0;
  Row left = 0, down = 0, right = 0;   // attacked squares in `row`: diagonals and columns
  std::array<Row, kMaxBoard> board{};  // the queen of each placed row, as a one-bit mask
};

class CountSearch {
 public:
  explicit CountSearch(int n);

  // Runs the search down to `split_row` and collects the nodes there; solutions that end above
  // it (small N) are added to `counts`.
  void split(int split_row, std::vector<Subtree>& subtrees, ClassCounts& counts);

  // Counts every solution below `subtree`. Returns false when `stop` was raised midway (then
  // `counts` holds part of the subtree). `stop` is read at the nodes a dozen rows from the bottom.
  bool run(const Subtree& subtree, ClassCounts& counts, const std::atomic<bool>& stop);

 private:
  void start(const Subtree& subtree, ClassCounts& counts);
  // Each returns the queens placed below the node; nodes live in a register, not in memory.
  std::uint64_t corner(int row, Row left, Row down, Row right);
  std::uint64_t side(int row, Row left, Row down, Row right);
  void check_rotations();
  std::uint64_t emit(Family family, int row, Row left, Row down, Row right);
  bool stop_requested();

  int n_;
  int last_;
  Row mask_, top_bit_, side_mask_;
  // Set per bound1 (see start): the representative's constraints for the side search.
  int bound1_ = 0, bound2_ = 0;
  Row last_mask_ = 0, end_bit_ = 0;
  std::array<Row, kMaxBoard> board_{};

  ClassCounts* counts_ = nullptr;
  int split_row_ = -1;  // -1: no split, search to the leaves
  int check_row_ = -1;  // the row whose nodes look at `stop_`
  std::vector<Subtree>* subtrees_ = nullptr;
  const std::atomic<bool>* stop_ = nullptr;
  bool stopped_ = false;
};

}  // namespace puzzlelab::queens::detail
