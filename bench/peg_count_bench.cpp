// Micro-benchmarks of exact game counting. Ratios matter more than times: each benchmark also
// reports positions per second, and the one- and two-thread runs of the same board compare the
// threads against each other in the same run.
#include <benchmark/benchmark.h>

#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/game_count.hpp"

namespace {

using puzzlelab::peg::CountOptions;
using puzzlelab::peg::Game;

void count_board(benchmark::State& state, const char* board) {
  const Game game = puzzlelab::peg::load_game({board, std::nullopt, std::nullopt});
  CountOptions options;
  options.threads = static_cast<int>(state.range(0));
  options.progress = false;
  std::uint64_t positions = 0;
  for (auto _ : state) {
    const auto count = puzzlelab::peg::count_games(game, options);
    positions = count.positions;
    benchmark::DoNotOptimize(count.winning);
  }
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["positions/s"] =
      benchmark::Counter(static_cast<double>(positions) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
}

// The 15-hole triangle: small enough that fixed costs (tables, threads) show.
void BM_CountTriangle5(benchmark::State& state) {
  count_board(state, "triangle5");
}
BENCHMARK(BM_CountTriangle5)->Arg(1)->Unit(benchmark::kMicrosecond);

// The 21-hole triangle: some 150,000 positions, a mid-size run where the layers get big enough
// for the threads and the partitioned tables to matter.
void BM_CountTriangle6(benchmark::State& state) {
  count_board(state, "triangle6");
}
BENCHMARK(BM_CountTriangle6)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

}  // namespace
