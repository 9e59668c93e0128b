// The Queen's Challenge: the model (squares, locks, closed forms), every method against every
// other on every locked square, OEIS A000170 through the search methods, and tracing.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "puzzles/queens/challenge.hpp"
#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/locked_solve.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

std::vector<LockedMethod> methods_available(std::vector<LockedMethod> methods) {
  if (!sat::cadical_available()) {
    methods.erase(std::remove(methods.begin(), methods.end(), LockedMethod::kSat), methods.end());
  }
  return methods;
}

std::vector<Placement> all_completions(const LockedBoard& board, LockedMethod method,
                                       std::uint64_t* boards = nullptr) {
  LockedOptions options;
  options.method = method;
  options.all = true;
  LockedResult result = solve_locked(board, options);
  if (boards != nullptr) *boards = result.boards;
  for (const Placement& p : result.solutions) EXPECT_TRUE(is_completion(board, p));
  std::sort(result.solutions.begin(), result.solutions.end());
  return result.solutions;
}

TEST(LockedBoardTest, ParsesChessAndXy) {
  EXPECT_EQ(parse_square("a1", 8), (Square{0, 0}));
  EXPECT_EQ(parse_square("d5", 8), (Square{3, 4}));
  EXPECT_EQ(parse_square("H8", 8), (Square{7, 7}));
  EXPECT_EQ(parse_square("3,4", 8), (Square{3, 4}));
  EXPECT_EQ(parse_square("z26", 26), (Square{25, 25}));
  EXPECT_EQ(parse_square("31,0", 32), (Square{31, 0}));
  EXPECT_EQ(square_name({3, 4}, 8), "d5");
  EXPECT_EQ(square_name({30, 4}, 32), "30,4");
}

TEST(LockedBoardTest, RejectsBadInput) {
  EXPECT_THROW(parse_square("i1", 8), InputError);
  EXPECT_THROW(parse_square("a9", 8), InputError);
  EXPECT_THROW(parse_square("a0", 8), InputError);
  EXPECT_THROW(parse_square("8,0", 8), InputError);
  EXPECT_THROW(parse_square("-1,0", 8), InputError);
  EXPECT_THROW(parse_square("d", 8), InputError);
  EXPECT_THROW(parse_square("5d", 8), InputError);
  EXPECT_THROW(parse_square("", 8), InputError);
  EXPECT_THROW(make_locked_board(0, {}), InputError);
  EXPECT_THROW(make_locked_board(33, {}), InputError);
  EXPECT_THROW(make_locked_board(8, {{8, 0}}), InputError);
  EXPECT_THROW(make_locked_board(8, {{3, 4}, {3, 4}}), InputError);
}

TEST(LockedBoardTest, AttackingLocksHaveNoSolution) {
  const LockedBoard diagonal = make_locked_board(8, {parse_square("d5", 8), parse_square("g8", 8)});
  const auto reason = attacking_locks(diagonal);
  ASSERT_TRUE(reason.has_value());
  EXPECT_NE(reason->find("d5 and g8 share a diagonal"), std::string::npos);
  EXPECT_TRUE(attacking_locks(make_locked_board(8, {{0, 0}, {5, 0}})).has_value());
  EXPECT_TRUE(attacking_locks(make_locked_board(8, {{2, 1}, {2, 6}})).has_value());
  EXPECT_FALSE(attacking_locks(make_locked_board(8, {{0, 0}, {1, 2}})).has_value());
  for (LockedMethod method : methods_available({kLockedMethods.begin(), kLockedMethods.end()})) {
    LockedOptions options;
    options.method = method;
    const LockedResult result = solve_locked(diagonal, options);
    EXPECT_EQ(result.status, LockedStatus::kNoSolution) << to_string(method);
    EXPECT_TRUE(result.solutions.empty());
    EXPECT_EQ(result.boards, 0u);
    EXPECT_FALSE(result.no_solution_reason.empty());
  }
}

