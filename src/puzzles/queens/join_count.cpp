#include "puzzles/queens/join_count.hpp"

#include "puzzles/queens/quarter_pairs.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace puzzlelab::queens::detail {
namespace {

std::uint32_t reverse_bits(std::uint32_t x) {
  x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
  x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
  x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
  x = (x >> 8 & 0x00ff00ffu) | (x & 0x00ff00ffu) << 8;
  return x >> 16 | x << 16;
}

// Columns reflected in the board's vertical middle line.
Columns mirror(Columns columns, int n) {
  return reverse_bits(columns) >> (32 - n);
}

// The low `width` bits of x (width <= 32) in reverse order.
std::uint64_t reverse_low_bits(std::uint64_t x, int width) {
  return reverse_bits(static_cast<std::uint32_t>(x)) >> (32 - width);
}

// The bits of `pattern` placed, in order, on the set bits of `columns` (x86 BMI2's pdep).
Columns deposit(Columns pattern, Columns columns) {
  Columns placed = 0;
  for (; columns; columns &= columns - 1, pattern >>= 1) {
    if (pattern & 1) placed |= columns & -columns;
  }
  return placed;
}

// Sets of `size` columns out of `n`, in increasing order (Gosper's hack).
template <typename Visit>
void for_each_column_set(int n, int size, Visit visit) {
  if (size == 0) {
    visit(Columns{0});
    return;
  }
  const std::uint64_t end = std::uint64_t{1} << n;
  for (std::uint64_t set = (std::uint64_t{1} << size) - 1; set < end;) {
    visit(static_cast<Columns>(set));
    const std::uint64_t low = set & -set;
    const std::uint64_t ripple = set + low;
    set = ripple | (((set ^ ripple) >> 2) / low);
  }
}

}  // namespace

std::vector<JoinTask> join_tasks(int n) {
  if (n < 4 || n > kMaxJoinCountN) throw std::invalid_argument("join_tasks: N out of range");
  const int half = n / 2;
  const Columns all = static_cast<Columns>((std::uint64_t{1} << n) - 1);
  std::vector<int> middles;
  if (n % 2 == 0) {
    middles.push_back(-1);
  } else {
    for (int m = 0; m < n; ++m) middles.push_back(m);
  }
  // A task's identity, ordered so that the orbit's least member is counted.
  const auto id = [n](int middle, Columns top) {
    return (static_cast<std::uint64_t>(middle + 1) << n) | top;
  };
  std::vector<JoinTask> tasks;
  for (const int middle : middles) {
    const Columns middle_bit = middle < 0 ? 0 : Columns{1} << middle;
    const int mirrored_middle = middle < 0 ? -1 : n - 1 - middle;
    for_each_column_set(n, half, [&](Columns top) {
      if (top & middle_bit) return;
      const Columns bottom = all & ~top & ~middle_bit;
      const std::uint64_t orbit[4] = {id(middle, top), id(middle, bottom),
                                      id(mirrored_middle, mirror(top, n)),
                                      id(mirrored_middle, mirror(bottom, n))};
      if (*std::min_element(orbit, orbit + 4) != orbit[0]) return;
      int size = 1;
      for (int i = 1; i < 4; ++i) size += std::find(orbit, orbit + i, orbit[i]) == orbit + i;
      tasks.push_back({middle, top, size});
    });
  }
  return tasks;
}

HalfBoardJoin::HalfBoardJoin(int n)
    : n_(n),
      half_(n / 2),
      upper_rows_(n / 4),
      band_shift_(n - n / 2),
      band_width_(2 * (n / 2) - 1),
      key_mask_((std::uint64_t{1} << (2 * band_width_)) - 1),
      all_columns_(static_cast<Columns>((std::uint64_t{1} << n) - 1)),
      disjoint_(2 * band_width_, 6) {
  if (n < 4 || n > kMaxJoinCountN) throw std::invalid_argument("HalfBoardJoin: N out of range");
  binomial_.assign(n + 1, std::vector<std::uint32_t>(n + 1, 0));
  for (int a = 0; a <= n; ++a) {
    binomial_[a][0] = 1;
    for (int b = 1; b <= a; ++b) binomial_[a][b] = binomial_[a - 1][b - 1] + binomial_[a - 1][b];
  }
  for_each_column_set(half_, upper_rows_,
                      [&](Columns pattern) { upper_patterns_.push_back(pattern); });
}

// Colex rank among the column sets of the same size.
std::uint32_t HalfBoardJoin::rank(Columns columns) const {
  std::uint32_t r = 0;
  for (int i = 1; columns; columns &= columns - 1, ++i)
    r += binomial_[std::countr_zero(columns)][i];
  return r;
}

void HalfBoardJoin::prepare(int middle) {
  if (middle == prepared_middle_) return;
  fill_quarters(upper_, 0, upper_rows_, middle);
  fill_quarters(lower_, upper_rows_, half_, middle);
  prepared_middle_ = middle;
}

