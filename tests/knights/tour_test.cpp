// Knight's tours: found tours are checked by the verifier; known facts are asserted exactly.
#include <gtest/gtest.h>

#include <string>

#include "core/error.hpp"
#include "puzzles/knights/draw.hpp"
#include "puzzles/knights/rules.hpp"
#include "puzzles/knights/search.hpp"

namespace puzzlelab::knights {
namespace {

TEST(KnightsSquares, NamesRoundTrip) {
  EXPECT_EQ(parse_square("a1", 8), (Square{0, 0}));
  EXPECT_EQ(parse_square("h8", 8), (Square{7, 7}));
  EXPECT_EQ(parse_square("3,4", 8), (Square{3, 4}));
  EXPECT_EQ(parse_square("99,0", 100), (Square{99, 0}));
  EXPECT_EQ(square_name({2, 4}, 8), "c5");
  EXPECT_EQ(square_name({2, 4}, 30), "2,4");
  EXPECT_THROW(parse_square("i1", 8), InputError);
  EXPECT_THROW(parse_square("a9", 8), InputError);
  EXPECT_THROW(parse_square("a0", 8), InputError);
  EXPECT_THROW(parse_square("8,0", 8), InputError);
  EXPECT_THROW(parse_square("", 8), InputError);
  EXPECT_THROW(parse_square("1,x", 8), InputError);
  EXPECT_THROW(find_tour(0, {}, false, TourMethod::kWarnsdorff), InputError);
  EXPECT_THROW(find_tour(1001, {}, false, TourMethod::kWarnsdorff), InputError);
}

TEST(KnightsVerify, RejectsBrokenTours) {
  const TourResult r = find_tour(5, {0, 0}, false, TourMethod::kWarnsdorff);
  ASSERT_EQ(r.outcome, TourOutcome::kFound);
  EXPECT_EQ(verify_tour(5, r.path, false), std::nullopt);
  EXPECT_NE(verify_tour(5, r.path, true), std::nullopt);  // 5x5 has no closed tour
  auto twice = r.path;
  twice[3] = twice[1];
  EXPECT_NE(verify_tour(5, twice, false), std::nullopt);
  auto swapped = r.path;
  std::swap(swapped[3], swapped[4]);
  EXPECT_NE(verify_tour(5, swapped, false), std::nullopt);
  EXPECT_NE(verify_tour(5, std::vector<int>(r.path.begin(), r.path.end() - 1), false),
            std::nullopt);
}

TEST(KnightsTour, OpenToursFromSeveralStarts) {
  for (int n = 5; n <= 30; ++n) {
    const std::vector<Square> starts{{0, 0}, {n - 1, n - 1}, {n / 2, n / 2}, {1, 0}, {n - 2, 3}};
    for (const Square& start : starts) {
      // On odd boards only the colour with more squares (that of a1) can start an open tour.
      if (n % 2 == 1 && (start.x + start.y) % 2 == 1) {
        EXPECT_EQ(find_tour(n, start, false, TourMethod::kWarnsdorff).outcome, TourOutcome::kNone);
        continue;
      }
      const TourResult r = find_tour(n, start, false, TourMethod::kWarnsdorff);
      ASSERT_EQ(r.outcome, TourOutcome::kFound) << n << " from " << square_name(start, n);
      EXPECT_EQ(verify_tour(n, r.path, false), std::nullopt);
      EXPECT_EQ(r.path.front(), start.y * n + start.x);
    }
  }
}

TEST(KnightsTour, ClosedToursOnEvenBoards) {
  for (int n = 6; n <= 30; n += 2) {
    for (const Square& start : {Square{0, 0}, Square{n / 2, n / 2 - 1}, Square{n - 1, 2}}) {
      const TourResult r = find_tour(n, start, true, TourMethod::kWarnsdorff);
      ASSERT_EQ(r.outcome, TourOutcome::kFound) << n;
      EXPECT_EQ(verify_tour(n, r.path, true), std::nullopt) << n;
      EXPECT_EQ(r.path.front(), start.y * n + start.x);
    }
  }
}

TEST(KnightsTour, HundredByHundred) {
  for (bool closed : {false, true}) {
    const TourResult r = find_tour(100, {0, 0}, closed, TourMethod::kWarnsdorff);
    ASSERT_EQ(r.outcome, TourOutcome::kFound) << closed;
    EXPECT_EQ(verify_tour(100, r.path, closed), std::nullopt);
  }
}

TEST(KnightsTour, TrivialAndImpossibleBoards) {
  EXPECT_EQ(find_tour(1, {0, 0}, false, TourMethod::kWarnsdorff).outcome, TourOutcome::kFound);
  EXPECT_EQ(find_tour(1, {0, 0}, true, TourMethod::kWarnsdorff).outcome, TourOutcome::kNone);
  for (int n : {5, 7, 9}) {
    const TourResult r = find_tour(n, {0, 0}, true, TourMethod::kWarnsdorff);
    EXPECT_EQ(r.outcome, TourOutcome::kNone);
    EXPECT_EQ(r.nodes, 0u);  // decided by colouring, without search
  }
}

// No open tour exists on 2x2, 3x3 or 4x4 from any square: proved by exhaustive backtracking,
// with both methods (the cuts of the Warnsdorff search must not lose tours).
TEST(KnightsTour, NoOpenTourOnSmallBoards) {
  for (int n = 2; n <= 4; ++n) {
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        for (TourMethod m : {TourMethod::kBacktrack, TourMethod::kWarnsdorff}) {
          EXPECT_EQ(find_tour(n, {x, y}, false, m).outcome, TourOutcome::kNone) << n;
          EXPECT_EQ(find_tour(n, {x, y}, true, m).outcome, TourOutcome::kNone) << n;
        }
        EXPECT_EQ(count_tours(n, {x, y}, false), 0u);
      }
    }
  }
}