TEST(LockedBoardTest, ClosedForms) {
  const LockedBoard one = make_locked_board(8, {{3, 4}});
  EXPECT_EQ(brute_board_count(one).value, 553270671u);  // C(63, 7)
  EXPECT_EQ(rows_board_count(one).value, 2097152u);     // 8^7
  const LockedBoard big = make_locked_board(32, {});
  EXPECT_FALSE(rows_board_count(big).value.has_value());  // 32^32 = 2^160
  EXPECT_EQ(rows_board_count(big).decimal, "1461501637330902918203684832716283019655932542976");
  EXPECT_EQ(brute_board_count(make_locked_board(5, {})).value, 53130u);  // C(25, 5)
  EXPECT_EQ(brute_board_count(make_locked_board(3, {{0, 0}, {2, 1}, {1, 2}})).value, 1u);
}

// The 8 x 8 table: 92 solutions, each with 8 queens, so 736 completions over the 64 squares;
// every method finds the same set on every square (run_challenge checks it and would abort).
TEST(ChallengeTest, EightByEightSumsTo736) {
  const auto methods = methods_available({LockedMethod::kBacktrack, LockedMethod::kForward,
                                          LockedMethod::kPropagate, LockedMethod::kSat});
  const ChallengeTable table = run_challenge(8, methods);
  ASSERT_EQ(table.rows.size(), 64u);
  EXPECT_EQ(table.total_completions, 736u);
  EXPECT_EQ(table.brute_per_square.value, 553270671u);
  // Pruning never examines more boards than the method before it needs to.
  for (const ChallengeRow& row : table.rows) {
    EXPECT_GT(row.completions, 0u);           // every square of 8 x 8 lies on some solution
    EXPECT_GE(row.boards[0], row.boards[1]);  // backtrack >= forward
  }
}

TEST(ChallengeTest, EveryMethodFindsTheSameCompletionsOnEverySquare) {
  const auto methods = methods_available({LockedMethod::kBacktrack, LockedMethod::kForward,
                                          LockedMethod::kPropagate, LockedMethod::kSat});
  for (int n : {4, 5, 6, 8}) {
    for (int row = 0; row < n; ++row) {
      for (int col = 0; col < n; ++col) {
        const LockedBoard board = make_locked_board(n, {{col, row}});
        const auto expected = all_completions(board, LockedMethod::kBacktrack);
        for (LockedMethod method : methods) {
          EXPECT_EQ(all_completions(board, method), expected)
              << to_string(method) << " on " << square_name({col, row}, n) << ", N = " << n;
        }
      }
    }
  }
}

TEST(ChallengeTest, RowsMatchesOnSomeSquaresWithItsClosedForm) {
  for (const char* name : {"a1", "d5", "h8", "c7", "e2"}) {
    const LockedBoard board = make_locked_board(8, {parse_square(name, 8)});
    std::uint64_t boards = 0;
    const auto found = all_completions(board, LockedMethod::kRows, &boards);
    EXPECT_EQ(found, all_completions(board, LockedMethod::kBacktrack)) << name;
    EXPECT_EQ(boards, 2097152u) << name;  // 8^7
    EXPECT_EQ(boards, rows_board_count(board).value);
  }
}

TEST(ChallengeTest, BruteMatchesOnSixBySixWithItsClosedForm) {
  for (int row = 0; row < 6; ++row) {
    for (int col = 0; col < 6; ++col) {
      const LockedBoard board = make_locked_board(6, {{col, row}});
      std::uint64_t boards = 0;
      const auto found = all_completions(board, LockedMethod::kBrute, &boards);
      EXPECT_EQ(found, all_completions(board, LockedMethod::kBacktrack));
      EXPECT_EQ(boards, 324632u);  // C(35, 5)
      EXPECT_EQ(boards, brute_board_count(board).value);
    }
  }
  std::uint64_t total = 0;
  for (int row = 0; row < 6; ++row) {
    for (int col = 0; col < 6; ++col) {
      total += all_completions(make_locked_board(6, {{col, row}}), LockedMethod::kPropagate).size();
    }
  }
  EXPECT_EQ(total, 4u * 6u);  // A000170(6) = 4
}

