// count_games on games whose counts are known: published figures and hand-countable boards.
#include <gtest/gtest.h>

#include "../support/peg_games.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/game_count.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

CountOptions quiet_count() {
  CountOptions options;
  options.progress = false;
  return options;
}

// The 15-hole triangle, top hole empty, one peg anywhere: 29,760 winning games and 538,870
// losing ones (George Bell's counts).
TEST(PegGameCount, Triangle5MatchesPublishedCounts) {
  const GameCount count = count_games(builtin_game("triangle5"), quiet_count());
  EXPECT_EQ(count.status, CountStatus::kComplete);
  EXPECT_EQ(to_decimal(count.winning), "29760");
  EXPECT_EQ(to_decimal(count.losing), "538870");
  EXPECT_EQ(count.symmetries, 2);
  u128 by_class = 0;
  for (const GoalClass& c : count.goal_classes) by_class += c.games;
  EXPECT_EQ(to_decimal(by_class), "29760");
}

TEST(PegGameCount, Triangle5SameOnTwoThreads) {
  CountOptions options = quiet_count();
  options.threads = 2;
  options.min_parallel_layer = 1;
  const GameCount count = count_games(builtin_game("triangle5"), options);
  EXPECT_EQ(count.threads, 2);
  EXPECT_EQ(to_decimal(count.winning), "29760");
  EXPECT_EQ(to_decimal(count.losing), "538870");
}

// The assignment's one-move board, two pegs beside the centre: jumping towards the centre wins,
// jumping away from it strands the peg on the edge. One game each way, three positions.
TEST(PegGameCount, SimpleBoardByHand) {
  const GameCount count = count_games(builtin_game("simple"), quiet_count());
  EXPECT_EQ(to_decimal(count.winning), "1");
  EXPECT_EQ(to_decimal(count.losing), "1");
  EXPECT_EQ(count.positions, 3u);
}

TEST(PegGameCount, UnsolvableBoardHasNoWinningGame) {
  const GameCount count = count_games(builtin_game("unsolvable"), quiet_count());
  EXPECT_EQ(to_decimal(count.winning), "0");
  EXPECT_GT(count.losing, 0u);
}

// A row of five, "oo.oo", counted by hand. The first jump is 0->2 (or its mirror 4->2), leaving
// ". . o o o"; the only jump left is 3->1, leaving ". o . . o", stuck. Two games, both lost.
TEST(PegGameCount, RowOfFiveByHand) {
  const Game game = make_game(parse_board_text("@ goal=any\noo.oo\n", "row5"), "row5");
  const GameCount count = count_games(game, quiet_count());
  EXPECT_EQ(to_decimal(count.winning), "0");
  EXPECT_EQ(to_decimal(count.losing), "2");
  EXPECT_EQ(count.symmetries, 2);
  EXPECT_EQ(count.positions, 3u);  // start, one class after one jump, one after two
}

// A start that already is the goal is one winning game of no moves.
TEST(PegGameCount, StartAtTheGoal) {
  const Game game = make_game(parse_board_text("@ goal=any\n.o.\n", "one"), "one");
  const GameCount count = count_games(game, quiet_count());
  EXPECT_EQ(to_decimal(count.winning), "1");
  EXPECT_EQ(to_decimal(count.losing), "0");
  EXPECT_EQ(count.positions, 1u);
}

// No jump at all from the start: one losing game of no moves.
TEST(PegGameCount, NoJumpFromTheStart) {
  const Game game = make_game(parse_board_text("@ goal=any\no.o\n", "two"), "two");
  const GameCount count = count_games(game, quiet_count());
  EXPECT_EQ(to_decimal(count.winning), "0");
  EXPECT_EQ(to_decimal(count.losing), "1");
}

TEST(PegGameCount, TimeLimitStopsTheCount) {
  CountOptions options = quiet_count();
  options.limits.seconds = 0.05;
  const GameCount count = count_games(builtin_game("english"), options);
  EXPECT_EQ(count.status, CountStatus::kStopped);
  EXPECT_LT(count.seconds, 5.0);
}

TEST(PegGameCount, NodeLimitStopsTheCount) {
  CountOptions options = quiet_count();
  options.limits.nodes = 10000;
  const GameCount count = count_games(builtin_game("english"), options);
  EXPECT_EQ(count.status, CountStatus::kStopped);
}

TEST(PegGameCount, LayerLimitStopsBeforeMemoryRunsOut) {
  CountOptions options = quiet_count();
  options.max_layer_positions = 1000;
  const GameCount count = count_games(builtin_game("english"), options);
  EXPECT_EQ(count.status, CountStatus::kStopped);
  EXPECT_NE(count.stop_reason.find("memory"), std::string::npos);
  EXPECT_LT(count.positions, 10000u);
}

TEST(PegGameCount, MemoryLimitSaysWhatItRefuses) {
  CountOptions options = quiet_count();
  options.limits.memory_bytes = std::uint64_t{16} << 20;
  const GameCount count = count_games(builtin_game("english"), options);
  EXPECT_EQ(count.status, CountStatus::kStopped);
  EXPECT_NE(count.stop_reason.find("memory limit"), std::string::npos);
  EXPECT_NE(count.stop_reason.find("positions"), std::string::npos);
}

TEST(PegGameCount, GoalClassesSpreadEvenlyOverTheirOrbits) {
  const Game game = builtin_game("triangle5");
  const auto symmetries = count_symmetries(game, quiet_count());
  for (const GoalClass& c : count_games(game, quiet_count()).goal_classes) {
    u128 total = 0;
    for (const GoalPosition& p : expand_goal_class(c, symmetries)) total += p.games;
    EXPECT_EQ(to_decimal(total), to_decimal(c.games));
  }
}

// The English board, centre to centre: 40,861,647,040,079,968 winning games over 23,475,688
// positions up to symmetry (George Bell's figures). The slow one: seconds in a Release build.
TEST(PegGameCountSlow, EnglishMatchesBellsFigures) {
  const GameCount count = count_games(builtin_game("english"), quiet_count());
  ASSERT_EQ(count.status, CountStatus::kComplete);
  EXPECT_EQ(to_decimal(count.winning), "40861647040079968");
  EXPECT_EQ(count.positions, 23475688u);
  EXPECT_EQ(count.symmetries, 8);
  EXPECT_GT(count.losing, u128{1} << 64);  // the reason counts are u128
}

}  // namespace
}  // namespace puzzlelab::peg
