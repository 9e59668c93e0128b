// The half-board join: every N-queens solution counted by joining half boards instead of searching
// whole boards (the total only, A000170; count.cpp gets the count up to symmetry from it and the
// symmetric solutions).
//
// Cut the board into a top half (rows 0 .. h-1, h = N/2), a bottom half (the last h rows) and, for
// odd N, the middle row. A solution is a middle queen (column m), a top half whose queens use a
// column set C, and a bottom half on the other columns, such that no two halves share a diagonal.
// Top and bottom diagonals can meet only in a band of 2h-1 diagonals of each direction, so a half
// board is reduced to a key of 4h-2 bits, and the solutions with middle queen m and top columns C
// are the pairs (top half, bottom half) with disjoint keys (DisjointCounter).
//
// Half boards are built on demand from quarter boards (the first h/2 rows and the rest of the
// half), grouped by column set, so every task's lists are small and stay in cache. The bottom half
// is the top half turned upside down, so one kind of half board serves both.
//
// Symmetry: turning the board upside down maps (m, C) to (m, the other columns) and the mirror maps
// it to (N-1-m, C reflected). Both keep the number of solutions, so only one task per orbit is
// counted, weighed by the orbit's size: about a quarter of the work.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/queens/count.hpp"
#include "puzzles/queens/disjoint_counter.hpp"

namespace puzzlelab::queens::detail {

using Columns = std::uint32_t;  // bit c: column c

// One unit of work: the solutions whose middle queen is in `middle` (-1 for even N) and whose top
// half uses the columns `top`, times `weight` (the orbit's size).
struct JoinTask {
  int middle = -1;
  Columns top = 0;
  int weight = 1;
};

// The tasks of an N x N board (4 <= N <= kMaxJoinCountN), one per orbit, ordered by middle column.
std::vector<JoinTask> join_tasks(int n);

// Counts tasks; one per thread (it keeps the quarter boards of the current middle column).
class HalfBoardJoin {
 public:
  explicit HalfBoardJoin(int n);

  // The solutions of the task, times its weight.
  std::uint64_t count(const JoinTask& task);

  // Half boards built so far (the join's measure of work, like the search's nodes).
  std::uint64_t half_boards() const { return half_boards_; }

 private:
  // The queens of a run of rows of the top half, as one word of diagonals: the sum diagonal
  // r + c at bit r + c, then the difference diagonals r - c + N - 1 in reverse order above them,
  // so that the band of both (the half board's key) is one run of 4h-2 bits, starting at bit
  // N - h, sums first.
  using Quarter = std::uint64_t;
  // Quarter boards of rows [first_row, last_row) avoiding the middle queen, grouped by column set
  // (ranked among the sets of the same size).
  struct QuarterTable {
    std::vector<std::uint32_t> start;  // by column-set rank, one past the end at the back
    std::vector<Quarter> quarters;
  };
  // The quarters that may make up a half board on given columns: those of one choice of the upper
  // quarter's columns.
  struct Split {
    const Quarter *upper, *upper_end, *lower, *lower_end;
  };

  void prepare(int middle);
  void fill_quarters(QuarterTable& table, int first_row, int last_row, int middle) const;
  std::uint32_t rank(Columns columns) const;
  // Keys of the half boards on `columns`, written to the front of `keys` (which only grows): as top
  // halves (diagonals in the band) or, turned upside down, as bottom halves. Returns how many.
  std::size_t build_halves(Columns columns, bool as_bottom, std::vector<std::uint64_t>& keys);

  int n_, half_, upper_rows_;
  int band_shift_;          // the band's first diagonal, N - h, in both directions
  int band_width_;          // 2h - 1 diagonals of each direction
  std::uint64_t key_mask_;  // 4h - 2 bits
  Columns all_columns_;
  std::vector<std::vector<std::uint32_t>> binomial_;
  std::vector<Columns> upper_patterns_;  // the ways to choose the upper quarter's columns of a half
  int prepared_middle_ = -2;
  QuarterTable upper_, lower_;
  std::vector<Split> splits_;
  std::vector<std::uint64_t> top_keys_, bottom_keys_;
  DisjointCounter disjoint_;
  std::uint64_t half_boards_ = 0;
};

}  // namespace puzzlelab::queens::detail
