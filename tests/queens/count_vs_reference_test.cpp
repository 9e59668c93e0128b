// The fast counter against the oracle (plain backtracking, canonical boards), and the oracle
// against the published sequences, on every board small enough to enumerate.
#include <gtest/gtest.h>

#include <string>

#include "puzzles/queens/count.hpp"
#include "puzzles/queens/reference_counter.hpp"
#include "puzzles/queens/symmetry.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

TEST(QueensReference, MatchesPublishedCounts) {
  for (int n = 1; n <= 10; ++n) {
    const QueensCount count = count_queens_reference(n);
    EXPECT_EQ(count.total, test::kA000170[n - 1]) << "N = " << n;
    EXPECT_EQ(count.unique, test::kA002562[n - 1]) << "N = " << n;
  }
}

TEST(QueensCountVsReference, EqualUpToEleven) {
  for (int n = 1; n <= 11; ++n) {
    const QueensCount reference = count_queens_reference(n);
    for (const CountMethod method : {CountMethod::kJoin, CountMethod::kBacktrack}) {
      if (method == CountMethod::kJoin && n < 4) continue;
      for (int threads : {1, 2}) {
        CountOptions options;
        options.method = method;
        options.threads = threads;
        options.progress = false;
        const QueensCount fast = count_queens(n, options).count;
        const std::string where = "N = " + std::to_string(n) + ", " + to_string(method) +
                                  ", threads " + std::to_string(threads);
        EXPECT_EQ(fast.total, reference.total) << where;
        EXPECT_EQ(fast.unique, reference.unique) << where;
      }
    }
  }
}

TEST(QueensSymmetry, ImagesAreDistinctForAnAsymmetricBoard) {
  const Placement board = {1, 3, 5, 7, 2, 0, 6, 4};  // a solution of 8 queens with no symmetry
  const auto images = symmetry_images(board);
  for (int a = 0; a < kSquareSymmetries; ++a) {
    EXPECT_TRUE(is_solution(images[a]));
    for (int b = a + 1; b < kSquareSymmetries; ++b) EXPECT_NE(images[a], images[b]);
  }
  EXPECT_EQ(canonical(images[5]), canonical(board));
}

TEST(QueensSymmetry, QuarterTurnOfFourQueensIsItself) {
  const Placement board = {1, 3, 0, 2};
  EXPECT_EQ(symmetry_images(board)[1], board);
}

}  // namespace
}  // namespace puzzlelab::queens
