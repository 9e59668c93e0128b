// count_queens against the published sequences, on one and two threads, and its limits.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "puzzles/queens/count.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

CountOptions quiet(int threads) {
  CountOptions options;
  options.threads = threads;
  options.progress = false;
  return options;
}

#ifdef NDEBUG
constexpr int kLargestCounted = 15;
#else
constexpr int kLargestCounted = 13;  // sanitizer and debug builds run some 20 times slower
#endif

TEST(QueensCount, TotalsMatchA000170) {
  for (int n = 1; n <= kLargestCounted; ++n) {
    const CountResult result = count_queens(n, quiet(2));
    EXPECT_EQ(result.status, CountStatus::kComplete) << "N = " << n;
    EXPECT_EQ(result.count.total, test::kA000170[n - 1]) << "N = " << n;
  }
}

TEST(QueensCount, UniqueMatchA002562) {
  for (int n = 1; n <= kLargestCounted; ++n) {
    EXPECT_EQ(count_queens(n, quiet(2)).count.unique, test::kA002562[n - 1]) << "N = " << n;
  }
}

TEST(QueensCount, OneAndTwoThreadsAgree) {
  for (int n = 4; n <= 13; ++n) {
    const CountResult one = count_queens(n, quiet(1));
    const CountResult two = count_queens(n, quiet(2));
    EXPECT_EQ(one.count.total, two.count.total) << "N = " << n;
    EXPECT_EQ(one.count.unique, two.count.unique) << "N = " << n;
    EXPECT_EQ(one.nodes, two.nodes) << "N = " << n;
    EXPECT_EQ(two.threads, 2);
  }
}

TEST(QueensCount, SplitRowDoesNotChangeTheCount) {
  for (int split_row = 2; split_row <= 6; ++split_row) {
    CountOptions options = quiet(2);
    options.split_row = split_row;
    const CountResult result = count_queens(12, options);
    EXPECT_EQ(result.count.total, test::kA000170[11]) << "split at row " << split_row;
    EXPECT_EQ(result.count.unique, test::kA002562[11]) << "split at row " << split_row;
  }
}

TEST(QueensCount, TimeLimitStops) {
  CountOptions options = quiet(2);
  options.limits.seconds = 0.05;
  const CountResult result = count_queens(kMaxCountN, options);
  EXPECT_EQ(result.status, CountStatus::kStopped);
  EXPECT_LT(result.seconds, 5.0);
}

TEST(QueensCount, RefusesBadInput) {
  EXPECT_THROW(count_queens(0), InputError);
  EXPECT_THROW(count_queens(kMaxCountN + 1), InputError);
  EXPECT_THROW(count_queens(8, quiet(kMaxCountThreads + 1)), InputError);
}

}  // namespace
}  // namespace puzzlelab::queens