TEST(ChallengeTest, SeveralLocks) {
  // d5 and a1 do not attack; the completions are those of d5 that also hold a1.
  const LockedBoard two = make_locked_board(8, {{3, 4}, {0, 0}});
  const auto expected = all_completions(two, LockedMethod::kBacktrack);
  for (LockedMethod method : methods_available({kLockedMethods.begin(), kLockedMethods.end()})) {
    if (method == LockedMethod::kBrute) continue;  // C(62, 6) = 61 million: skipped for time
    EXPECT_EQ(all_completions(two, method), expected) << to_string(method);
  }
  std::size_t both = 0;
  for (const Placement& p :
       all_completions(make_locked_board(8, {{3, 4}}), LockedMethod::kForward)) {
    if (p[0] == 0) ++both;
  }
  EXPECT_EQ(expected.size(), both);
  // A full lock set is its own completion.
  const LockedBoard full = make_locked_board(4, {{1, 0}, {3, 1}, {0, 2}, {2, 3}});
  for (LockedMethod method : methods_available({kLockedMethods.begin(), kLockedMethods.end()})) {
    EXPECT_EQ(all_completions(full, method).size(), 1u) << to_string(method);
  }
}

TEST(OeisTest, SearchMethodsCountA000170) {
  const auto methods = methods_available({LockedMethod::kBacktrack, LockedMethod::kForward,
                                          LockedMethod::kPropagate, LockedMethod::kSat});
  for (int n = 1; n <= 9; ++n) {
    const LockedBoard board = make_locked_board(n, {});
    for (LockedMethod method : methods) {
      EXPECT_EQ(all_completions(board, method).size(), test::kA000170[n - 1])
          << to_string(method) << " N = " << n;
    }
    if (n <= 7) {  // rows: 7^7 = 823543 boards
      EXPECT_EQ(all_completions(board, LockedMethod::kRows).size(), test::kA000170[n - 1]);
    }
    if (n <= 6) {  // brute: C(36, 6) = 1.9 million boards
      std::uint64_t boards = 0;
      EXPECT_EQ(all_completions(board, LockedMethod::kBrute, &boards).size(),
                test::kA000170[n - 1]);
      EXPECT_EQ(boards, brute_board_count(board).value);
    }
  }
}

TEST(LimitsTest, NodeLimitStopsBruteAndRowsExactly) {
  const LockedBoard board = make_locked_board(8, {{3, 4}});
  for (LockedMethod method : {LockedMethod::kBrute, LockedMethod::kRows}) {
    LockedOptions options;
    options.method = method;
    options.all = true;
    options.limits.nodes = 1000;
    const LockedResult result = solve_locked(board, options);
    EXPECT_EQ(result.status, LockedStatus::kStopped) << to_string(method);
    EXPECT_EQ(result.boards, 1000u);
    ASSERT_TRUE(result.full_run_boards.has_value());
    EXPECT_EQ(result.full_run_boards->value,
              method == LockedMethod::kBrute ? 553270671u : 2097152u);
  }
}

TEST(LimitsTest, FirstSolutionStopsEarly) {
  const LockedBoard board = make_locked_board(8, {{3, 4}});
  for (LockedMethod method : methods_available({kLockedMethods.begin(), kLockedMethods.end()})) {
    if (method == LockedMethod::kBrute) continue;
    LockedOptions options;
    options.method = method;
    const LockedResult result = solve_locked(board, options);
    EXPECT_EQ(result.status, LockedStatus::kSolved) << to_string(method);
    ASSERT_EQ(result.solutions.size(), 1u);
    EXPECT_TRUE(is_completion(board, result.solutions[0]));
  }
}

}  // namespace
}  // namespace puzzlelab::queens
