#include "puzzles/queens/symmetric_count.hpp"

#include <array>
#include <bit>
#include <stdexcept>
#include <string>

#include "core/error.hpp"
#include "puzzles/queens/count.hpp"

namespace puzzlelab::queens {
namespace {

// Squares are (row, column), 0-based. Lines are kept in absolute coordinates, one 64-bit mask per
// family: column c; sum diagonal r + c; difference diagonal c - r + (n - 1). Both diagonal indices
// run over 0 .. 2n - 2 (at most 52 bits), so the free columns of row r are the masks shifted by r
// and by n - 1 - r. Every symmetric placement is closed under the half turn, so all three masks
// are symmetric (index i used exactly when its mirror index is), and a square is attacked exactly
// when its image under the rotation is: checking the square alone suffices.
using Mask = std::uint64_t;

constexpr Mask bit(int index) {
  return Mask{1} << index;
}

// The two long diagonals through the centre. A queen on one of them shares it with its own
// half-turn image, so both are closed from the start (for odd n the centre queen closes them).
constexpr Mask long_diagonals(int n) {
  return bit(n - 1);
}

// Solutions fixed by the half turn: the queen (r, c) brings (n-1-r, n-1-c), so the rows above the
// middle decide everything, and for odd n the middle row's queen sits on the centre square (it is
// its own image). The rows are filled from the middle outwards: a new row then lies next to the
// band already placed (and its image next to the other side), where the placed diagonals still
// cross the board and prune more; this runs about 2.5 times faster than a top-down order.
class HalfTurnSearch {
 public:
  explicit HalfTurnSearch(int n) : n_(n), rows_(n / 2), board_(bit(n) - 1) {}

  std::uint64_t count() const {
    Mask columns = 0;
    const Mask diagonals = long_diagonals(n_);
    if (n_ % 2 == 1) columns |= bit(n_ / 2);  // the centre queen; its diagonals are the long ones
    // The mirror c -> n-1-c maps these solutions onto each other and fixes none (n >= 2), so
    // count those whose first queen lies in the left half and double. The middle column is never
    // free here (odd n: the centre queen holds it).
    const int first_row = rows_ - 1;
    const Mask left_half = bit(n_ / 2) - 1;
    return 2 * place(first_row, columns, diagonals, diagonals, left_half);
  }

 private:
  // Places the queen of `row` and its image, then moves one row further from the middle.
  std::uint64_t place(int row, Mask columns, Mask sums, Mask diffs, Mask allowed) const {
    Mask free = allowed & ~(columns | (sums >> row) | (diffs >> (n_ - 1 - row)));
    if (row == 0) return static_cast<std::uint64_t>(std::popcount(free));
    const int last = n_ - 1;
    std::uint64_t found = 0;
    while (free != 0) {
      const int col = std::countr_zero(free);
      free &= free - 1;
      found += place(row - 1, columns | bit(col) | bit(last - col),
                     sums | bit(row + col) | bit(2 * last - row - col),
                     diffs | bit(col - row + last) | bit(row - col + last), board_);
    }
    return found;
  }

  int n_;
  int rows_;  // rows above the middle
  Mask board_;
};

// Solutions fixed by the quarter turn: the queen (r, c) brings its orbit (c, n-1-r),
// (n-1-r, n-1-c), (n-1-c, r), four queens in the rows r, c, n-1-r, n-1-c. There are none unless
// n mod 4 is 0 or 1 (the queens off the centre come in fours; odd n puts one on the centre).
// The orbit fills two rows of the top half, so n/4 choices decide a solution. The quarter turn
// swaps the two diagonal families, and the orbit's sum diagonals are exactly its difference
// diagonals: one mask serves both. The set of used rows equals the set of used columns.
class QuarterTurnSearch {
 public:
  explicit QuarterTurnSearch(int n) : n_(n), board_(bit(n) - 1) {}

  std::uint64_t count() const {
    if (n_ % 4 == 2 || n_ % 4 == 3) return 0;
    Mask columns = 0;
    if (n_ % 2 == 1) columns |= bit(n_ / 2);  // the centre queen
    return place(columns, long_diagonals(n_));
  }

 private:
  // Gives the lowest empty row a queen, with its orbit. (r, r) and (r, n-1-r) would share a row
  // with an orbit partner; the closed long diagonals keep them out.
  std::uint64_t place(Mask columns, Mask diagonals) const {
    if (columns == board_) return 1;
    const int row = std::countr_zero(~columns);  // rows in use = columns in use
    const int last = n_ - 1;
    Mask free = board_ & ~(columns | (diagonals >> row) | (diagonals >> (last - row)));
    std::uint64_t found = 0;
    while (free != 0) {
      const int col = std::countr_zero(free);
      free &= free - 1;
      const Mask orbit_lines = bit(row) | bit(col) | bit(last - row) | bit(last - col);
      const Mask orbit_diagonals = bit(row + col) | bit(last + col - row) |
                                   bit(2 * last - row - col) | bit(last + row - col);
      found += place(columns | orbit_lines, diagonals | orbit_diagonals);
    }
    return found;
  }

  int n_;
  Mask board_;
};

}  // namespace

SymmetricCounts count_symmetric_solutions(int n) {
  if (n < 1 || n > kMaxCountN) {
    throw InputError("N must be between 1 and " + std::to_string(kMaxCountN) +
                     " for counting, got " + std::to_string(n));
  }
  if (n == 1) return {1, 1};  // the lone queen is fixed by every symmetry
  return {HalfTurnSearch(n).count(), QuarterTurnSearch(n).count()};
}

std::uint64_t unique_from_total(int n, std::uint64_t total, const SymmetricCounts& symmetric) {
  // N = 1: the reflections fix the lone queen too, which the formula leaves out.
  if (n == 1) {
    if (total != 1)
      throw std::logic_error("queens 1: the total must be 1, got " + std::to_string(total));
    return 1;
  }
  const std::uint64_t fixed_points = total + symmetric.half_turn + 2 * symmetric.quarter_turn;
  if (fixed_points % 8 != 0) {
    throw std::logic_error("queens " + std::to_string(n) + ": total " + std::to_string(total) +
                           " with " + std::to_string(symmetric.half_turn) + " half-turn and " +
                           std::to_string(symmetric.quarter_turn) +
                           " quarter-turn symmetric solutions is not a multiple of 8 by "
                           "Burnside's lemma");
  }
  return fixed_points / 8;
}

}  // namespace puzzlelab::queens
