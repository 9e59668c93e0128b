#include "puzzles/queens/count_units.hpp"

#include <algorithm>

namespace puzzlelab::queens::detail {

SubtreeUnits::SubtreeUnits(int n, int split_row) : n_(n) {
  CountSearch(n).split(std::max(split_row, 2), subtrees_, above_split_);
}

void SubtreeUnits::describe_unit(std::size_t unit, distributed::Fnv1a64& hash) const {
  const Subtree& subtree = subtrees_[unit];
  hash.add_u64(static_cast<std::uint64_t>(subtree.family))
      .add_u64(static_cast<std::uint64_t>(subtree.bound1))
      .add_u64(static_cast<std::uint64_t>(subtree.row))
      .add_u64(subtree.left)
      .add_u64(subtree.down)
      .add_u64(subtree.right);
  for (int row = 0; row < subtree.row && row < kMaxBoard; ++row) hash.add_u64(subtree.board[row]);
}

}  // namespace puzzlelab::queens::detail
