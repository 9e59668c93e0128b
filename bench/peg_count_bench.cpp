// Micro-benchmarks of exact game counting and of the start-hole analysis. Ratios matter more than
// times: each benchmark also reports positions per second, the one- and two-thread runs of the
// same board compare the threads against each other in the same run, and the analysis runs beside
// a count of every start hole one at a time, the way it was done before the middle join.
#include <benchmark/benchmark.h>

#include <vector>

#include "puzzles/peg/analyze.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/game_count.hpp"

namespace {

using puzzlelab::peg::AnalyzeOptions;
using puzzlelab::peg::Board;
using puzzlelab::peg::CountOptions;
using puzzlelab::peg::Game;

Game builtin(const char* board) {
  return puzzlelab::peg::load_game({board, std::nullopt, std::nullopt});
}

void count_board(benchmark::State& state, const char* board) {
  const Game game = builtin(board);
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

// Every start hole of the 21-hole triangle: all starts at once, half way, joined in the middle.
void BM_AnalyzeTriangle6(benchmark::State& state) {
  const Board board = builtin("triangle6").board;
  AnalyzeOptions options;
  options.threads = static_cast<int>(state.range(0));
  options.progress = false;
  for (auto _ : state) {
    const auto analysis = puzzlelab::peg::analyze_board(board, options);
    benchmark::DoNotOptimize(analysis.starts.back().winning_games);
  }
}
BENCHMARK(BM_AnalyzeTriangle6)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

// The same answers by one full count a start hole (one start of each class of symmetric holes),
// the analysis' former method: the ratio to BM_AnalyzeTriangle6 is what the join saves.
void BM_CountEveryStartTriangle6(benchmark::State& state) {
  const Board board = builtin("triangle6").board;
  CountOptions options;
  options.threads = static_cast<int>(state.range(0));
  options.progress = false;
  // The holes the analysis counts itself, the others following by symmetry.
  std::vector<int> representatives;
  AnalyzeOptions quiet;
  quiet.progress = false;
  for (const auto& start : puzzlelab::peg::analyze_board(board, quiet).starts) {
    if (start.mapped_from < 0) representatives.push_back(start.hole);
  }
  for (auto _ : state) {
    for (const int hole : representatives) {
      const auto count =
          puzzlelab::peg::count_games(puzzlelab::peg::single_vacancy_game(board, hole), options);
      benchmark::DoNotOptimize(count.winning);
    }
  }
}
BENCHMARK(BM_CountEveryStartTriangle6)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

}  // namespace
