// count_games against the oracle (count_games_reference): exactly equal winning and losing counts
// on every small game we can enumerate, with and without symmetry, on one and two threads.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "puzzles/peg/analyze.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/reference_counter.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

Game game_from_text(const std::string& text, const std::string& name) {
  return make_game(parse_board_text(text, name), name);
}

// Every single-vacancy start of a board, goal one peg anywhere.
std::vector<Game> every_start_hole(const Board& board, const std::string& name) {
  std::vector<Game> games;
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    Game game = single_vacancy_game(board, hole);
    game.name = name + " empty " + to_string(board.cell(hole));
    games.push_back(game);
  }
  return games;
}

// The position after taking the first legal jump `jumps` times: a goal with several pegs that
// is reachable, has no symmetry of its own and (usually) still has jumps left, so games must
// stop at it rather than run on.
HoleSet first_jumps_position(const Game& game, int jumps) {
  HoleSet position = game.start;
  for (int step = 0; step < jumps; ++step) {
    for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
      if (is_legal(game.board, position, j)) {
        position = apply_jump(game.board, position, j);
        break;
      }
    }
  }
  return position;
}

std::vector<Game> small_games() {
  std::vector<Game> games;
  for (const char* name : {"triangle3", "triangle4", "triangle5"}) {
    const Game base = load_game({name, std::nullopt, std::nullopt});
    for (Game& g : every_start_hole(base.board, name)) games.push_back(std::move(g));
  }
  for (const char* name : {"plus", "simple", "unsolvable"}) {
    games.push_back(load_game({name, std::nullopt, std::nullopt}));
  }
  const Game square3 = game_from_text("@ goal=any\nooo\no.o\nooo\n", "square3");
  for (Game& g : every_start_hole(square3.board, "square3")) games.push_back(std::move(g));
  const Game diagonal3 = game_from_text("@ diagonal=yes goal=any\nooo\no.o\nooo\n", "diagonal3");
  for (Game& g : every_start_hole(diagonal3.board, "diagonal3")) games.push_back(std::move(g));
  const Game rect = game_from_text("@ goal=any\noooo\noo.o\noooo\n", "rect3x4");
  for (Game& g : every_start_hole(rect.board, "rect3x4")) games.push_back(std::move(g));
  const Game diagonal_rect =
      game_from_text("@ diagonal=yes goal=any\nooo\no.o\nooo\nooo\n", "diagonal3x4");
  games.push_back(diagonal_rect);
  games.push_back(game_from_text("@ goal=any\n ooo\nooooo\noo.oo\n ooo\n", "cross16"));
  // Over 48 holes the counter's keys no longer fit its 16-byte entries: a 56-hole board with a
  // few pegs takes the 24-byte ones.
  games.push_back(
      game_from_text("@ goal=any\n........\n........\n..oo....\n.ooo....\n"
                     "..o.o...\n....o...\n........\n",
                     "wide56"));
  // Over 64 holes the counter works on u128 words: a 72-hole board with a few pegs.
  games.push_back(
      game_from_text("@ goal=any\n.........\n.........\n...oo....\n..ooo....\n"
                     "...o.o...\n.....o...\n.........\n.........\n",
                     "wide72"));
  // Exact goals: a centre goal, and multi-peg goals reached part-way through the game.
  games.push_back(game_from_text("@ goal=1,1\nooo\no.o\nooo\n", "square3 centre"));
  for (int jumps : {6, 9, 11}) {
    Game g = load_game({"triangle5", std::nullopt, std::nullopt});
    g.goal.kind = Goal::Kind::kPegs;
    g.goal.pegs = first_jumps_position(g, jumps);
    g.name = "triangle5 exact goal after " + std::to_string(jumps) + " jumps";
    games.push_back(g);
  }
  return games;
}

TEST(PegCountVsReference, EqualOnEverySmallGame) {
  for (const Game& game : small_games()) {
    SCOPED_TRACE(game.name);
    const ReferenceCount expected = count_games_reference(game);
    for (bool symmetry : {true, false}) {
      for (int threads : {1, 2}) {
        CountOptions options;
        options.use_symmetry = symmetry;
        options.threads = threads;
        options.min_parallel_layer = 1;  // every layer on every thread
        options.progress = false;
        const GameCount count = count_games(game, options);
        SCOPED_TRACE("symmetry " + std::to_string(symmetry) + ", threads " +
                     std::to_string(threads));
        ASSERT_EQ(count.status, CountStatus::kComplete);
        EXPECT_EQ(to_decimal(count.winning), to_decimal(expected.winning));
        EXPECT_EQ(to_decimal(count.losing), to_decimal(expected.losing));
        // The goal classes, spread over their orbits, are the reference's final positions.
        std::map<HoleSet, u128> finals;
        for (const GoalClass& c : count.goal_classes) {
          for (const GoalPosition& p : expand_goal_class(c, count_symmetries(game, options))) {
            finals[p.position] += p.games;
          }
        }
        EXPECT_EQ(finals, expected.winning_by_final_position);
      }
    }
  }
}

TEST(PegCountVsReference, SymmetryShrinksThePositionsNotTheCounts) {
  const Game game = load_game({"triangle5", std::nullopt, std::nullopt});
  CountOptions plain;
  plain.use_symmetry = false;
  const GameCount without = count_games(game, plain);
  const GameCount with = count_games(game, {});
  EXPECT_EQ(without.symmetries, 1);
  EXPECT_EQ(with.symmetries, 2);  // the mirror through the empty top hole
  EXPECT_LT(with.positions, without.positions);
  EXPECT_EQ(to_decimal(with.winning), to_decimal(without.winning));
  EXPECT_EQ(to_decimal(with.losing), to_decimal(without.losing));
}

}  // namespace
}  // namespace puzzlelab::peg
