#include "puzzles/peg/legal_jumps.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

Board catalogue_board(const std::string& name) {
  return load_game({name, std::nullopt, std::nullopt}).board;
}

Board text_board(const std::string& text, bool diagonal) {
  const BoardText parsed = parse_board_text(text, "test");
  return Board(parsed.grid, diagonal, parsed.holes);
}

// The jumps LegalJumps finds, sorted, and the jumps a test of every jump finds, on random
// positions of every density.
template <BitWord Bits>
void expect_every_legal_jump(const Board& board, bool grid) {
  const LegalJumps<Bits> legal(board);
  EXPECT_EQ(legal.uses_grid(), grid) << board.hole_count() << " holes";
  const std::vector<JumpMask<Bits>> masks = jump_masks<Bits>(board);
  const Bits holes = static_cast<Bits>(board.all_holes());
  std::mt19937_64 random(7);
  for (int round = 0; round < 2000; ++round) {
    Bits position = 0;
    const int density = round % 8;  // from nearly empty to nearly full
    for (int h = 0; h < board.hole_count(); ++h) {
      if (static_cast<int>(random() % 8) <= density) position |= bit<Bits>(h);
    }
    position &= holes;
    std::vector<int> found;
    const bool any = legal.for_each(position, [&](int jump) { found.push_back(jump); });
    std::sort(found.begin(), found.end());
    std::vector<int> expected;
    for (int j = 0; j < static_cast<int>(masks.size()); ++j) {
      if (can_jump(position, masks[j])) expected.push_back(j);
    }
    ASSERT_EQ(found, expected) << "round " << round;
    EXPECT_EQ(any, !expected.empty());
  }
}

TEST(LegalJumps, FindsEveryLegalJumpOnTheCatalogueBoards) {
  expect_every_legal_jump<std::uint64_t>(catalogue_board("english"), /*grid=*/true);
  expect_every_legal_jump<std::uint64_t>(catalogue_board("french"), /*grid=*/true);
  // Every cell of its box is a hole: the two numberings are one.
  expect_every_legal_jump<std::uint64_t>(catalogue_board("english7x7"), /*grid=*/false);
  // Triangles are stored in doubled coordinates: 5 rows make a 9 x 5 box, 8 rows 15 x 8, too
  // many cells for the word.
  expect_every_legal_jump<std::uint64_t>(catalogue_board("triangle5"), /*grid=*/true);
  expect_every_legal_jump<std::uint64_t>(catalogue_board("triangle8"), /*grid=*/false);
}

TEST(LegalJumps, FindsEveryLegalJumpOnOtherBoards) {
  // A diagonal board: eight directions.
  expect_every_legal_jump<std::uint64_t>(text_board("ooooo\nooooo\noo.oo\nooooo\nooooo\n", true),
                                         /*grid=*/false);
  // An English cross with a long arm: its 81-cell box does not fit a 64-bit word.
  expect_every_legal_jump<std::uint64_t>(
      text_board("   ooo   \n   ooo   \nooooooooo\noooo.oooo\nooooooooo\n   ooo   \n   ooo   \n"
                 "   ooo   \n   ooo   \n",
                 false),
      /*grid=*/false);
  // A cross of 85 holes: 128-bit words, in grid numbering (its box has 121 cells).
  std::string wide_cross;
  for (int y = 0; y < 11; ++y) {
    for (int x = 0; x < 11; ++x) wide_cross += (x >= 3 && x <= 7) || (y >= 3 && y <= 7) ? 'o' : '#';
    wide_cross += '\n';
  }
  wide_cross[5 * 12 + 5] = '.';  // the centre empty
  expect_every_legal_jump<u128>(text_board(wide_cross, false), /*grid=*/true);
}

}  // namespace
}  // namespace puzzlelab::peg
