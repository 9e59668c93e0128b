#include <gtest/gtest.h>

#include "../support/peg_games.hpp"
#include "core/bits.hpp"
#include "core/error.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

TEST(Catalog, EnglishHas33HolesAnd76JumpsWithTheCentreEmpty) {
  const Game game = builtin_game("english");
  EXPECT_EQ(game.board.hole_count(), 33);
  EXPECT_EQ(game.board.jumps().size(), 76u);
  EXPECT_EQ(game.start_pegs(), 32);
  const int centre = game.board.index_of({3, 3});
  ASSERT_GE(centre, 0);
  EXPECT_FALSE(test_bit(game.start, centre));
  EXPECT_EQ(game.goal.kind, Goal::Kind::kPegs);
  EXPECT_EQ(game.goal.pegs, HoleSet{1} << centre);
  EXPECT_EQ(builtin_game("standard").board.holes(), game.board.holes());
}

TEST(Catalog, BuiltinSizes) {
  EXPECT_EQ(builtin_game("french").board.hole_count(), 37);
  EXPECT_EQ(builtin_game("english7x7").board.hole_count(), 49);
  EXPECT_EQ(builtin_game("english7x7").start_pegs(), 32);
  EXPECT_EQ(builtin_game("plus").start_pegs(), 9);
  EXPECT_EQ(builtin_game("rhombus").start_pegs(), 24);
  EXPECT_EQ(builtin_game("simple").start_pegs(), 2);
  EXPECT_EQ(builtin_game("unsolvable").start_pegs(), 4);
  // The assignment's boards live on the 33-hole cross: the corners are not holes.
  EXPECT_EQ(builtin_game("unsolvable").board.hole_count(), 33);
}

TEST(Catalog, TrianglesHaveTheTopHoleEmptyAndAnyGoal) {
  const Game game = builtin_game("triangle5");
  EXPECT_EQ(game.board.grid(), GridKind::kTriangular);
  EXPECT_EQ(game.board.hole_count(), 15);
  EXPECT_EQ(game.start_pegs(), 14);
  EXPECT_EQ(game.goal.kind, Goal::Kind::kOnePegAnywhere);
  EXPECT_FALSE(test_bit(game.start, 0));  // hole 0 is the top one
  // 6 directions; 18 lines of three holes, each jumped both ways.
  EXPECT_EQ(game.board.jumps().size(), 36u);
  EXPECT_EQ(builtin_game("triangle15").board.hole_count(), 120);
  EXPECT_THROW(builtin_game("triangle16"), InputError);
  EXPECT_THROW(builtin_game("triangle1"), InputError);
}

TEST(Catalog, EmptyAndGoalOptions) {
  const Game game = load_game({"triangle5", std::string("4,2"), std::string("4,0")});
  EXPECT_EQ(game.start_pegs(), 14);
  EXPECT_FALSE(test_bit(game.start, game.board.index_of({4, 2})));
  EXPECT_EQ(game.goal.pegs, HoleSet{1} << game.board.index_of({4, 0}));
  EXPECT_THROW(load_game({"english", std::string("0,0"), std::nullopt}), InputError);
  EXPECT_THROW(load_game({"english", std::nullopt, std::string("0,0")}), InputError);
  EXPECT_THROW(load_game({"english", std::nullopt, std::string("sideways")}), InputError);
  EXPECT_THROW(load_game({"no-such-board", std::nullopt, std::nullopt}), InputError);
  // A 4-row triangle has no centre hole; the 5-row one has (4, 2), the middle of its third row.
  EXPECT_THROW(load_game({"triangle4", std::nullopt, std::string("center")}), InputError);
  EXPECT_EQ(load_game({"triangle5", std::nullopt, std::string("center")}).goal.pegs,
            HoleSet{1} << 4);
}

TEST(Catalog, RefusesAGoalThePegCountCannotMeet) {
  // simple has two pegs; a goal of one peg is fine, a goal equal to a different two-peg
  // position is not: every jump removes a peg.
  EXPECT_NO_THROW(load_game({"simple", std::nullopt, std::string("any")}));
  EXPECT_THROW(load_game({"simple", std::nullopt,
                          std::string(PUZZLELAB_SOURCE_DIR "/tests/golden/two_pegs_goal.txt")}),
               InputError);
}

TEST(Catalog, EnglishAndFrenchHaveEightSymmetriesTrianglesSix) {
  EXPECT_EQ(board_symmetries(builtin_game("english").board).size(), 8u);
  EXPECT_EQ(board_symmetries(builtin_game("french").board).size(), 8u);
  EXPECT_EQ(board_symmetries(builtin_game("triangle5").board).size(), 6u);
  // Only the left-right reflection keeps the top hole empty.
  EXPECT_EQ(game_symmetries(builtin_game("triangle5")).size(), 2u);
  EXPECT_EQ(game_symmetries(builtin_game("english")).size(), 8u);
}

}  // namespace
}  // namespace puzzlelab::peg