void HalfBoardJoin::fill_quarters(QuarterTable& table, int first_row, int last_row,
                                  int middle) const {
  // Diagonals as masks of r + c (`sum`) and r - c + N - 1 (`difference`) while placing.
  struct Diagonals {
    std::uint64_t sum = 0, difference = 0;
  };
  struct Placed {
    Columns columns;
    Diagonals diagonals;
  };
  std::vector<Placed> placed;
  // The middle queen (row h) blocks its column and both its diagonals.
  Placed blocked{0, {}};
  if (middle >= 0) {
    blocked.columns = Columns{1} << middle;
    blocked.diagonals.sum = std::uint64_t{1} << (half_ + middle);
    blocked.diagonals.difference = std::uint64_t{1} << (half_ - middle + n_ - 1);
  }
  const auto place = [&](auto& self, int row, const Placed& at) -> void {
    if (row == last_row) {
      placed.push_back(at);
      return;
    }
    for (Columns free = all_columns_ & ~at.columns; free; free &= free - 1) {
      const int column = std::countr_zero(free);
      const std::uint64_t sum = std::uint64_t{1} << (row + column);
      const std::uint64_t difference = std::uint64_t{1} << (row - column + n_ - 1);
      if ((at.diagonals.sum & sum) || (at.diagonals.difference & difference)) continue;
      self(self, row + 1,
           {at.columns | (Columns{1} << column),
            {at.diagonals.sum | sum, at.diagonals.difference | difference}});
    }
  };
  place(place, first_row, blocked);

  // Group by column set; the middle queen's own marks are dropped (no half holds her column).
  // In the top half both kinds of diagonal run from 0 to N + h - 2.
  const int diagonals = n_ + half_ - 1;
  const auto pack = [&](const Diagonals& d) -> Quarter {
    return d.sum | reverse_low_bits(d.difference, diagonals) << diagonals;
  };
  const int rows = last_row - first_row;
  table.start.assign(binomial_[n_][rows] + 1, 0);
  for (Placed& p : placed) {
    p.columns &= ~blocked.columns;
    p.diagonals.sum &= ~blocked.diagonals.sum;
    p.diagonals.difference &= ~blocked.diagonals.difference;
    ++table.start[rank(p.columns) + 1];
  }
  for (std::size_t i = 1; i < table.start.size(); ++i) table.start[i] += table.start[i - 1];
  table.quarters.resize(placed.size());
  std::vector<std::uint32_t> next(table.start.begin(), table.start.end() - 1);
  for (const Placed& p : placed) table.quarters[next[rank(p.columns)]++] = pack(p.diagonals);
}

std::size_t HalfBoardJoin::build_halves(Columns columns, bool as_bottom,
                                        std::vector<std::uint64_t>& keys) {
  splits_.clear();
  std::size_t most = 0;  // every upper quarter with every lower one
  for (const Columns pattern : upper_patterns_) {
    const Columns upper_columns = deposit(pattern, columns);
    const std::uint32_t u = rank(upper_columns), l = rank(columns ^ upper_columns);
    const std::size_t uppers = upper_.start[u + 1] - upper_.start[u];
    const std::size_t lowers = lower_.start[l + 1] - lower_.start[l];
    if (uppers == 0 || lowers == 0) continue;
    const Quarter* upper = upper_.quarters.data() + upper_.start[u];
    const Quarter* lower = lower_.quarters.data() + lower_.start[l];
    splits_.push_back({upper, upper + uppers, lower, lower + lowers});
    most += uppers * lowers;
  }
  if (keys.size() < most + kQuarterPairSlack) keys.resize(most + kQuarterPairSlack);
  std::uint64_t* out = keys.data();
  for (const Split& split : splits_) {
    out = join_quarter_pairs(split.upper, split.upper_end, split.lower, split.lower_end,
                             band_shift_, key_mask_, out);
  }
  const std::size_t built = static_cast<std::size_t>(out - keys.data());
  if (as_bottom) {
    // Upside down, a queen's sum diagonal becomes a difference diagonal and vice versa, each
    // reflected within the band: with the differences stored reversed, the two halves swap.
    const int width = band_width_;
    const std::uint64_t low_half = (std::uint64_t{1} << width) - 1;
    for (std::size_t i = 0; i < built; ++i) {
      keys[i] = keys[i] >> width | (keys[i] & low_half) << width;
    }
  }
  half_boards_ += built;
  return built;
}

std::uint64_t HalfBoardJoin::count(const JoinTask& task) {
  prepare(task.middle);
  const std::size_t tops = build_halves(task.top, false, top_keys_);
  if (tops == 0) return 0;
  const Columns middle_bit = task.middle < 0 ? 0 : Columns{1} << task.middle;
  const std::size_t bottoms =
      build_halves(all_columns_ & ~task.top & ~middle_bit, true, bottom_keys_);
  if (bottoms == 0) return 0;
  return static_cast<std::uint64_t>(task.weight) *
         disjoint_.count_pairs({top_keys_.data(), tops}, {bottom_keys_.data(), bottoms});
}

}  // namespace puzzlelab::queens::detail
