// analyze_board on the triangles, checked against the oracle and against replayed solutions.
#include <gtest/gtest.h>

#include <functional>

#include "core/bits.hpp"
#include "puzzles/peg/analyze.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/position_class.hpp"
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

// The analysis counts every start of a board at once and only half way, joining the middle layer
// with itself; count_games counts one start to the end. They must agree on every start hole,
// final hole by final hole: on every start the analysis counts itself, and every start a symmetry
// maps onto one of those has the same number of games.
// `counted_alone` (default: every start) picks the starts whose separate count is run.
void expect_analysis_matches_separate_counts(
    const Board& board, const BoardAnalysis& analysis, const std::string& name,
    const std::function<bool(Cell)>& counted_alone = [](Cell) { return true; }) {
  ASSERT_EQ(analysis.status, CountStatus::kComplete);
  ASSERT_EQ(analysis.starts.size(), static_cast<std::size_t>(board.hole_count()));
  CountOptions options;
  options.progress = false;
  for (const StartHoleAnalysis& start : analysis.starts) {
    SCOPED_TRACE(name + " empty " + to_string(board.cell(start.hole)));
    if (start.mapped_from >= 0) {
      EXPECT_EQ(to_decimal(start.winning_games),
                to_decimal(analysis.starts[start.mapped_from].winning_games));
      continue;
    }
    EXPECT_EQ(start.status, CountStatus::kComplete);
    if (!counted_alone(board.cell(start.hole))) continue;
    const Game game = single_vacancy_game(board, start.hole);
    const GameCount count = count_games(game, options);
    ASSERT_EQ(count.status, CountStatus::kComplete);
    std::map<int, u128> by_hole;
    for (const GoalClass& c : count.goal_classes) {
      for (const GoalPosition& p : expand_goal_class(c, count_symmetries(game, options))) {
        by_hole[lowest_bit(p.position)] += p.games;
      }
    }
    EXPECT_EQ(start.status, CountStatus::kComplete);
    EXPECT_EQ(to_decimal(start.winning_games), to_decimal(count.winning));
    EXPECT_EQ(start.winning_games_by_final_hole, by_hole);
    EXPECT_EQ(start.solvable, count.winning != 0);
  }
}

void expect_matches_separate_counts(const Board& board, const std::string& name) {
  expect_analysis_matches_separate_counts(board, analyze_board(board, quiet_analysis()), name);
}

Board board_from_text(const std::string& text) {
  return make_game(parse_board_text(text, "test board"), "test board").board;
}

// Odd hole counts join through one jump, even ones without; the diagonal board has no position
// classes (its starts form one group), the others several.
TEST(PegAnalyze, Triangle5MatchesSeparateCounts) {
  expect_matches_separate_counts(builtin_board("triangle5"), "triangle5");
}
TEST(PegAnalyze, Triangle4MatchesSeparateCounts) {
  expect_matches_separate_counts(builtin_board("triangle4"), "triangle4");
}
TEST(PegAnalyze, Triangle6MatchesSeparateCounts) {
  expect_matches_separate_counts(builtin_board("triangle6"), "triangle6");
}
TEST(PegAnalyze, Cross16MatchesSeparateCounts) {
  expect_matches_separate_counts(board_from_text(" ooo\nooooo\noo.oo\n ooo\n"), "cross16");
}
TEST(PegAnalyze, Rectangle3x5MatchesSeparateCounts) {
  expect_matches_separate_counts(board_from_text("ooooo\noo.oo\nooooo\n"), "rect3x5");
}
TEST(PegAnalyze, DiagonalRectangleMatchesSeparateCounts) {
  expect_matches_separate_counts(board_from_text("@ diagonal=yes\nooo\no.o\nooo\nooo\n"),
                                 "diagonal3x4");
}
// Boards of one and two holes: no jump at all; with two holes every start already is the goal.
TEST(PegAnalyze, TinyBoardsMatchSeparateCounts) {
  expect_matches_separate_counts(board_from_text(".\n"), "one hole");
  expect_matches_separate_counts(board_from_text("o.\n"), "two holes");
  expect_matches_separate_counts(board_from_text("oo.\n"), "three holes");
}

// Every start hole of the 15-hole triangle, one per class of symmetric holes: corner 29,760,
// beside the corner 14,880, edge middle 85,258, inner 1,550 winning games (George Bell's table).
TEST(PegAnalyze, Triangle5PublishedCountsForEveryStartHole) {
  const Board board = builtin_board("triangle5");
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  const auto games_from = [&](Cell empty) {
    return to_decimal(analysis.starts[board.index_of(empty)].winning_games);
  };
  EXPECT_EQ(games_from({4, 0}), "29760");
  EXPECT_EQ(games_from({3, 1}), "14880");
  EXPECT_EQ(games_from({2, 2}), "85258");
  EXPECT_EQ(games_from({4, 2}), "1550");
}

