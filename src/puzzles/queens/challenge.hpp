// The Queen's Challenge table: for every square of an N x N board, lock a queen there and find
// every completion with each chosen method, recording how many boards each one examines. The
// methods must agree on the set of completions square by square (a disagreement is a bug:
// internal_error).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/locked_solve.hpp"

namespace puzzlelab::queens {

struct ChallengeRow {
  Square square;
  std::uint64_t completions = 0;
  std::vector<std::uint64_t> boards;  // one per method, in ChallengeTable::methods order
};

struct ChallengeTable {
  int size = 0;
  std::vector<LockedMethod> methods;  // the methods run
  std::vector<ChallengeRow> rows;     // a1, b1, ..., then the next rank up
  std::uint64_t total_completions = 0;
  std::vector<std::uint64_t> total_boards;  // per method
  std::vector<double> seconds;              // per method, all squares together
  // Boards per square of a full brute-force run, C(N^2 - 1, N - 1), whether or not it ran.
  BigCount brute_per_square;
  BigCount rows_per_square;  // N^(N - 1)
  // A limit stopped the table: `rows` holds the squares finished before it, `note` says which
  // limit and where.
  bool stopped = false;
  std::string note;
};

// The default list: every method but brute (C(63, 7) boards a square on 8 x 8).
std::vector<LockedMethod> default_challenge_methods();

// Throws InputError for a size outside 1..kMaxLockedN or an empty method list. `limits` holds for
// the whole table (seconds: wall clock; nodes: boards examined by all methods together);
// `progress`, when given, shows the square and method being run.
ChallengeTable run_challenge(int size, const std::vector<LockedMethod>& methods,
                             const SearchLimits& limits = {}, Progress* progress = nullptr);

}  // namespace puzzlelab::queens
