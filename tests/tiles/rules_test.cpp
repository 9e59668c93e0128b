// The rules, the board text forms, the parity argument and the lower bound.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <sstream>

#include "core/error.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tiles/lower_bound.hpp"
#include "puzzles/tiles/parity.hpp"
#include "puzzles/tiles/rules.hpp"
#include "puzzles/tiles/scramble.hpp"

namespace puzzlelab::tiles {
namespace {

Board board(const std::string& text) {
  return parse_tiles(text, std::nullopt, "start");
}

std::string error_of(const std::function<void()>& run) {
  try {
    run();
  } catch (const InputError& error) {
    return error.what();
  }
  return "(no error)";
}

TEST(TilesRules, MovesNameTheBlanksDirection) {
  const Board start = board("1 2 3 4 0 5 6 7 8");
  EXPECT_EQ(legal_moves(start).size(), 4u);
  EXPECT_EQ(tile_moved(start, Direction::kUp), 2);
  EXPECT_EQ(apply(start, Direction::kUp), board("1 0 3 4 2 5 6 7 8"));
  EXPECT_EQ(apply(start, Direction::kRight), board("1 2 3 4 5 0 6 7 8"));
  const Board corner = blank_last_goal(3);
  EXPECT_EQ(legal_moves(corner), (std::vector<Direction>{Direction::kUp, Direction::kLeft}));
  EXPECT_FALSE(replay(corner, {Direction::kDown}).has_value());
  EXPECT_EQ(replay(corner, {Direction::kUp, Direction::kDown}), corner);
}

TEST(TilesText, ParsesSpacesOrCommasAndGivesCommasBack) {
  EXPECT_EQ(board("8 6 7 2 5 4 3 0 1"), board("8,6,7,2,5,4,3,0,1"));
  EXPECT_EQ(canonical_tiles(board(" 8, 6 7,2 5 4 3 0 1 ")), "8,6,7,2,5,4,3,0,1");
  EXPECT_EQ(board("1 2 3 0").size, 2);
  EXPECT_EQ(board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0").size, 4);
}

TEST(TilesText, BadListsNameTheParameter) {
  EXPECT_EQ(error_of([] { board("1 2 3"); }),
            "start: 3 tiles do not fill a square board of 2x2 to 5x5 (4, 9, 16 or 25 tiles)");
  EXPECT_EQ(error_of([] { board("1 2 3 x"); }), "start: expected whole numbers, got 'x'");
  EXPECT_EQ(error_of([] { board("1 2 3 3"); }),
            "start: expected a permutation of 0..3, tile 3 appears twice");
  EXPECT_EQ(error_of([] { board("1 2 3 4"); }),
            "start: expected a permutation of 0..3, tile 4 is out of range");
  EXPECT_EQ(error_of([] { parse_tiles("1 2 3 0", 3, "goal"); }),
            "goal: size 3 needs 9 tiles, got 4");
}

TEST(TilesText, BoardFilesPointAtTheProblem) {
  const auto read = [](const std::string& text) {
    std::istringstream in(text);
    return read_board(in, "b.txt");
  };
  EXPECT_EQ(read("# the default start\n8 6 7\n2 5 4  # a comment\n\n3 0 1\n"),
            board("8 6 7 2 5 4 3 0 1"));
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5\n3 0 1\n"); }),
            "b.txt:2:4: expected 3 tiles in every row, got 2");
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5 4 9\n"); }),
            "b.txt:2:7: expected 3 tiles in every row, got 4");
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5 x\n3 0 1\n"); }),
            "b.txt:2:5: expected a tile number, got 'x'");
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5 4\n3 0 8\n"); }),
            "b.txt:3:5: tile 8 appears twice (first at 1:1)");
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5 40\n3 0 1\n"); }),
            "b.txt:2:5: tile 40 is out of range 0..8");
  EXPECT_EQ(error_of([&] { read("8 6 7\n2 5 4\n"); }),
            "b.txt:2: a board 3 wide needs 3 rows, got 2");
  EXPECT_EQ(error_of([&] { read("1 2 3 4 5 6\n"); }),
            "b.txt:1:1: a row of 6 tiles: boards are 2x2 to 5x5");
  EXPECT_EQ(error_of([&] { read("# nothing\n"); }), "b.txt: no rows of tiles");
  EXPECT_EQ(error_of([&] { read("1 2\n3 0\n1 2\n"); }),
            "b.txt:3:1: more than 2 rows for a board 2 wide");
  EXPECT_EQ(error_of([] { read_board_file("/nonexistent/board.txt", "file"); }),
            "file: /nonexistent/board.txt: cannot open the board file (No such file or directory)");
}

