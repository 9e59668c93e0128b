// A short mutation fuzz run over the board parser and everything a parsed board feeds: random
// and mutated board files must give a Game or an InputError, never a crash, a hang or another
// exception. The sanitizer preset runs the same test under ASan and UBSan.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/error.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/render.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

constexpr int kIterations = 100000;

const std::string kAlphabet =
    "o.O# \n@=;,xgridtriangularsquarediagonalyesnogoalcenteranyname0123456789\t\r";

std::string seed_text(std::mt19937& rng) {
  static const char* kSeeds[] = {"english", "french", "plus", "triangle5", "english7x7", "simple"};
  const BoardText text = *builtin_board_text(kSeeds[rng() % std::size(kSeeds)]);
  std::string drawing = text.grid == GridKind::kTriangular ? "@ grid=triangular goal=any\n" : "";
  // Re-draw the board as a file.
  int width = 0, height = 0;
  for (Cell c : text.holes) {
    width = std::max(width, c.x + 1);
    height = std::max(height, c.y + 1);
  }
  std::vector<std::string> rows(height, std::string(width, ' '));
  for (Cell c : text.holes) rows[c.y][c.x] = '.';
  for (Cell c : text.pegs) rows[c.y][c.x] = 'o';
  for (const auto& row : rows) drawing += row + "\n";
  return drawing;
}

std::string mutate(std::string text, std::mt19937& rng) {
  const int edits = 1 + static_cast<int>(rng() % 6);
  for (int e = 0; e < edits; ++e) {
    const std::size_t at = text.empty() ? 0 : rng() % (text.size() + 1);
    const char c =
        (rng() % 8 == 0) ? static_cast<char>(rng() % 256) : kAlphabet[rng() % kAlphabet.size()];
    switch (rng() % 3) {
      case 0:
        text.insert(at, 1, c);
        break;
      case 1:
        if (at < text.size()) text.erase(at, 1);
        break;
      default:
        if (at < text.size()) text[at] = c;
        break;
    }
  }
  return text;
}

TEST(PegBoardFuzz, ParserAndSolversSurviveMutatedBoards) {
  std::mt19937 rng(12345);
  int accepted = 0;
  for (int i = 0; i < kIterations; ++i) {
    const std::string text = mutate(seed_text(rng), rng);
    try {
      const Game game = make_game(parse_board_text(text, "fuzz"), "fuzz");
      ++accepted;
      if (i % 8 != 0) continue;  // exercise the heavier consumers on a sample
      (void)board_symmetries(game.board);
      (void)position_class_proof(game);
      (void)render(game.board, game.start, RenderStyle{});
      SearchLimits limits;
      limits.nodes = 2000;
      const PegSolveResult result = solve_first(game, limits);
      if (result.status == SearchStatus::kSolved) {
        ASSERT_TRUE(replay(game, result.solution).valid);
      }
    } catch (const InputError& error) {
      ASSERT_NE(std::string(error.what()).find("fuzz"), std::string::npos) << error.what();
    }
  }
  EXPECT_GT(accepted, kIterations / 10);
}

}  // namespace
}  // namespace puzzlelab::peg
