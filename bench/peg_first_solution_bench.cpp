// First solutions in the konami order: the fast solver against the plain recursive backtracker
// with a std::unordered_set of dead positions (the baseline the speed target is stated against),
// measured in the same run so the ratio means something on a noisy machine.
#include <benchmark/benchmark.h>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/reference_solver.hpp"

namespace puzzlelab::peg {
namespace {

Game builtin(const std::string& name) {
  return load_game({name, std::nullopt, std::nullopt});
}

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
    const auto solution = first_solution_reference(game);
    benchmark::DoNotOptimize(solution.has_value());
  }
}

BENCHMARK_CAPTURE(BM_FirstSolution, english, "english")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlainBacktrackingWithHashSet, english, "english")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_FirstSolution, rhombus, "rhombus")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlainBacktrackingWithHashSet, rhombus, "rhombus")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace puzzlelab::peg
