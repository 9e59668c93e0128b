// Peg solitaire by the declarative methods (SAT with CaDiCaL, SMT with Z3, MILP with CBC), next
// to the konami DFS on the same boards in the same run (peg_first_solution_bench.cpp), so the
// figures read as ratios. Conflicts and B&B nodes are deterministic: compare them across machines.
#include <benchmark/benchmark.h>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/solve_method.hpp"

namespace puzzlelab::peg {
namespace {

void BM_DeclarativeFirstSolution(benchmark::State& state, SolveMethod method, const char* board) {
  const Game game = load_game({board, std::nullopt, std::nullopt});
  for (auto _ : state) {
    const PegSolveResult result = solve_with_method(game, method, {});
    if (result.status != SearchStatus::kSolved) state.SkipWithError("no solution found");
    benchmark::DoNotOptimize(result.solution.data());
    state.counters["conflicts"] = static_cast<double>(result.backend.conflicts);
    state.counters["bnb_nodes"] = static_cast<double>(result.backend.nodes);
    state.counters["clauses_or_rows"] = static_cast<double>(result.backend.constraints);
  }
}

BENCHMARK_CAPTURE(BM_DeclarativeFirstSolution, sat_triangle5, SolveMethod::kSat, "triangle5")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DeclarativeFirstSolution, smt_triangle5, SolveMethod::kSmt, "triangle5")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DeclarativeFirstSolution, milp_triangle5, SolveMethod::kMilp, "triangle5")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
// The English central game, 31 jumps: seconds, so one iteration.
BENCHMARK_CAPTURE(BM_DeclarativeFirstSolution, sat_english, SolveMethod::kSat, "english")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
}  // namespace puzzlelab::peg
