#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>

#include "../support/peg_games.hpp"
#include "core/bits.hpp"
#include "core/error.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/reference_solver.hpp"
#include "puzzles/peg/render.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

std::string grader_line(const Game& game, const Solution& solution) {
  std::string line;
  for (int jump : solution) {
    if (!line.empty()) line += ", ";
    line += describe_jump(game.board, jump);
  }
  return line;
}

bool plain_backtrack(const Game& game, Solution& path) {
  auto solution = first_solution_reference(game);
  if (solution) path = std::move(*solution);
  return solution.has_value();
}

// Expects solve_first to find plain backtracking's first solution, or none with it; `text` is
// the board, for the failure message. True when there is a solution.
bool first_solution_matches_plain_backtracking(const Game& game, const std::string& text) {
  const PegSolveResult result = solve_first(game);
  Solution reference;
  const bool found = plain_backtrack(game, reference);
  EXPECT_EQ(result.status == SearchStatus::kSolved, found) << text;
  if (found) {
    EXPECT_EQ(result.solution, reference) << text;
  }
  return found;
}

TEST(FirstSolution, AssignmentPlusBoard) {
  const Game game = builtin_game("plus");
  const PegSolveResult result = solve_first(game);
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(grader_line(game, result.solution),
            "(3, 2) -> (3, 0), (3, 4) -> (3, 2), (1, 3) -> (3, 3), (3, 3) -> (3, 1), "
            "(3, 0) -> (3, 2), (5, 3) -> (3, 3), (3, 2) -> (3, 4), (3, 5) -> (3, 3)");
}

TEST(FirstSolution, AssignmentSimpleAndUnsolvableBoards) {
  const Game simple = builtin_game("simple");
  const PegSolveResult result = solve_first(simple);
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(grader_line(simple, result.solution), "(1, 3) -> (3, 3)");
  EXPECT_EQ(solve_first(builtin_game("unsolvable")).status, SearchStatus::kNoSolution);
}

TEST(FirstSolution, EnglishAndRhombusMatchPlainBacktracking) {
  for (const char* name : {"english", "rhombus", "triangle5"}) {
    const Game game = builtin_game(name);
    const PegSolveResult result = solve_first(game);
    ASSERT_EQ(result.status, SearchStatus::kSolved) << name;
    EXPECT_EQ(static_cast<int>(result.solution.size()), game.moves_to_goal());
    EXPECT_TRUE(replay(game, result.solution).valid);
    Solution reference;
    ASSERT_TRUE(plain_backtrack(game, reference)) << name;
    EXPECT_EQ(result.solution, reference) << name;
  }
}

TEST(FirstSolution, FrenchIsProvedImpossibleWithoutSearching) {
  const PegSolveResult result = solve_first(builtin_game("french"));
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  ASSERT_TRUE(result.proof.has_value());
  EXPECT_EQ(result.stats.nodes, 0u);
}

TEST(FirstSolution, NodeLimitStopsTheSearch) {
  SearchLimits limits;
  limits.nodes = 100;
  const PegSolveResult result = solve_first(builtin_game("english"), limits);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
  EXPECT_LE(result.stats.nodes, 100u);
}

TEST(FirstSolution, LargeBoardsUseTheWideWord) {
  // A 9x9 square with the centre empty (81 holes) and a one-peg-anywhere goal: a node limit keeps
  // it short; what matters is that the u128 path runs and agrees with the rules.
  std::string text = "@ goal=any\n";
  for (int y = 0; y < 9; ++y) text += std::string(9, 'o') + "\n";
  text[text.size() - 50] = '.';
  const Game game = make_game(parse_board_text(text, "9x9"), "9x9");
  ASSERT_GT(game.board.hole_count(), 64);
  SearchLimits limits;
  limits.nodes = 200000;
  const PegSolveResult result = solve_first(game, limits);
  if (result.status == SearchStatus::kSolved) {
    EXPECT_TRUE(replay(game, result.solution).valid);
  }
  EXPECT_GT(result.stats.nodes, 0u);
}

// Every small random board: the fast solver finds exactly plain backtracking's first solution,
// or both find none.
TEST(FirstSolution, RandomSmallBoardsMatchPlainBacktracking) {
  std::mt19937 rng(20261129);
  int solved = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int width = 3 + static_cast<int>(rng() % 3);
    const int height = 3 + static_cast<int>(rng() % 2);
    const bool diagonal = rng() % 4 == 0;
    std::string text = std::string("@ goal=any diagonal=") + (diagonal ? "yes" : "no") + "\n";
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const unsigned roll = rng() % 10;
        text += roll < 6 ? 'o' : roll < 9 ? '.' : '#';
      }
      text += '\n';
    }
    std::optional<Game> parsed;
    try {
      parsed = make_game(parse_board_text(text, "random"), "random");
    } catch (const InputError&) {
      continue;  // no holes at all
    }
    const Game& game = *parsed;
    if (game.start_pegs() == 0) continue;
    if (first_solution_matches_plain_backtracking(game, text)) ++solved;
  }
  EXPECT_GT(solved, 10);
}

// The search follows the legal jumps as bits of a 128-bit word on boards of at most 128 jumps and
// tests every jump in turn above that: a line of 66 holes has exactly 128 jumps (and needs the
// wide position word), one of 67 holes has 130, and a 7x7 square 140 on a 49-hole word. Random
// starts on each must give plain backtracking's first solution, or none with it.
TEST(FirstSolution, BoardsAtAndPastThe128JumpLimitMatchPlainBacktracking) {
  struct Shape {
    int width, height;
    std::size_t jumps;
  };
  std::mt19937 rng(128);
  for (const Shape shape : {Shape{66, 1, 128}, Shape{67, 1, 130}, Shape{7, 7, 140}}) {
    int solved = 0;
    for (int trial = 0; trial < 60; ++trial) {
      // Pegs in a window, so that some starts can be played down to one peg; every third trial
      // at the far end, where the highest jump indices are.
      const int window_x = trial % 3 == 0
                               ? shape.width - 5
                               : static_cast<int>(rng() % static_cast<unsigned>(shape.width - 4));
      const int window_y = static_cast<int>(rng() % static_cast<unsigned>(shape.height));
      std::string text = "@ goal=any\n";
      for (int y = 0; y < shape.height; ++y) {
        for (int x = 0; x < shape.width; ++x) {
          const bool in_window =
              x >= window_x && x < window_x + 5 && y >= window_y && y < window_y + 3;
          text += in_window && rng() % 3 != 0 ? 'o' : '.';
        }
        text += '\n';
      }
      const Game game = make_game(parse_board_text(text, "shape"), "shape");
      ASSERT_EQ(game.board.jumps().size(), shape.jumps);
      if (game.start_pegs() == 0) continue;
      if (first_solution_matches_plain_backtracking(game, text)) ++solved;
    }
    EXPECT_GT(solved, 3) << shape.width << "x" << shape.height;
  }
}

}  // namespace
}  // namespace puzzlelab::peg
