#include <gtest/gtest.h>

#include "core/bits.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

int jump_index(const Board& board, Cell from, Cell to) {
  for (int j = 0; j < static_cast<int>(board.jumps().size()); ++j) {
    const Jump& jump = board.jumps()[j];
    if (board.cell(jump.from) == from && board.cell(jump.to) == to) return j;
  }
  return -1;
}

TEST(Rules, JumpsAreOrderedByHoleThenUpDownLeftRight) {
  const Game game = load_game({"english", std::nullopt, std::nullopt});
  const auto& jumps = game.board.jumps();
  for (std::size_t i = 1; i < jumps.size(); ++i) {
    EXPECT_TRUE(jumps[i - 1].from < jumps[i].from || (jumps[i - 1].from == jumps[i].from &&
                                                      jumps[i - 1].direction < jumps[i].direction));
  }
  // The peg at (3, 5) can jump up (over (3, 4) to (3, 3)) and down? No: (3, 7) is off the board.
  const int up = jump_index(game.board, {3, 5}, {3, 3});
  ASSERT_GE(up, 0);
  EXPECT_STREQ(game.board.direction(jumps[up]).name, "up");
  EXPECT_EQ(jump_index(game.board, {3, 5}, {3, 7}), -1);
}

TEST(Rules, ReplayAcceptsLegalSolutionsAndNamesTheFirstBadJump) {
  const Game game = load_game({"simple", std::nullopt, std::nullopt});
  const int win = jump_index(game.board, {1, 3}, {3, 3});
  ASSERT_GE(win, 0);
  EXPECT_TRUE(replay(game, {win}).valid);
  EXPECT_EQ(replay(game, {win}).positions.size(), 2u);
  // Jumping the other peg the other way is legal but leaves the peg at (0, 3), not the centre.
  const int wrong = jump_index(game.board, {2, 3}, {0, 3});
  ASSERT_GE(wrong, 0);
  const ReplayResult not_goal = replay(game, {wrong});
  EXPECT_FALSE(not_goal.valid);
  EXPECT_EQ(not_goal.problem, "the final position is not the goal");
  const ReplayResult illegal = replay(game, {win, win});
  EXPECT_FALSE(illegal.valid);
  EXPECT_EQ(illegal.problem, "jump 2 is not legal");
  EXPECT_FALSE(replay(game, {-1}).valid);
}

TEST(Rules, ApplyFlipsTheThreeHoles) {
  const Game game = load_game({"simple", std::nullopt, std::nullopt});
  const int win = jump_index(game.board, {1, 3}, {3, 3});
  const HoleSet after = apply_jump(game.board, game.start, win);
  EXPECT_EQ(popcount(after), 1);
  EXPECT_TRUE(test_bit(after, game.board.index_of({3, 3})));
  EXPECT_FALSE(has_legal_jump(game.board, after));
  EXPECT_TRUE(has_legal_jump(game.board, game.start));
}

TEST(Rules, DiagonalBoardsAddFourDirections) {
  const BoardText text = parse_board_text("ooo\nooo\nooo\n", "3x3");
  const Board orthogonal(text.grid, false, text.holes);
  const Board diagonal(text.grid, true, text.holes);
  EXPECT_EQ(orthogonal.jumps().size(), 12u);  // 6 lines of three, both ways
  EXPECT_EQ(diagonal.jumps().size(), 16u);    // plus the 2 diagonals, both ways
}

}  // namespace
}  // namespace puzzlelab::peg