TEST(TilesParity, TheClassicSwapOfFourteenAndFifteenIsUnsolvable) {
  // Loyd's 14-15 puzzle: the goal with the last two tiles exchanged.
  const Board goal = blank_last_goal(4);
  const Board swapped = board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
  const Solvability parity = solvability(swapped, goal);
  EXPECT_FALSE(parity.solvable);
  EXPECT_TRUE(parity.permutation_odd);
  EXPECT_EQ(parity.inversions, 1);
  EXPECT_EQ(parity.blank_rows + parity.blank_cols, 0);
  const std::string proof = explain(parity);
  EXPECT_NE(proof.find("odd permutation"), std::string::npos) << proof;
  EXPECT_NE(proof.find("an even distance"), std::string::npos) << proof;
  EXPECT_NE(proof.find("they differ"), std::string::npos) << proof;
}

TEST(TilesParity, EveryMoveKeepsSolvabilityAndEverySwapFlipsIt) {
  std::mt19937_64 random(7);
  for (int size = 2; size <= 5; ++size) {
    const Board goal = blank_last_goal(size);
    for (int round = 0; round < 20; ++round) {
      const Board walked = random_walk(goal, 3 + round * 7, random);
      EXPECT_TRUE(solvability(walked, goal).solvable);
      // The same argument against any goal: a walked goal is reachable from a walked start.
      const Board other_goal = random_walk(goal, 5 + round, random);
      EXPECT_TRUE(solvability(walked, other_goal).solvable);
      Board swapped = walked;
      const int a = walked.blank == 0 ? 1 : 0;
      const int b = walked.blank == a + 1 ? a + 2 : a + 1;
      std::swap(swapped.cells[a], swapped.cells[b]);
      EXPECT_FALSE(solvability(swapped, goal).solvable);
      EXPECT_TRUE(solvability(random_solvable(goal, random), goal).solvable);
    }
  }
}

TEST(TilesLowerBound, ManhattanAndLinearConflicts) {
  const Board goal = blank_last_goal(3);
  const LowerBound bound(goal);
  EXPECT_EQ(bound.estimate(goal), 0);
  // 2 1 3 / 4 5 6 / 7 8 0: tiles 1 and 2 swapped in their goal row.
  const Board swapped = board("2 1 3 4 5 6 7 8 0");
  EXPECT_EQ(bound.manhattan(swapped), 2);
  EXPECT_EQ(bound.row_conflicts(swapped, 0), 2);
  EXPECT_EQ(bound.estimate(swapped), 4);
  // 3 2 1 in the goal row of 1 2 3: the longest run in order is one tile, two must leave.
  const Board reversed = board("3 2 1 4 5 6 7 8 0");
  EXPECT_EQ(bound.row_conflicts(reversed, 0), 4);
  EXPECT_EQ(bound.estimate(reversed), 8);
  // The default start: Manhattan 21, and 5 before 4 in their goal row.
  const Board start = board("8 6 7 2 5 4 3 0 1");
  EXPECT_EQ(bound.manhattan(start), 21);
  EXPECT_EQ(bound.row_conflicts(start, 1), 2);
  EXPECT_EQ(bound.estimate(start), 23);
}

}  // namespace
}  // namespace puzzlelab::tiles
