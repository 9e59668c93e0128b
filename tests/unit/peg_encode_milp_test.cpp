#include <gtest/gtest.h>

#include <fstream>

#include "backends/milp/cbc_solver.hpp"
#include "peg_declarative_support.hpp"
#include "puzzles/peg/encode_milp.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/model_export.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;
using testing_support::game_with_empty_hole;

#define SKIP_WITHOUT_CBC() \
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC"

void expect_milp_agrees_with_dfs(const Game& game) {
  const PegSolveResult dfs = solve_first(game);
  const PegSolveResult milp = solve_milp(game, {});
  ASSERT_NE(dfs.status, SearchStatus::kStopped);
  EXPECT_EQ(milp.status, dfs.status) << game.name;
  if (milp.status == SearchStatus::kSolved) {
    EXPECT_TRUE(replay(game, milp.solution).valid) << game.name;
    EXPECT_EQ(static_cast<int>(milp.solution.size()), game.moves_to_goal());
  }
}

// About 50 s: CBC needs a few seconds for some starts. The sanitizer run skips Slow tests and
// keeps the next one, which covers one start hole of each symmetry orbit.
TEST(SlowPegMilp, AgreesWithDfsOnEveryStartOfTriangle5) {
  SKIP_WITHOUT_CBC();
  for (int hole = 0; hole < 15; ++hole)
    expect_milp_agrees_with_dfs(game_with_empty_hole("triangle5", hole));
}

TEST(PegMilp, AgreesWithDfsOnTriangle5StartsUpToSymmetry) {
  SKIP_WITHOUT_CBC();
  const std::vector<int> starts = testing_support::start_holes_up_to_symmetry("triangle5");
  EXPECT_EQ(starts.size(), 4u);  // corners, edge middles, the other edge holes, inner holes
  for (int hole : starts) expect_milp_agrees_with_dfs(game_with_empty_hole("triangle5", hole));
}

// CBC needs half a minute to a minute for a triangle6 start, so one start (the corner) stands
// for the board here; every start of triangle6 is checked for sat and smt.
TEST(SlowPegMilp, SolvesTriangle6FromTheCorner) {
  SKIP_WITHOUT_CBC();
  expect_milp_agrees_with_dfs(builtin_game("triangle6"));
}

TEST(PegMilp, AgreesWithDfsOnSmallSquareBoards) {
  SKIP_WITHOUT_CBC();
  for (const char* name : {"simple", "unsolvable", "plus", "triangle4"})
    expect_milp_agrees_with_dfs(builtin_game(name));
}

TEST(PegMilp, ModelSizeFollowsTheBoard) {
  // One peg variable per hole and step (steps + 1 positions), one jump variable per jump and
  // step; per step one "one jump" row and four rows per hole.
  const Game game = builtin_game("triangle5");
  const PegMilpEncoding encoding(game);
  const int holes = game.board.hole_count();
  const int jumps = static_cast<int>(game.board.jumps().size());
  const int steps = game.moves_to_goal();
  EXPECT_EQ(encoding.model().variables().size(),
            static_cast<std::size_t>((steps + 1) * holes + steps * jumps));
  EXPECT_EQ(encoding.model().rows().size(), static_cast<std::size_t>(steps * (1 + 4 * holes)));
}

// Each exported LP and MPS file is solved by the cbc program, and its solution file decodes
// into a game that replays (or a proof of no solution when there is none).
TEST(PegMilp, ExportedModelsAreSolvedByCbcAndDecode) {
  SKIP_WITHOUT_CBC();
  if (!testing_support::program_exists("/usr/bin/cbc")) GTEST_SKIP() << "no cbc program";
  for (const char* board : {"triangle5", "unsolvable"}) {
    const Game game = builtin_game(board);
    const bool solvable = solve_first(game).status == SearchStatus::kSolved;
    for (const char* format : {"lp", "mps"}) {
      const std::string stem = testing_support::temp_path(std::string(board) + "_peg");
      const std::string model = stem + "." + format;
      const std::string solution = stem + "_" + format + ".sol";
      {
        std::ofstream out(model);
        write_model(game, format, out);
      }
      testing_support::run_program("/usr/bin/cbc " + model + " solve solution " + solution,
                                   stem + ".log");
      const std::optional<Solution> decoded =
          decode_answer(game, testing_support::read_file(solution), solution);
      EXPECT_EQ(decoded.has_value(), solvable) << board << " " << format;
      if (decoded) {
        EXPECT_TRUE(replay(game, *decoded).valid);
      }
    }
  }
}

}  // namespace
}  // namespace puzzlelab::peg
