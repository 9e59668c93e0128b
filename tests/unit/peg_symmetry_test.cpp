#include <gtest/gtest.h>

#include <set>

#include "../support/peg_games.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

// A symmetry maps jumps onto jumps: the image of every (from, over, to) is again a jump.
void expect_jumps_preserved(const Board& board) {
  std::set<std::tuple<int, int, int>> jumps;
  for (const Jump& j : board.jumps()) jumps.insert({j.from, j.over, j.to});
  for (const Permutation& perm : board_symmetries(board)) {
    for (const Jump& j : board.jumps()) {
      EXPECT_EQ(jumps.count({perm[j.from], perm[j.over], perm[j.to]}), 1u);
    }
  }
}

TEST(Symmetry, IdentityComesFirstAndJumpsArePreserved) {
  for (const char* name : {"english", "french", "english7x7", "triangle5", "triangle7", "plus"}) {
    const Board& board = builtin_game(name).board;
    const auto symmetries = board_symmetries(board);
    ASSERT_FALSE(symmetries.empty());
    for (int i = 0; i < board.hole_count(); ++i) EXPECT_EQ(symmetries[0][i], i);
    expect_jumps_preserved(board);
  }
}

TEST(Symmetry, RectanglesHaveFourAndHexagonsTwelve) {
  const BoardText rectangle = parse_board_text("ooooo\nooooo\nooooo\n", "r");
  EXPECT_EQ(board_symmetries(Board(rectangle.grid, false, rectangle.holes)).size(), 4u);
  const BoardText hexagon =
      parse_board_text("@ grid=triangular\n  o o o\n o o o o\no o o o o\n o o o o\n  o o o\n", "h");
  const Board hex(hexagon.grid, false, hexagon.holes);
  EXPECT_EQ(board_symmetries(hex).size(), 12u);
  expect_jumps_preserved(hex);
}

TEST(Symmetry, PermuteMapsPositions) {
  const Game game = builtin_game("english");
  for (const Permutation& perm : board_symmetries(game.board)) {
    EXPECT_EQ(permute(game.start, perm), game.start);
    EXPECT_EQ(permute(game.board.all_holes(), perm), game.board.all_holes());
  }
}

}  // namespace
}  // namespace puzzlelab::peg
