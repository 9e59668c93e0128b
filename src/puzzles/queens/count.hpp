// Exact N-queens counts: every solution (A000170) and solutions up to the 8 symmetries of the
// square (A002562), by bitboard backtracking with symmetry reduction (see count_search.hpp),
// split into small subtrees that worker threads pull from a shared counter.
#pragma once

#include <cstdint>
#include <string>

#include "core/limits.hpp"
#include "puzzles/queens/queens_count.hpp"

namespace puzzlelab::queens {

// N = 27 is the largest count known to fit 64 bits; anything past about 20 runs for days anyway.
inline constexpr int kMaxCountN = 27;
inline constexpr int kMaxCountThreads = 64;

struct CountOptions {
  // Worker threads; 0 picks std::thread::hardware_concurrency(), capped at kMaxCountThreads.
  int threads = 0;
  // The time limit is honoured (the node limit is not used).
  SearchLimits limits;
  // Progress lines on stderr, shown only when stderr is a terminal.
  bool progress = true;
  // The subtrees start at this row: 3 gives a few hundred to a few thousand tasks for N = 12..20,
  // small enough to balance threads, large enough that handing one out costs nothing.
  int split_row = 3;
};

enum class CountStatus {
  kComplete,  // every solution was counted
  kStopped,   // the time limit stopped the count: the figures are partial (lower bounds)
};

std::string to_string(CountStatus status);

struct CountResult {
  CountStatus status = CountStatus::kComplete;
  QueensCount count;
  std::uint64_t nodes = 0;     // queens placed by the search
  std::uint64_t subtrees = 0;  // tasks the work was split into
  int threads = 1;
  double seconds = 0;
};

// Throws InputError unless 1 <= n <= kMaxCountN and 0 <= options.threads <= kMaxCountThreads.
CountResult count_queens(int n, const CountOptions& options = {});

}  // namespace puzzlelab::queens
