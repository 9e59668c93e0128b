// Micro-benchmarks of N-queens counting and large-N solving. Ratios matter more than times: both
// counting methods (the half-board join, and backtracking with symmetry reduction) run beside a
// plain bitboard counter with no symmetry, written here only as a baseline, so each run reports
// the speed-up in the same run.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdint>

#include "puzzles/queens/count.hpp"
#include "puzzles/queens/solve_large.hpp"

namespace {

// The textbook bitboard count: every row, every free column, no symmetry, one thread.
std::uint64_t plain_bitboard_count(std::uint32_t mask, std::uint32_t left, std::uint32_t down,
                                   std::uint32_t right) {
  if (down == mask) return 1;
  std::uint64_t count = 0;
  for (std::uint32_t free = mask & ~(left | down | right); free;) {
    const std::uint32_t bit = free & -free;
    free ^= bit;
    count += plain_bitboard_count(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
  return count;
}

void BM_QueensCountPlainBitboard(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const std::uint32_t mask = (std::uint32_t{1} << n) - 1;
  std::uint64_t total = 0;
  for (auto _ : state) {
    total = plain_bitboard_count(mask, 0, 0, 0);
    benchmark::DoNotOptimize(total);
  }
  state.counters["solutions"] = static_cast<double>(total);
}
BENCHMARK(BM_QueensCountPlainBitboard)->DenseRange(12, 14)->Unit(benchmark::kMillisecond);

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Arguments: N, threads, method (0 join, 1 backtrack). The counter `vs_plain` is the plain
// baseline's wall time (timed once, in this run) over the method's mean wall time.
void BM_QueensCountFast(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  puzzlelab::queens::CountOptions options;
  options.threads = static_cast<int>(state.range(1));
  options.method = state.range(2) == 0 ? puzzlelab::queens::CountMethod::kJoin
                                       : puzzlelab::queens::CountMethod::kBacktrack;
  state.SetLabel(to_string(options.method));
  options.progress = false;
  std::uint64_t total = 0;
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    total = puzzlelab::queens::count_queens(n, options).count.total;
    benchmark::DoNotOptimize(total);
  }
  const double fast = seconds_since(start) / static_cast<double>(state.iterations());
  const auto plain_start = std::chrono::steady_clock::now();
  benchmark::DoNotOptimize(plain_bitboard_count((std::uint32_t{1} << n) - 1, 0, 0, 0));
  state.counters["solutions"] = static_cast<double>(total);
  state.counters["vs_plain"] = seconds_since(plain_start) / fast;
}
BENCHMARK(BM_QueensCountFast)
    ->ArgsProduct({{12, 13, 14}, {1, 2}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The join alone on a board where the plain baseline would take too long to time in every run
// (N = 16, one thread: a few tenths of a second). Argument: N.
void BM_QueensCountJoinLarge(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  puzzlelab::queens::CountOptions options;
  options.threads = 1;
  options.method = puzzlelab::queens::CountMethod::kJoin;
  options.progress = false;
  std::uint64_t total = 0;
  for (auto _ : state) {
    total = puzzlelab::queens::count_queens(n, options).count.total;
    benchmark::DoNotOptimize(total);
  }
  state.counters["solutions"] = static_cast<double>(total);
}
BENCHMARK(BM_QueensCountJoinLarge)->Arg(16)->Unit(benchmark::kMillisecond)->UseRealTime();

// Arguments: N, method (0 construct, 1 min-conflicts).
void BM_QueensSolveLarge(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const auto method = state.range(1) == 0 ? puzzlelab::queens::LargeMethod::kConstruct
                                          : puzzlelab::queens::LargeMethod::kMinConflicts;
  for (auto _ : state) {
    const auto solution = puzzlelab::queens::solve_large(n, {method, 1});
    benchmark::DoNotOptimize(solution.placement.data());
  }
}
BENCHMARK(BM_QueensSolveLarge)
    ->Args({1'000'000, 0})
    ->Args({1'000'000, 1})
    ->Unit(benchmark::kMillisecond);

}  // namespace