// The memory guard refuses a group of starts whose layers would pass it, before building the
// layer, says why, and still answers the groups that fit. The 5x5 square's groups: the centre,
// two of 4 holes, two of 8; their middle layers are about 27 K, 33 K, 76 K, 112 K and 164 K
// classes.
TEST(PegAnalyze, LayerLimitRefusesLargeGroupsAndAnswersTheRest) {
  const Board board = board_from_text("ooooo\nooooo\noo.oo\nooooo\nooooo\n");
  AnalyzeOptions options = quiet_analysis();
  options.max_layer_positions = 60000;
  const BoardAnalysis analysis = analyze_board(board, options);
  EXPECT_EQ(analysis.status, CountStatus::kStopped);
  EXPECT_NE(analysis.stop_reason.find("past the limit of 60000"), std::string::npos);
  int complete = 0;
  CountOptions count_options;
  count_options.progress = false;
  for (const StartHoleAnalysis& start : analysis.starts) {
    if (start.status != CountStatus::kComplete) {
      EXPECT_EQ(start.winning_games, 0u);
      continue;
    }
    ++complete;
    SCOPED_TRACE(to_string(board.cell(start.hole)));
    const GameCount count = count_games(single_vacancy_game(board, start.hole), count_options);
    EXPECT_EQ(to_decimal(start.winning_games), to_decimal(count.winning));
  }
  EXPECT_GT(complete, 0);
  EXPECT_LT(complete, board.hole_count());
}

// On the French board most start holes cannot leave one peg by de Bruijn's position classes, the
// centre among them: they are answered without a layer, so even a layer cap that refuses every
// other group answers them, and only them.
TEST(PegAnalyze, PositionClassesAnswerHopelessStartsWithoutLayers) {
  const Board board = builtin_board("french");
  AnalyzeOptions options = quiet_analysis();
  options.max_layer_positions = 1000;
  const BoardAnalysis analysis = analyze_board(board, options);
  EXPECT_EQ(analysis.status, CountStatus::kStopped);
  const PositionClasses classes(board);
  int answered = 0;
  for (const StartHoleAnalysis& start : analysis.starts) {
    SCOPED_TRACE(to_string(board.cell(start.hole)));
    const bool hopeless = classes.possible_final_holes(single_vacancy_game(board, start.hole)) == 0;
    EXPECT_EQ(start.status == CountStatus::kComplete, hopeless);
    if (start.status == CountStatus::kComplete) {
      EXPECT_FALSE(start.solvable);
      ++answered;
    }
  }
  EXPECT_GT(answered, 0);
  EXPECT_LT(answered, board.hole_count());
  EXPECT_EQ(analysis.starts[board.index_of({3, 3})].status, CountStatus::kComplete);
}

TEST(PegAnalyze, MemoryLimitSaysWhatItRefuses) {
  AnalyzeOptions options = quiet_analysis();
  options.limits.memory_bytes = std::uint64_t{16} << 20;
  const BoardAnalysis analysis = analyze_board(builtin_board("english"), options);
  EXPECT_EQ(analysis.status, CountStatus::kStopped);
  EXPECT_NE(analysis.stop_reason.find("memory limit"), std::string::npos);
  EXPECT_NE(analysis.stop_reason.find("positions"), std::string::npos);
  for (const StartHoleAnalysis& start : analysis.starts) {
    EXPECT_EQ(start.status, CountStatus::kStopped);
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

// The English board: the analysis (every start at once, half way and joined) against Bell's
// figure for centre to centre, the duality of games, and a count to the end of two of the starts
// it counts itself: the centre and 3,0 (an off-centre start joined through its group's labels;
// the other five off-centre counts took two more minutes of CI for what the smaller boards above
// check on every start). About a minute and a half in a Release build.
TEST(PegAnalyzeSlow, EnglishMatchesSeparateCountsAndBellsFigure) {
  const Board board = builtin_board("english");
  const BoardAnalysis analysis = analyze_board(board, quiet_analysis());
  ASSERT_EQ(analysis.status, CountStatus::kComplete);
  EXPECT_EQ(analysis.counted, 7);
  expect_analysis_matches_separate_counts(board, analysis, "english", [](Cell cell) {
    return cell == Cell{3, 3} || cell == Cell{3, 0};
  });
  const int centre = board.index_of({3, 3});
  EXPECT_EQ(to_decimal(analysis.starts[centre].winning_games_by_final_hole.at(centre)),
            "40861647040079968");
  // Every start hole can be played down to one peg, and the games from s ending at f are the
  // games from f ending at s (a game reversed and complemented).
  for (const StartHoleAnalysis& s : analysis.starts) {
    EXPECT_TRUE(s.solvable);
    for (const auto& [f, games] : s.winning_games_by_final_hole) {
      EXPECT_EQ(to_decimal(analysis.starts[f].winning_games_by_final_hole.at(s.hole)),
                to_decimal(games));
    }
  }
}

}  // namespace
}  // namespace puzzlelab::peg
