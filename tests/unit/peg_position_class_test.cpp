#include <gtest/gtest.h>

#include <random>

#include "../support/peg_games.hpp"
#include "core/bits.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

TEST(PositionClass, SquareBoardsHaveTwoColouringsTrianglesOne) {
  EXPECT_EQ(PositionClasses(builtin_game("english").board).colourings(), 2);
  EXPECT_EQ(PositionClasses(builtin_game("triangle5").board).colourings(), 1);
  const BoardText text = parse_board_text("@ diagonal=yes\nooooo\nooooo\nooooo\n", "d");
  // Diagonal jumps keep only the colourings whose three holes still differ on every jump.
  EXPECT_LT(PositionClasses(Board(text.grid, text.diagonal, text.holes)).colourings(), 2);
}

TEST(PositionClass, FrenchCentreGameIsImpossibleEnglishIsNot) {
  EXPECT_TRUE(position_class_proof(builtin_game("french")).has_value());
  EXPECT_FALSE(position_class_proof(builtin_game("english")).has_value());
  EXPECT_FALSE(position_class_proof(builtin_game("english7x7")).has_value());
}

// The invariant must hold along every random game on several boards.
TEST(PositionClass, SignatureNeverChangesAlongRandomGames) {
  std::mt19937 rng(7);
  for (const char* name : {"english", "french", "english7x7", "triangle6", "rhombus"}) {
    const Game game = builtin_game(name);
    const PositionClasses classes(game.board);
    for (int trial = 0; trial < 50; ++trial) {
      HoleSet position = game.start;
      const auto start = classes.signature(position);
      for (;;) {
        std::vector<int> legal;
        for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
          if (is_legal(game.board, position, j)) legal.push_back(j);
        }
        if (legal.empty()) break;
        position = apply_jump(game.board, position, legal[rng() % legal.size()]);
        ASSERT_EQ(classes.signature(position), start) << name;
      }
    }
  }
}

TEST(PositionClass, Triangle5CanEndOnlyOnHolesOfTheStartClass) {
  const Game game = builtin_game("triangle5");
  const HoleSet possible = PositionClasses(game.board).possible_final_holes(game);
  EXPECT_GT(popcount(possible), 0);
  EXPECT_LT(popcount(possible), game.board.hole_count());
}

}  // namespace
}  // namespace puzzlelab::peg
