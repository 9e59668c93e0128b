// First solutions by informed search. The konami solver's figures (peg_first_solution_bench.cpp)
// come from the same executable and run, so the two can be read as a ratio.
#include <benchmark/benchmark.h>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/informed_solver.hpp"

namespace puzzlelab::peg {
namespace {

void BM_InformedFirstSolution(benchmark::State& state, const char* board) {
  const Game game = load_game({board, std::nullopt, std::nullopt});
  for (auto _ : state) {
    const PegSolveResult result = solve_informed(game);
    if (result.status != SearchStatus::kSolved) state.SkipWithError("no solution found");
    benchmark::DoNotOptimize(result.solution.data());
    state.counters["nodes"] = static_cast<double>(result.stats.nodes);
  }
}

BENCHMARK_CAPTURE(BM_InformedFirstSolution, english7x7, "english7x7")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_InformedFirstSolution, english, "english")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace puzzlelab::peg
