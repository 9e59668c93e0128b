// First solutions in the konami order: the fast solver against the plain recursive backtracker
// with a std::unordered_set of dead positions (the baseline the speed target is stated against),
// measured in the same run so the ratio means something on a noisy machine.
#include <benchmark/benchmark.h>

#include <unordered_set>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"

namespace puzzlelab::peg {
namespace {

Game builtin(const std::string& name) { return load_game({name, std::nullopt, std::nullopt}); }

struct PlainBacktracker {
  const Game& game;
  std::unordered_set<std::uint64_t> dead;
  Solution path;

  bool solve(HoleSet position) {
    if (game.goal.reached_by(position)) return true;
    const auto key = static_cast<std::uint64_t>(position);
    if (dead.count(key) != 0) return false;
    for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
      if (!is_legal(game.board, position, j)) continue;
      path.push_back(j);
      if (solve(apply_jump(game.board, position, j))) return true;
      path.pop_back();
    }
    dead.insert(key);
    return false;
  }
};

void BM_FirstSolution(benchmark::State& state, const char* board) {
  const Game game = builtin(board);
  for (auto _ : state) {
    const PegSolveResult result = solve_first(game);
    benchmark::DoNotOptimize(result.solution.data());
    state.counters["nodes"] = static_cast<double>(result.stats.nodes);
  }
}

void BM_PlainBacktrackingWithHashSet(benchmark::State& state, const char* board) {
  const Game game = builtin(board);
  for (auto _ : state) {
    PlainBacktracker backtracker{game, {}, {}};
    benchmark::DoNotOptimize(backtracker.solve(game.start));
  }
}

BENCHMARK_CAPTURE(BM_FirstSolution, english, "english")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlainBacktrackingWithHashSet, english, "english")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_FirstSolution, rhombus, "rhombus")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlainBacktrackingWithHashSet, rhombus, "rhombus")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace puzzlelab::peg


