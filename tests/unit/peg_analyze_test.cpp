// analyze_board on the triangles, checked against the oracle and against replayed solutions.
#include <gtest/gtest.h>

#include "core/bits.hpp"
#include "puzzles/peg/analyze.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/reference_counter.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

Board builtin_board(const char* name) {
  return load_game({name, std::nullopt, std::nullopt}).board;
}

AnalyzeOptions quiet_analysis() {
  AnalyzeOptions options;
  options.progress = false;
  return options;
}

// The 15-hole triangle can be played down to one peg from every start hole.
TEST(PegAnalyze, Triangle5EveryStartHoleIsSolvable) {
  const Board board = builtin_board("triangle5");
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  ASSERT_EQ(analysis.status, CountStatus::kComplete);
  ASSERT_EQ(analysis.starts.size(), 15u);
  for (const StartHoleAnalysis& start : analysis.starts) {
    SCOPED_TRACE(to_string(board.cell(start.hole)));
    EXPECT_TRUE(start.solvable);
    EXPECT_NE(start.final_holes, 0u);
  }
  // The 15 holes fall into 4 orbits under the triangle's 6 symmetries (corners, the holes next
  // to them, edge middles, the inner three): only one start per orbit is counted.
  EXPECT_EQ(analysis.counted, 4);
}

// The top corner start (the built-in game): 29,760 winning games, and the last peg can end back
// in the corner that was empty.
TEST(PegAnalyze, Triangle5CornerStart) {
  const Board board = builtin_board("triangle5");
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  const int top = board.index_of({4, 0});
  const StartHoleAnalysis& start = analysis.starts[top];
  EXPECT_EQ(to_decimal(start.winning_games), "29760");
  EXPECT_TRUE(test_bit(start.final_holes, top));
}

// Final holes and the winning games ending at each, against the plain recursive oracle.
void expect_matches_reference(const char* name) {
  const Board board = builtin_board(name);
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  ASSERT_EQ(analysis.status, CountStatus::kComplete);
  for (const StartHoleAnalysis& start : analysis.starts) {
    SCOPED_TRACE(std::string(name) + " empty " + to_string(board.cell(start.hole)));
    const ReferenceCount expected = count_games_reference(single_vacancy_game(board, start.hole));
    std::map<int, u128> by_hole;
    HoleSet finals = 0;
    for (const auto& [position, games] : expected.winning_by_final_position) {
      by_hole[lowest_bit(position)] = games;
      finals |= position;
    }
    EXPECT_EQ(start.final_holes, finals);
    EXPECT_EQ(start.winning_games_by_final_hole, by_hole);
    EXPECT_EQ(to_decimal(start.winning_games), to_decimal(expected.winning));
    EXPECT_EQ(start.solvable, expected.winning != 0);
  }
}

TEST(PegAnalyze, Triangle4MatchesReference) {
  expect_matches_reference("triangle4");
}
TEST(PegAnalyze, Triangle5MatchesReference) {
  expect_matches_reference("triangle5");
}

// Independent of the counting: the first-solution solver, aimed at one final hole at a time,
// finds (and replays) a solution exactly for the holes the analysis lists.
TEST(PegAnalyze, Triangle5FinalHolesAgreeWithTheSolver) {
  const Board board = builtin_board("triangle5");
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  for (const StartHoleAnalysis& start : analysis.starts) {
    for (int hole = 0; hole < board.hole_count(); ++hole) {
      SCOPED_TRACE(to_string(board.cell(start.hole)) + " -> " + to_string(board.cell(hole)));
      Game game = single_vacancy_game(board, start.hole);
      game.goal.kind = Goal::Kind::kPegs;
      game.goal.pegs = bit<HoleSet>(hole);
      const PegSolveResult result = solve_first(game);
      const bool listed = test_bit(start.final_holes, hole);
      EXPECT_EQ(result.status == SearchStatus::kSolved, listed);
      if (listed) {
        EXPECT_TRUE(replay(game, result.solution).valid);
      }
    }
  }
}

TEST(PegAnalyze, TimeLimitLeavesStartHolesUnknown) {
  AnalyzeOptions options = quiet_analysis();
  options.limits.seconds = 0.01;
  const BoardAnalysis analysis = analyze_board(builtin_board("english"), options);
  EXPECT_EQ(analysis.status, CountStatus::kStopped);
  ASSERT_EQ(analysis.starts.size(), 33u);
  EXPECT_EQ(analysis.starts.back().status, CountStatus::kStopped);
}

}  // namespace
}  // namespace puzzlelab::peg
