#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "peg_declarative_support.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/model_export.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;
using testing_support::game_with_empty_hole;

#define SKIP_WITHOUT_CADICAL() \
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL"

// Solvability by SAT equals solvability by DFS, and the SAT solution replays.
void expect_sat_agrees_with_dfs(const Game& game, const PegSatOptions& options = {}) {
  const PegSolveResult dfs = solve_first(game);
  const PegSolveResult sat = solve_sat(game, {}, options);
  ASSERT_NE(dfs.status, SearchStatus::kStopped);
  EXPECT_EQ(sat.status, dfs.status) << game.name;
  if (sat.status == SearchStatus::kSolved) {
    EXPECT_TRUE(replay(game, sat.solution).valid) << game.name;
    EXPECT_EQ(static_cast<int>(sat.solution.size()), game.moves_to_goal());
  }
}

TEST(PegSat, AgreesWithDfsOnEveryStartOfTriangle5) {
  SKIP_WITHOUT_CADICAL();
  for (int hole = 0; hole < 15; ++hole)
    expect_sat_agrees_with_dfs(game_with_empty_hole("triangle5", hole));
}

TEST(PegSat, AgreesWithDfsOnEveryStartOfTriangle6) {
  SKIP_WITHOUT_CADICAL();
  for (int hole = 0; hole < 21; ++hole)
    expect_sat_agrees_with_dfs(game_with_empty_hole("triangle6", hole));
}

TEST(PegSat, AgreesWithDfsOnSmallSquareBoards) {
  SKIP_WITHOUT_CADICAL();
  for (const char* name : {"simple", "unsolvable", "plus", "rhombus", "triangle4"})
    expect_sat_agrees_with_dfs(builtin_game(name));
}

TEST(PegSat, EveryPruningAndEncodingKeepsTheAnswer) {
  SKIP_WITHOUT_CADICAL();
  for (const char* board : {"plus", "triangle5", "unsolvable"}) {
    for (bool symmetry : {false, true}) {
      for (bool commuting : {false, true}) {
        for (sat::AtMostOneEncoding amo :
             {sat::AtMostOneEncoding::kPairwise, sat::AtMostOneEncoding::kSequential,
              sat::AtMostOneEncoding::kCommander}) {
          PegSatOptions options{.at_most_one = amo,
                                .symmetry_breaking = symmetry,
                                .commuting_order = commuting,
                                .peg_counts = symmetry && commuting};
          expect_sat_agrees_with_dfs(builtin_game(board), options);
        }
      }
    }
  }
}

TEST(PegSat, ExactGoalPositionsAgreeWithDfs) {
  SKIP_WITHOUT_CADICAL();
  // triangle5 from its top-empty start, ending with the last peg in a chosen hole.
  const Game base = builtin_game("triangle5");
  for (int hole = 0; hole < base.board.hole_count(); hole += 2) {
    const Cell cell = base.board.cell(hole);
    const Game game = load_game(
        {"triangle5", std::nullopt, std::to_string(cell.x) + "," + std::to_string(cell.y)});
    expect_sat_agrees_with_dfs(game);
  }
}

TEST(PegSat, EnumerationFindsEveryWinningGame) {
  SKIP_WITHOUT_CADICAL();
  // The number of distinct winning jump sequences is what the exact counter computes.
  for (const char* board : {"plus", "simple", "unsolvable", "triangle4"}) {
    const Game game = builtin_game(board);
    CountOptions options;
    options.threads = 1;
    options.progress = false;
    const GameCount count = count_games(game, options);
    ASSERT_EQ(count.status, CountStatus::kComplete);
    ASSERT_LT(count.winning, 5000) << board;
    const PegSatEnumeration all = enumerate_sat(game, {}, 5000);
    EXPECT_TRUE(all.complete) << board;
    EXPECT_EQ(all.solutions.size(), static_cast<std::size_t>(count.winning)) << board;
    for (const Solution& solution : all.solutions) EXPECT_TRUE(replay(game, solution).valid);
  }
}

TEST(PegSat, EnumerationStopsAtTheCap) {
  SKIP_WITHOUT_CADICAL();
  const PegSatEnumeration some = enumerate_sat(builtin_game("triangle5"), {}, 3);
  EXPECT_EQ(some.solutions.size(), 3u);
  EXPECT_FALSE(some.complete);
}

TEST(PegSat, ConflictLimitStops) {
  SKIP_WITHOUT_CADICAL();
  const PegSolveResult stopped = solve_sat(builtin_game("english"), {.conflicts = 10});
  EXPECT_EQ(stopped.status, SearchStatus::kStopped);
}

TEST(PegSat, ExportedDimacsIsSolvedByCadicalAndDecodes) {
  SKIP_WITHOUT_CADICAL();
  if (!testing_support::program_exists("/usr/bin/cadical")) GTEST_SKIP() << "no cadical program";
  for (const char* board : {"triangle5", "unsolvable"}) {
    const Game game = builtin_game(board);
    const std::string model = testing_support::temp_path(std::string(board) + ".cnf");
    const std::string answer = testing_support::temp_path(std::string(board) + ".cadical");
    {
      std::ofstream out(model);
      write_model(game, "dimacs", out);
    }
    const int status = testing_support::run_program("/usr/bin/cadical " + model, answer);
    const std::string text = testing_support::read_file(answer);
    const std::optional<Solution> decoded = decode_answer(game, text, answer);
    const PegSolveResult dfs = solve_first(game);
    if (dfs.status == SearchStatus::kSolved) {
      EXPECT_EQ(status, 10);
      ASSERT_TRUE(decoded.has_value()) << board;
      EXPECT_TRUE(replay(game, *decoded).valid);
    } else {
      EXPECT_EQ(status, 20);
      EXPECT_FALSE(decoded.has_value()) << board;
    }
  }
}

TEST(PegSat, DecodeRejectsAnAnswerForAnotherBoard) {
  SKIP_WITHOUT_CADICAL();
  // A model of triangle5 decoded against triangle5 with another start: the jumps do not replay.
  const Game game = builtin_game("triangle5");
  const PegSatEncoding encoding(game, {});
  const sat::SatResult answer = sat::solve_with_cadical(encoding.cnf());
  ASSERT_EQ(answer.status, BackendStatus::kSatisfiable);
  std::ostringstream text_stream;
  text_stream << "s SATISFIABLE\nv";
  for (int v = 1; v <= encoding.cnf().variable_count(); ++v)
    text_stream << ' ' << (answer.value(v) ? v : -v);
  text_stream << " 0\n";
  const std::string text = text_stream.str();
  EXPECT_TRUE(decode_answer(game, text, "answer.txt").has_value());
  EXPECT_THROW(decode_answer(game_with_empty_hole("triangle5", 4), text, "answer.txt"), InputError);
}

}  // namespace
}  // namespace puzzlelab::peg
