// The rotation-symmetric solution counts against plain enumeration, against the class counts of
// the fast counter, against the published sequences, and Burnside's lemma against A002562.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "all_solutions.hpp"
#include "core/error.hpp"
#include "puzzles/queens/count.hpp"
#include "puzzles/queens/count_search.hpp"
#include "puzzles/queens/placement.hpp"
#include "puzzles/queens/symmetric_count.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

// OEIS A032522: solutions fixed by the 180-degree rotation ("point symmetric"), N = 1, 2, ...
constexpr std::array<std::uint64_t, 22> kA032522 = {
    1,  0,   0,   2,    2,    4,    8,     4,     16,     12,     48,
    80, 136, 420, 1240, 3000, 8152, 18104, 44184, 144620, 375664, 1250692};

// OEIS A033148: solutions fixed by the 90-degree rotation ("rotationally symmetric"), N = 1, 2, ...
constexpr std::array<std::uint64_t, 22> kA033148 = {1, 0, 0, 2, 2,  0,   0, 0, 0,   0,   0,
                                                    8, 8, 0, 0, 64, 128, 0, 0, 480, 704, 0};

#ifdef NDEBUG
constexpr int kLargestPublished = 22;
#else
constexpr int kLargestPublished = 19;  // sanitizer and debug builds run some 20 times slower
#endif

// The half turn sends the queen (r, c) to (n-1-r, n-1-c).
bool fixed_by_half_turn(const Placement& p) {
  const int n = static_cast<int>(p.size());
  for (int r = 0; r < n; ++r) {
    if (p[n - 1 - r] != n - 1 - p[r]) return false;
  }
  return true;
}

// The quarter turn sends the queen (r, c) to (c, n-1-r).
bool fixed_by_quarter_turn(const Placement& p) {
  const int n = static_cast<int>(p.size());
  for (int r = 0; r < n; ++r) {
    if (p[p[r]] != n - 1 - r) return false;
  }
  return true;
}

// The fast counter's solutions by class size, every subtree run on this thread.
detail::ClassCounts class_counts(int n) {
  std::vector<detail::Subtree> subtrees;
  detail::ClassCounts counts;
  detail::CountSearch search(n);
  search.split(2, subtrees, counts);
  const std::atomic<bool> stop{false};
  for (const detail::Subtree& subtree : subtrees) {
    EXPECT_TRUE(search.run(subtree, counts, stop)) << "N = " << n;
  }
  return counts;
}

TEST(QueensSymmetricCount, MatchesEnumerationUpToTen) {
  for (int n = 1; n <= 10; ++n) {
    const std::vector<Placement> solutions = test::all_solutions(n);
    ASSERT_EQ(solutions.size(), test::kA000170[n - 1]) << "N = " << n;
    SymmetricCounts expected;
    for (const Placement& p : solutions) {
      ASSERT_TRUE(is_solution(p));
      if (fixed_by_half_turn(p)) ++expected.half_turn;
      if (fixed_by_quarter_turn(p)) {
        EXPECT_TRUE(fixed_by_half_turn(p)) << "N = " << n;
        ++expected.quarter_turn;
      }
    }
    const SymmetricCounts counted = count_symmetric_solutions(n);
    EXPECT_EQ(counted.half_turn, expected.half_turn) << "N = " << n;
    EXPECT_EQ(counted.quarter_turn, expected.quarter_turn) << "N = " << n;
  }
}

TEST(QueensSymmetricCount, MatchesClassCountsOfTheFastCounter) {
  // A class of 2 boards is quarter-turn symmetric (both boards are fixed); a class of 4 is
  // half-turn symmetric only (all four are fixed by the half turn).
  for (int n = 2; n <= 14; ++n) {
    const detail::ClassCounts classes = class_counts(n);
    const SymmetricCounts counted = count_symmetric_solutions(n);
    EXPECT_EQ(counted.quarter_turn, 2 * classes.two) << "N = " << n;
    EXPECT_EQ(counted.half_turn, 4 * classes.four + 2 * classes.two) << "N = " << n;
  }
}

TEST(QueensSymmetricCount, MatchesPublishedSequences) {
  for (int n = 1; n <= kLargestPublished; ++n) {
    const SymmetricCounts counted = count_symmetric_solutions(n);
    EXPECT_EQ(counted.half_turn, kA032522[n - 1]) << "N = " << n;
    EXPECT_EQ(counted.quarter_turn, kA033148[n - 1]) << "N = " << n;
  }
}

TEST(QueensSymmetricCount, BurnsideGivesA002562) {
  for (int n = 1; n <= static_cast<int>(test::kA000170.size()); ++n) {
    const SymmetricCounts counted = count_symmetric_solutions(n);
    EXPECT_EQ(unique_from_total(n, test::kA000170[n - 1], counted), test::kA002562[n - 1])
        << "N = " << n;
  }
}

TEST(QueensSymmetricCount, RefusesBadInput) {
  EXPECT_THROW(count_symmetric_solutions(0), InputError);
  EXPECT_THROW(count_symmetric_solutions(-3), InputError);
  EXPECT_THROW(count_symmetric_solutions(kMaxCountN + 1), InputError);
}

TEST(QueensSymmetricCount, RefusesAWrongTotal) {
  const SymmetricCounts eight = count_symmetric_solutions(8);
  EXPECT_EQ(unique_from_total(8, 92, eight), 12u);
  EXPECT_THROW(unique_from_total(8, 93, eight), std::logic_error);
  EXPECT_THROW(unique_from_total(8, 90, eight), std::logic_error);
  EXPECT_THROW(unique_from_total(1, 2, count_symmetric_solutions(1)), std::logic_error);
}

}  // namespace
}  // namespace puzzlelab::queens