// OEIS A165134 (directed Hamiltonian paths of the n x n knight graph) gives 1728 for 5x5, and
// its example table per start square: 304 from each corner, 56 from c1, 64 from the centre,
// 0 from the squares of the minority colour.
TEST(KnightsTour, FiveByFiveCornerCount) {
  EXPECT_EQ(count_tours(5, {0, 0}, false), 304u);
  EXPECT_EQ(count_tours(5, {4, 4}, false), 304u);
  EXPECT_EQ(count_tours(5, {2, 0}, false), 56u);
  EXPECT_EQ(count_tours(5, {2, 2}, false), 64u);
  // The colour rule, confirmed by exhaustive search: none from b1 (minority colour) on 5x5.
  EXPECT_EQ(count_tours(5, {1, 0}, false), 0u);
  EXPECT_EQ(count_tours(6, {0, 0}, true, SearchLimits{60, 1000}), std::nullopt);  // stopped
}

TEST(KnightsTour, BacktrackHonoursTheNodeLimit) {
  SearchLimits limits;
  limits.nodes = 1000;
  const TourResult r = find_tour(8, {0, 0}, false, TourMethod::kBacktrack, limits);
  EXPECT_EQ(r.outcome, TourOutcome::kStopped);
  EXPECT_EQ(r.nodes, 1000u);
}

TEST(KnightsTour, RenderNumbersEverySquare) {
  const TourResult r = find_tour(5, {0, 0}, false, TourMethod::kWarnsdorff);
  const std::string board = render_tour(5, r.path);
  EXPECT_NE(board.find("5 |"), std::string::npos);
  EXPECT_NE(board.find(" 25"), std::string::npos);
  EXPECT_NE(board.find("a  b  c  d  e"), std::string::npos);
  // a1 is the start: the bottom row begins with 1.
  EXPECT_NE(board.find("1 |  1 "), std::string::npos);
}

}  // namespace
}  // namespace puzzlelab::knights
