#include "puzzles/peg/pagoda.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "../support/peg_games.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

Game from_text(const std::string& text) {
  return make_game(parse_board_text(text, "test"), "test");
}

// Small games of every kind the generator must handle: square and triangular, with and without
// diagonal jumps, exact and one-peg-anywhere goals, with and without holes that start empty.
std::vector<Game> small_games() {
  return {
      builtin_game("triangle5"),
      builtin_game("plus"),
      builtin_game("simple"),
      from_text("@ goal=any\noooo\noo.o\noooo\n"),
      from_text("@ goal=1,1\n.ooo\noooo\noooo\n"),
      from_text("@ diagonal=yes goal=any\nooo\no.o\nooo\n"),
      from_text("@ goal=2,2\n..o..\n.ooo.\nooooo\n.ooo.\n..o..\n"),
      from_text("@ grid=triangular goal=3,2\n   .\n  o o\n o o o\no o o o\n"),
  };
}

TEST(PagodaTest, EveryGeneratedFunctionHoldsOnEveryJump) {
  std::vector<Game> games = small_games();
  for (const char* name :
       {"english", "french", "english7x7", "rhombus", "triangle8", "triangle15"}) {
    games.push_back(builtin_game(name));
  }
  for (const Game& game : games) {
    const std::vector<Pagoda> pagodas = generate_pagodas(game);
    for (const Pagoda& p : pagodas) {
      ASSERT_EQ(static_cast<int>(p.weights.size()), game.board.hole_count()) << game.name;
      for (const Jump& j : game.board.jumps()) {
        EXPECT_LE(p.weights[j.to], p.weights[j.from] + p.weights[j.over])
            << game.name << " " << p.name;
      }
    }
  }
}

TEST(PagodaTest, CrossBoardsGetFunctionsFromEveryFamily) {
  for (const char* name : {"english", "english7x7"}) {
    std::set<std::string> families;
    for (const Pagoda& p : generate_pagodas(builtin_game(name))) families.insert(p.name);
    EXPECT_TRUE(families.count("fibonacci")) << name;
    EXPECT_TRUE(families.count("lift-split")) << name;
    EXPECT_TRUE(families.count("class3")) << name;  // the centre's: both coordinates odd
  }
}

TEST(PagodaTest, IsPagodaRejectsAViolation) {
  const Game game = builtin_game("english");
  std::vector<int> weights(game.board.hole_count(), 0);
  EXPECT_TRUE(is_pagoda(game.board, weights));
  weights[*game.board.center()] = 1;  // reachable by a jump over two zero-weight holes
  EXPECT_FALSE(is_pagoda(game.board, weights));
  EXPECT_FALSE(is_pagoda(game.board, std::vector<int>(3, 0)));  // wrong size
}

TEST(PagodaTest, ValueNeverIncreasesAlongRandomGames) {
  std::mt19937 rng(7);
  for (const char* name : {"english", "english7x7", "triangle6"}) {
    const Game game = builtin_game(name);
    const std::vector<Pagoda> pagodas = generate_pagodas(game);
    for (int round = 0; round < 20; ++round) {
      HoleSet position = game.start;
      for (;;) {
        std::vector<int> legal;
        for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
          if (is_legal(game.board, position, j)) legal.push_back(j);
        }
        if (legal.empty()) break;
        const HoleSet next = apply_jump(game.board, position, legal[rng() % legal.size()]);
        for (const Pagoda& p : pagodas) {
          ASSERT_LE(pagoda_value(p.weights, next), pagoda_value(p.weights, position)) << name;
        }
        position = next;
      }
    }
  }
}

// Every position the start can reach, by breadth-first search over jumps.
std::vector<HoleSet> reachable_positions(const Game& game) {
  std::vector<HoleSet> all = {game.start};
  std::set<HoleSet> seen = {game.start};
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
      if (!is_legal(game.board, all[i], j)) continue;
      const HoleSet next = apply_jump(game.board, all[i], j);
      if (seen.insert(next).second) all.push_back(next);
    }
  }
  return all;
}

// The bounds cut a position only when the reference DFS cannot win from it, and never call a
// reachable position unreachable; checked on every reachable position of the small games.
TEST(PagodaTest, BoundsNeverCutAWinnablePosition) {
  std::size_t cuts = 0;
  for (const Game& game : small_games()) {
    const PagodaBounds<std::uint64_t> bounds(game, generate_pagodas(game));
    for (HoleSet position : reachable_positions(game)) {
      const auto bits = static_cast<std::uint64_t>(position);
      EXPECT_FALSE(bounds.unreachable_from_start(bits)) << game.name;
      if (!bounds.goal_out_of_reach(bits)) continue;
      ++cuts;
      Game from_here = game;
      from_here.start = position;
      EXPECT_NE(solve_first(from_here).status, SearchStatus::kSolved)
          << game.name << ": a winnable position was cut";
    }
  }
  EXPECT_GT(cuts, 0u);  // the check is not vacuous
}

TEST(PagodaTest, SetIsClosedUnderTheBoardSymmetries) {
  for (const char* name : {"english7x7", "triangle5", "rhombus"}) {
    const Game game = builtin_game(name);
    const std::vector<Pagoda> pagodas = generate_pagodas(game);
    std::set<std::vector<int>> all;
    for (const Pagoda& p : pagodas) all.insert(p.weights);
    for (const Permutation& perm : board_symmetries(game.board)) {
      for (const Pagoda& p : pagodas) {
        std::vector<int> image(p.weights.size());
        for (std::size_t h = 0; h < image.size(); ++h) image[perm[h]] = p.weights[h];
        EXPECT_TRUE(all.count(image)) << name << " " << p.name;
      }
    }
  }
}

}  // namespace
}  // namespace puzzlelab::peg
