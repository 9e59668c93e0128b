#include <gtest/gtest.h>

#include "core/error.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/board_text.hpp"

namespace puzzlelab::peg {
namespace {

std::string error_of(const std::string& text) {
  try {
    parse_board_text(text, "b.txt");
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(BoardText, ParsesPegsHolesAndHeader) {
  const BoardText board = parse_board_text(
      "; a comment\n@ grid=square diagonal=yes goal=1,0 name=tiny\n o.\n#oo\n", "tiny.txt");
  EXPECT_EQ(board.name, "tiny");
  EXPECT_EQ(board.grid, GridKind::kSquare);
  EXPECT_TRUE(board.diagonal);
  ASSERT_TRUE(board.goal.has_value());
  EXPECT_EQ(*board.goal, "1,0");
  // The left margin is trimmed: every row's column 1 becomes x = 0.
  EXPECT_EQ(board.holes, (std::vector<Cell>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
  EXPECT_EQ(board.pegs, (std::vector<Cell>{{0, 0}, {0, 1}, {1, 1}}));
}

TEST(BoardText, ReportsLineAndColumnOfABadCharacter) {
  EXPECT_EQ(error_of("ooo\noxo\n"),
            "b.txt:2:2: unexpected character 'x' (use 'o' for a peg, '.' "
            "for an empty hole, ' ' or '#' for no hole)");
}

TEST(BoardText, RejectsTabsUnknownKeysAndEmptyDrawings) {
  EXPECT_NE(error_of("o\to\n").find("b.txt:1:2: tab character"), std::string::npos);
  EXPECT_NE(error_of("@ colour=red\no\n").find("b.txt:1:3: unknown header key 'colour'"),
            std::string::npos);
  EXPECT_NE(error_of("@ grid=round\no\n").find("unknown grid 'round'"), std::string::npos);
  EXPECT_NE(error_of("; nothing\n\n").find("draws no board"), std::string::npos);
  EXPECT_NE(error_of("###\n").find("no holes"), std::string::npos);
  EXPECT_NE(error_of("o\n@ grid=square\n").find("b.txt:2:1: header lines must come before"),
            std::string::npos);
  EXPECT_NE(error_of("@ diagonal=maybe\no\n").find("expected yes or no"), std::string::npos);
}

TEST(BoardText, NonPrintableBytesAreShownEscaped) {
  EXPECT_NE(error_of(std::string("o\x01o\n")).find("'\\x01'"), std::string::npos);
}

TEST(BoardText, ParsesCells) {
  EXPECT_EQ(parse_cell("3,4", {"--empty", 0, 0}), (Cell{3, 4}));
  EXPECT_EQ(parse_cell("(3, 4)", {"--empty", 0, 0}), (Cell{3, 4}));
  EXPECT_THROW(parse_cell("3", {"--empty", 0, 0}), InputError);
  EXPECT_THROW(parse_cell("-1,2", {"--empty", 0, 0}), InputError);
  EXPECT_THROW(parse_cell("a,b", {"--empty", 0, 0}), InputError);
  EXPECT_THROW(parse_cell("1,2,3", {"--empty", 0, 0}), InputError);
}

TEST(Board, TriangularHolesMustLieOnTheLattice) {
  const BoardText text = parse_board_text("@ grid=triangular\n o\noo\n", "t.txt");
  EXPECT_THROW(Board(text.grid, text.diagonal, text.holes), InputError);
}

TEST(Board, RefusesMoreThan128Holes) {
  std::string text;
  for (int y = 0; y < 12; ++y) text += std::string(11, 'o') + "\n";  // 132 holes
  const BoardText board = parse_board_text(text, "big.txt");
  try {
    Board(board.grid, board.diagonal, board.holes);
    FAIL() << "a 132-hole board was accepted";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("at most 128"), std::string::npos);
  }
}

}  // namespace
}  // namespace puzzlelab::peg
