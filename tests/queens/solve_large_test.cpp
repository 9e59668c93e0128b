// solve_large and its two methods: verified answers across many N, no answer for 2 and 3, and
// refusal of impossible N.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "puzzles/queens/construct.hpp"
#include "puzzles/queens/min_conflicts.hpp"
#include "puzzles/queens/solve_large.hpp"

namespace puzzlelab::queens {
namespace {

TEST(QueensVerify, RejectsBrokenPlacements) {
  EXPECT_TRUE(is_solution({0}));
  EXPECT_TRUE(is_solution({1, 3, 0, 2}));
  EXPECT_FALSE(is_solution({}));
  EXPECT_FALSE(is_solution({0, 2, 1, 3}));  // diagonal
  EXPECT_FALSE(is_solution({1, 3, 1, 2}));  // column
  EXPECT_FALSE(is_solution({1, 3, 0, 4}));  // off the board
  EXPECT_FALSE(is_solution({1, 3, 0, -1}));
}

TEST(QueensConstruct, SolvesEveryNUpTo200) {
  for (int n = 1; n <= 200; ++n) {
    const Placement placement = construct_solution(n);
    if (n == 2 || n == 3) {
      EXPECT_TRUE(placement.empty());
      continue;
    }
    EXPECT_TRUE(is_solution(placement)) << "N = " << n;
  }
}

TEST(QueensConstruct, SolvesLargeN) {
#ifdef NDEBUG
  const int sizes[] = {1000, 1002, 1003, 99'999, 100'000, 1'000'000, 1'000'001};
#else
  const int sizes[] = {1000, 1002, 1003, 99'999, 100'000};
#endif
  for (const int n : sizes) {
    const LargeSolution solution = solve_large(n);
    EXPECT_EQ(solution.status, SolveStatus::kSolved) << "N = " << n;
    EXPECT_TRUE(solution.verified) << "N = " << n;
    EXPECT_EQ(static_cast<int>(solution.placement.size()), n);
  }
}

TEST(QueensMinConflicts, SolvesEveryNUpTo200) {
  for (int n = 1; n <= 200; ++n) {
    if (n == 2 || n == 3) continue;
    EXPECT_TRUE(is_solution(min_conflicts_solution(n, /*seed=*/n))) << "N = " << n;
  }
}

TEST(QueensMinConflicts, SolvesModerateNThroughSolveLarge) {
  LargeOptions options;
  options.method = LargeMethod::kMinConflicts;
  for (const int n : {500, 1000, 10'000, 100'000}) {
    const LargeSolution solution = solve_large(n, options);
    EXPECT_TRUE(solution.verified) << "N = " << n;
    EXPECT_EQ(solution.method, LargeMethod::kMinConflicts);
  }
}

TEST(QueensMinConflicts, SameSeedSameAnswer) {
  EXPECT_EQ(min_conflicts_solution(300, 7), min_conflicts_solution(300, 7));
}

TEST(QueensSolveLarge, TwoAndThreeHaveNoSolution) {
  for (const auto method : {LargeMethod::kConstruct, LargeMethod::kMinConflicts}) {
    for (const int n : {2, 3}) {
      const LargeSolution solution = solve_large(n, {method, 1});
      EXPECT_EQ(solution.status, SolveStatus::kNoSolution);
      EXPECT_TRUE(solution.placement.empty());
    }
    const LargeSolution one = solve_large(1, {method, 1});
    EXPECT_EQ(one.status, SolveStatus::kSolved);
    EXPECT_EQ(one.placement, Placement{0});
  }
}

TEST(QueensSolveLarge, RefusesImpossibleN) {
  EXPECT_THROW(solve_large(0), InputError);
  EXPECT_THROW(solve_large(-5), InputError);
  EXPECT_THROW(solve_large(kMaxLargeN + 1), InputError);
  EXPECT_THROW(solve_large(kMaxMinConflictsN + 1, {LargeMethod::kMinConflicts, 1}), InputError);
}

TEST(QueensSolveLarge, MethodNames) {
  EXPECT_EQ(parse_large_method("construct"), LargeMethod::kConstruct);
  EXPECT_EQ(parse_large_method("min-conflicts"), LargeMethod::kMinConflicts);
  EXPECT_EQ(parse_large_method("sideways"), std::nullopt);
  EXPECT_EQ(to_string(LargeMethod::kMinConflicts), "min-conflicts");
}

}  // namespace
}  // namespace puzzlelab::queens
