#include "puzzles/peg/informed_solver.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "../support/peg_games.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

void expect_verified_solution(const Game& game, const PegSolveResult& result) {
  ASSERT_EQ(result.status, SearchStatus::kSolved) << game.name;
  EXPECT_EQ(result.method, "informed");
  EXPECT_EQ(static_cast<int>(result.solution.size()), game.moves_to_goal()) << game.name;
  EXPECT_TRUE(replay(game, result.solution).valid) << game.name;
}

TEST(InformedSolverTest, SolvesTheCatalogue) {
  for (const char* name : {"english", "rhombus", "plus", "simple", "triangle5", "triangle6"}) {
    const Game game = builtin_game(name);
    expect_verified_solution(game, solve_informed(game));
  }
}

// The corners make plain DFS hopeless here; the informed search needs a fraction of a second
// (a generous limit keeps the test meaningful under sanitizers).
TEST(InformedSolverTest, SolvesEnglish7x7) {
  const Game game = builtin_game("english7x7");
  SearchLimits limits;
  limits.seconds = 60;
  expect_verified_solution(game, solve_informed(game, limits));
}

TEST(InformedSolverTest, ProvesNoSolution) {
  for (const char* name : {"unsolvable", "french", "triangle4"}) {
    const PegSolveResult result = solve_informed(builtin_game(name));
    EXPECT_EQ(result.status, SearchStatus::kNoSolution) << name;
    EXPECT_EQ(result.method, "informed");
  }
  EXPECT_TRUE(solve_informed(builtin_game("french")).proof.has_value());  // position classes
}

TEST(InformedSolverTest, StopsAtTheNodeLimit) {
  SearchLimits limits;
  limits.nodes = 10;
  InformedOptions options;
  options.backward_positions = 0;
  EXPECT_EQ(solve_informed(builtin_game("english"), limits, options).status,
            SearchStatus::kStopped);
}

TEST(InformedSolverTest, StartThatIsTheGoalNeedsNoMoves) {
  Game game = builtin_game("simple");
  game.start = game.goal.pegs;
  const PegSolveResult result = solve_informed(game);
  EXPECT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_TRUE(result.solution.empty());
}

// A random game on a random board: square (with or without diagonals) or triangular, up to
// `span` columns and `rows` rows, `density` of holes holding pegs, an exact one-peg goal or one
// peg anywhere.
Game random_game(std::mt19937& rng, int span, int rows, double density) {
  std::uniform_real_distribution<double> unit(0, 1);
  const auto grid = unit(rng) < 0.3 ? GridKind::kTriangular : GridKind::kSquare;
  const bool diagonal = grid == GridKind::kSquare && unit(rng) < 0.25;
  std::vector<Cell> holes;
  while (holes.size() < 3) {
    holes.clear();
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < span; ++x) {
        if (grid == GridKind::kTriangular && (x + y) % 2 != 0) continue;
        if (unit(rng) < 0.8) holes.push_back({x, y});
      }
    }
  }
  Board board(grid, diagonal, holes);
  HoleSet start = 0;
  while (popcount(start) < 2) {
    start = 0;
    for (int h = 0; h < board.hole_count(); ++h) {
      if (unit(rng) < density) start |= HoleSet{1} << h;
    }
  }
  Goal goal;
  if (unit(rng) < 0.5) {
    goal.kind = Goal::Kind::kPegs;
    goal.pegs = HoleSet{1} << static_cast<int>(rng() % board.hole_count());
  }
  return Game{"random", std::move(board), start, goal};
}

void expect_agrees_with_reference(const Game& game, const InformedOptions& options) {
  const PegSolveResult reference = solve_first(game);
  const PegSolveResult informed = solve_informed(game, {}, options);
  ASSERT_EQ(informed.status, reference.status) << "holes " << game.board.hole_count();
  if (informed.status == SearchStatus::kSolved) {
    EXPECT_TRUE(replay(game, informed.solution).valid);
  }
}

// Each cut on its own and all together: no backward levels, no pagodas, both.
std::vector<InformedOptions> option_variants() {
  InformedOptions no_levels;
  no_levels.backward_positions = 0;
  InformedOptions no_pagodas;
  no_pagodas.use_pagodas = false;
  InformedOptions small_levels;
  small_levels.backward_positions = 50;
  return {InformedOptions{}, no_levels, no_pagodas, small_levels};
}

TEST(InformedSolverTest, AgreesWithReferenceOnRandomSmallGames) {
  std::mt19937 rng(2024);
  int solved = 0, unsolved = 0;
  for (int round = 0; round < 150; ++round) {
    const Game game = random_game(rng, 5 + static_cast<int>(rng() % 3), 4, 0.6);
    for (const InformedOptions& options : option_variants()) {
      expect_agrees_with_reference(game, options);
    }
    (solve_first(game).status == SearchStatus::kSolved ? solved : unsolved)++;
  }
  // Both outcomes occur, so the comparison covers proofs as well as solutions.
  EXPECT_GT(solved, 10);
  EXPECT_GT(unsolved, 10);
}

// Boards of more than 64 holes take the 128-bit path; sparse starts keep them small to search.
TEST(InformedSolverTest, AgreesWithReferenceOnWideBoards) {
  std::mt19937 rng(99);
  for (int round = 0; round < 30; ++round) {
    const Game game = random_game(rng, 14, 7, 0.12);
    if (game.board.hole_count() <= 64 || popcount(game.start) > 14) continue;
    for (const InformedOptions& options : option_variants()) {
      expect_agrees_with_reference(game, options);
    }
  }
}

}  // namespace
}  // namespace puzzlelab::peg
