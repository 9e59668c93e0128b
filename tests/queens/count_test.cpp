// count_queens against the published sequences by both methods, on one and two threads, and its
// limits.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "puzzles/queens/count.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

CountOptions quiet(int threads, CountMethod method = CountMethod::kAuto) {
  CountOptions options;
  options.method = method;
  options.threads = threads;
  options.progress = false;
  return options;
}

#ifdef NDEBUG
constexpr int kLargestCounted = 15;
#else
constexpr int kLargestCounted = 13;  // sanitizer and debug builds run some 20 times slower
#endif

// The method that counts N: the join has no board below 4.
CountMethod applicable(CountMethod method, int n) {
  return method == CountMethod::kJoin && n < 4 ? CountMethod::kBacktrack : method;
}

class QueensCountByMethod : public testing::TestWithParam<CountMethod> {};

TEST_P(QueensCountByMethod, TotalsMatchA000170) {
  for (int n = 1; n <= kLargestCounted; ++n) {
    const CountResult result = count_queens(n, quiet(2, applicable(GetParam(), n)));
    EXPECT_EQ(result.status, CountStatus::kComplete) << "N = " << n;
    EXPECT_EQ(result.count.total, test::kA000170[n - 1]) << "N = " << n;
  }
}

TEST_P(QueensCountByMethod, UniqueMatchA002562) {
  for (int n = 1; n <= kLargestCounted; ++n) {
    EXPECT_EQ(count_queens(n, quiet(2, applicable(GetParam(), n))).count.unique,
              test::kA002562[n - 1])
        << "N = " << n;
  }
}

TEST_P(QueensCountByMethod, OneAndTwoThreadsAgree) {
  for (int n = 4; n <= 13; ++n) {
    const CountResult one = count_queens(n, quiet(1, GetParam()));
    const CountResult two = count_queens(n, quiet(2, GetParam()));
    EXPECT_EQ(one.count.total, two.count.total) << "N = " << n;
    EXPECT_EQ(one.count.unique, two.count.unique) << "N = " << n;
    EXPECT_EQ(one.nodes, two.nodes) << "N = " << n;
    EXPECT_EQ(one.half_boards, two.half_boards) << "N = " << n;
    EXPECT_EQ(one.tasks, two.tasks) << "N = " << n;
    EXPECT_EQ(two.threads, 2);
    EXPECT_EQ(two.method, GetParam());
  }
}

INSTANTIATE_TEST_SUITE_P(Methods, QueensCountByMethod,
                         testing::Values(CountMethod::kJoin, CountMethod::kBacktrack),
                         [](const testing::TestParamInfo<CountMethod>& info) {
                           return to_string(info.param);
                         });

TEST(QueensCount, AutoPicksTheJoinWhereItApplies) {
  EXPECT_EQ(count_queens(3, quiet(1)).method, CountMethod::kBacktrack);
  const CountResult eight = count_queens(8, quiet(1));
  EXPECT_EQ(eight.method, CountMethod::kJoin);
  EXPECT_GT(eight.half_boards, 0u);
  EXPECT_EQ(eight.nodes, 0u);
  const CountResult backtracked = count_queens(8, quiet(1, CountMethod::kBacktrack));
  EXPECT_GT(backtracked.nodes, 0u);
  EXPECT_EQ(backtracked.half_boards, 0u);
}

TEST(QueensCount, SplitRowDoesNotChangeTheCount) {
  for (int split_row = 2; split_row <= 6; ++split_row) {
    CountOptions options = quiet(2, CountMethod::kBacktrack);
    options.split_row = split_row;
    const CountResult result = count_queens(12, options);
    EXPECT_EQ(result.count.total, test::kA000170[11]) << "split at row " << split_row;
    EXPECT_EQ(result.count.unique, test::kA002562[11]) << "split at row " << split_row;
  }
}

TEST(QueensCount, TimeLimitStops) {
  for (const auto& [n, method] :
       {std::pair{kMaxCountN, CountMethod::kAuto}, std::pair{kMaxJoinCountN, CountMethod::kJoin}}) {
    CountOptions options = quiet(2, method);
    options.limits.seconds = 0.05;
    const CountResult result = count_queens(n, options);
    EXPECT_EQ(result.status, CountStatus::kStopped) << "N = " << n;
    EXPECT_LT(result.seconds, 5.0) << "N = " << n;
    EXPECT_LE(result.count.unique, result.count.total) << "N = " << n;
  }
}

TEST(QueensCount, RefusesBadInput) {
  EXPECT_THROW(count_queens(0), InputError);
  EXPECT_THROW(count_queens(kMaxCountN + 1), InputError);
  EXPECT_THROW(count_queens(8, quiet(kMaxCountThreads + 1)), InputError);
  EXPECT_THROW(count_queens(3, quiet(1, CountMethod::kJoin)), InputError);
  EXPECT_THROW(count_queens(kMaxJoinCountN + 1, quiet(1, CountMethod::kJoin)), InputError);
}

TEST(QueensCount, MethodNames) {
  for (const CountMethod method :
       {CountMethod::kAuto, CountMethod::kJoin, CountMethod::kBacktrack}) {
    EXPECT_EQ(parse_count_method(to_string(method)), method);
  }
  EXPECT_FALSE(parse_count_method("dlx").has_value());
}

}  // namespace
}  // namespace puzzlelab::queens
