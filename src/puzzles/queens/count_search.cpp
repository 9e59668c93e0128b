#include "puzzles/queens/count_search.hpp"

#include <algorithm>

namespace puzzlelab::queens::detail {
namespace {

// Workers look at the shared stop flag at the nodes that have this many rows left to fill: their
// subtrees take well under a millisecond even for large N, and they are too few to cost anything.
constexpr int kStopCheckRowsLeft = 12;

}  // namespace

ClassCounts& ClassCounts::operator+=(const ClassCounts& other) {
  eight += other.eight;
  four += other.four;
  two += other.two;
  nodes += other.nodes;
  return *this;
}

CountSearch::CountSearch(int n)
    : n_(n),
      last_(n - 1),
      mask_(static_cast<Row>((std::uint64_t{1} << n) - 1)),
      top_bit_(Row{1} << (n - 1)),
      side_mask_(top_bit_ | 1) {}

void CountSearch::start(const Subtree& subtree, ClassCounts& counts) {
  counts_ = &counts;
  stopped_ = false;
  board_ = subtree.board;
  bound1_ = subtree.bound1;
  if (subtree.family == Family::kSide) {
    bound2_ = last_ - bound1_;
    // The last row keeps bound1 columns away from each corner, and a quarter-turn image of the
    // board must end in the matching column for the 180-degree test.
    last_mask_ = side_mask_;
    for (int k = 1; k < bound1_; ++k) last_mask_ |= last_mask_ >> 1 | last_mask_ << 1;
    end_bit_ = top_bit_ >> bound1_;
    counts.nodes += side(subtree.row, subtree.left, subtree.down, subtree.right);
  } else {
    counts.nodes += corner(subtree.row, subtree.left, subtree.down, subtree.right);
  }
}

void CountSearch::split(int split_row, std::vector<Subtree>& subtrees, ClassCounts& counts) {
  split_row_ = split_row;
  check_row_ = -1;
  subtrees_ = &subtrees;
  stop_ = nullptr;
  if (n_ < 4) return;  // N = 1 is counted by the caller; N = 2, 3 have no solution
  // Corner family: row 0 in column 0, row 1 in column bound1 (2 .. n-2).
  for (int bound1 = 2; bound1 < last_; ++bound1) {
    Subtree root;
    root.family = Family::kCorner;
    root.bound1 = bound1;
    root.row = 2;
    const Row bit = Row{1} << bound1;
    root.board[0] = 1;
    root.board[1] = bit;
    root.left = (2 | bit) << 1;
    root.down = 1 | bit;
    root.right = bit >> 1;
    start(root, counts);
  }
  // Side family: row 0 in column bound1 of the left half, corners excluded.
  for (int bound1 = 1; bound1 < last_ - bound1; ++bound1) {
    Subtree root;
    root.family = Family::kSide;
    root.bound1 = bound1;
    root.row = 1;
    const Row bit = Row{1} << bound1;
    root.board[0] = bit;
    root.left = bit << 1;
    root.down = bit;
    root.right = bit >> 1;
    start(root, counts);
  }
  split_row_ = -1;
  subtrees_ = nullptr;
}

bool CountSearch::run(const Subtree& subtree, ClassCounts& counts, const std::atomic<bool>& stop) {
  split_row_ = -1;
  check_row_ = std::max(subtree.row + 1, last_ - kStopCheckRowsLeft);
  stop_ = &stop;
  start(subtree, counts);
  stop_ = nullptr;
  return !stopped_;
}

bool CountSearch::stop_requested() {
  if (stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
  return stopped_;
}

std::uint64_t CountSearch::emit(Family family, int row, Row left, Row down, Row right) {
  Subtree& node = subtrees_->emplace_back();
  node.family = family;
  node.bound1 = bound1_;
  node.row = row;
  node.left = left;
  node.down = down;
  node.right = right;
  node.board = board_;
  return 0;
}

std::uint64_t CountSearch::corner(int row, Row left, Row down, Row right) {
  Row free = mask_ & ~(left | down | right);
  if (row == last_) {
    if (free) ++counts_->eight;
    return 0;
  }
  if (row == split_row_) return emit(Family::kCorner, row, left, down, right);
  if (row == check_row_ && stop_requested()) return 0;
  // The column-1 queen must lie below row bound1: the other half is the diagonal mirror image.
  if (row < bound1_) free &= ~Row{2};
  std::uint64_t nodes = 0;
  while (free) {
    const Row bit = free & -free;
    free ^= bit;
    board_[row] = bit;
    nodes += 1 + corner(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    if (stopped_) break;  // a predictable branch: unwinds the rows above check_row_
  }
  return nodes;
}

std::uint64_t CountSearch::side(int row, Row left, Row down, Row right) {
  Row free = mask_ & ~(left | down | right);
  if (row == last_) {
    if (free && !(free & last_mask_)) {
      board_[row] = free;
      check_rotations();
    }
    return 0;
  }
  if (row == split_row_) return emit(Family::kSide, row, left, down, right);
  if (row == check_row_ && stop_requested()) return 0;
  if (row < bound1_) {
    free &= ~side_mask_;  // edge-column queens no nearer a corner than the row-0 queen
  } else if (row == bound2_) {
    // By now both side columns must be taken or be this row's only choices: otherwise an edge
    // queen would sit nearer a corner than the row-0 queen.
    if (!(down & side_mask_)) return 0;
    if ((down & side_mask_) != side_mask_) free &= side_mask_;
  }
  std::uint64_t nodes = 0;
  while (free) {
    const Row bit = free & -free;
    free ^= bit;
    board_[row] = bit;
    nodes += 1 + side(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
    if (stopped_) break;  // a predictable branch: unwinds the rows above check_row_
  }
  return nodes;
}

// Compares the board, row by row from row 1, with its rotations, reading each rotated row
// straight from the board. A smaller rotation means another representative counts this class;
// an equal one gives the class size.
void CountSearch::check_rotations() {
  const auto& b = board_;
  // Quarter turn: possible only when the row-bound2 queen sits in column 0.
  if (b[bound2_] == 1) {
    int row = 1;
    for (Row column = 2; row <= last_; ++row, column <<= 1) {
      Row image_bit = 1;
      for (int image_row = last_; b[image_row] != column && b[row] >= image_bit; --image_row)
        image_bit <<= 1;
      if (b[row] > image_bit) return;
      if (b[row] < image_bit) break;
    }
    if (row > last_) {
      ++counts_->two;
      return;
    }
  }
  // Half turn: possible only when the last row mirrors row 0.
  if (b[last_] == end_bit_) {
    int row = 1;
    for (int image_row = last_ - 1; row <= last_; ++row, --image_row) {
      Row image_bit = 1;
      for (Row column = top_bit_; column != b[image_row] && b[row] >= image_bit; column >>= 1)
        image_bit <<= 1;
      if (b[row] > image_bit) return;
      if (b[row] < image_bit) break;
    }
    if (row > last_) {
      ++counts_->four;
      return;
    }
  }
  // Three-quarter turn: possible only when the row-bound1 queen sits in the last column.
  if (b[bound1_] == top_bit_) {
    Row column = top_bit_ >> 1;
    for (int row = 1; row <= last_; ++row, column >>= 1) {
      Row image_bit = 1;
      for (int image_row = 0; b[image_row] != column && b[row] >= image_bit; ++image_row)
        image_bit <<= 1;
      if (b[row] > image_bit) return;
      if (b[row] < image_bit) break;
    }
  }
  ++counts_->eight;
}

}  // namespace puzzlelab::queens::detail
