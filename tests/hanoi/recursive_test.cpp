// The recursive algorithms against BFS on the state graph, and every sequence replayed through
// the rules.
#include <gtest/gtest.h>

#include <random>

#include "core/error.hpp"

#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/recursive.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {
namespace {

std::vector<Move> classic_list(int n) {
  std::vector<Move> moves;
  auto sink = [&moves](const Move& m) { moves.push_back(m); };
  classic_moves(n, 0, 1, 2, sink);
  return moves;
}

TEST(HanoiRules, ParseAndPrint) {
  EXPECT_EQ(to_string(parse_config("acb", 3, "--from")), "ACB");
  EXPECT_THROW(parse_config("", 3, "--from"), InputError);
  EXPECT_THROW(parse_config("ABD", 3, "--from"), InputError);
  EXPECT_NO_THROW(parse_config("ABD", 4, "--from"));
  EXPECT_THROW(parse_config(std::string(65, 'A'), 3, "--from"), InputError);
}

TEST(HanoiRules, JudgeRejectsIllegalMoves) {
  const Position p(parse_config("AAB", 3, "x"), 3);
  EXPECT_TRUE(p.legal({1, 0, 1}));
  EXPECT_FALSE(p.legal({2, 0, 1}));  // disk 1 on top of it
  EXPECT_FALSE(p.legal({3, 1, 0}));  // smaller disks on A
  EXPECT_FALSE(p.legal({1, 0, 0}));
  EXPECT_FALSE(p.legal({1, 2, 0}));  // not on C
}

TEST(HanoiRecursive, PublishedSequences) {
  // The inventory-and-network post prints these for N = 3 and the first moves for N = 4 (target peg
  // B).
  const std::vector<Move> three = classic_list(3);
  const std::vector<Move> expected = {{1, 0, 1}, {2, 0, 2}, {1, 1, 2}, {3, 0, 1},
                                      {1, 2, 0}, {2, 2, 1}, {1, 0, 1}};
  EXPECT_EQ(three, expected);
  EXPECT_EQ(classic_list(4)[0], (Move{1, 0, 2}));
}

TEST(HanoiRecursive, ClassicCountAndReplay) {
  for (int n = 1; n <= 16; ++n) {
    const std::vector<Move> moves = classic_list(n);
    EXPECT_EQ(moves.size(), (std::size_t{1} << n) - 1);
    EXPECT_EQ(check_sequence(tower(n, 0), tower(n, 1), 3, moves), "");
    EXPECT_TRUE(plan(tower(n, 0), tower(n, 1)).count == pow2(n) - 1);
  }
  EXPECT_TRUE(plan(tower(64, 0), tower(64, 1)).count == (u128{1} << 64) - 1);
}

TEST(HanoiRecursive, BigCountDecimal) {
  EXPECT_EQ(pow2_minus_one_decimal(0), "0");
  EXPECT_EQ(pow2_minus_one_decimal(3), "7");
  EXPECT_EQ(pow2_minus_one_decimal(64), "18446744073709551615");
  EXPECT_EQ(pow2_minus_one_decimal(100), "1267650600228229401496703205375");
  EXPECT_EQ(pow2_minus_one_decimal(127), to_decimal((u128{1} << 127) - 1));
  const std::string big = pow2_minus_one_decimal(10000);
  EXPECT_EQ(big.size(), 3011u);  // 2^10000 has 3011 digits
  EXPECT_EQ(big.substr(0, 5), "19950");
  EXPECT_EQ(big.back(), '5');  // 2^10000 ends in ...376
}

void expect_optimal(const StateSpace& space, const Config& s, const Config& t,
                    std::int32_t bfs_distance) {
  const Plan p = plan(s, t);
  ASSERT_TRUE(p.count == static_cast<u128>(bfs_distance))
      << to_string(s) << " -> " << to_string(t) << ": plan " << to_decimal(p.count) << ", BFS "
      << bfs_distance;
  const std::vector<Move> moves = optimal_move_list(s, t);
  EXPECT_EQ(moves.size(), static_cast<std::size_t>(bfs_distance));
  EXPECT_EQ(check_sequence(s, t, 3, moves), "") << to_string(s) << " -> " << to_string(t);
  (void)space;
}

TEST(HanoiRecursive, EveryPairMatchesBfsUpTo4Disks) {
  int twice = 0;
  for (int n = 1; n <= 4; ++n) {
    const StateSpace space(n, 3);
    for (std::uint32_t a = 0; a < space.size(); ++a) {
      const std::vector<std::int32_t> dist = space.distances(a);
      for (std::uint32_t b = 0; b < space.size(); ++b) {
        expect_optimal(space, space.decode(a), space.decode(b), dist[b]);
        twice += plan(space.decode(a), space.decode(b)).twice ? 1 : 0;
      }
    }
  }
  EXPECT_GT(twice, 0);  // the case the largest disk moves twice does occur
}

TEST(HanoiRecursive, RandomPairsMatchBfsUpTo10Disks) {
  std::mt19937 rng(20250401);
  for (int n = 5; n <= 10; ++n) {
    const StateSpace space(n, 3);
    for (int round = 0; round < 3; ++round) {
      const std::uint32_t a = rng() % space.size();
      const std::vector<std::int32_t> dist = space.distances(a);
      for (int k = 0; k < 40; ++k) {
        const std::uint32_t b = rng() % space.size();
        expect_optimal(space, space.decode(a), space.decode(b), dist[b]);
      }
    }
  }
}

TEST(HanoiRecursive, LargeArbitraryReplay) {
  std::mt19937 rng(7);
  for (int n : {16, 18}) {
    Config s(n), t(n);
    for (int d = 0; d < n; ++d) {
      s[d] = static_cast<std::uint8_t>(rng() % 3);
      t[d] = static_cast<std::uint8_t>(rng() % 3);
    }
    const std::vector<Move> moves = optimal_move_list(s, t);
    EXPECT_TRUE(plan(s, t).count == moves.size());
    EXPECT_EQ(check_sequence(s, t, 3, moves), "");
  }
}

TEST(HanoiFourPegs, FrameStewartMatchesBfs) {
  const std::vector<int> expected = {1, 3, 5, 9, 13, 17, 25, 33, 41, 49};
  for (int n = 1; n <= 10; ++n) {
    EXPECT_TRUE(frame_stewart_count(n) == static_cast<u128>(expected[n - 1])) << n;
    const StateSpace space(n, 4);
    const std::vector<std::int32_t> dist = space.distances(space.encode(tower(n, 0)));
    EXPECT_EQ(dist[space.encode(tower(n, 1))], expected[n - 1]) << n;
    std::vector<Move> moves;
    auto sink = [&moves](const Move& m) { moves.push_back(m); };
    frame_stewart_moves(n, 0, 1, 2, 3, sink);
    EXPECT_EQ(moves.size(), static_cast<std::size_t>(expected[n - 1]));
    EXPECT_EQ(check_sequence(tower(n, 0), tower(n, 1), 4, moves), "");
  }
}

}  // namespace
}  // namespace puzzlelab::hanoi
