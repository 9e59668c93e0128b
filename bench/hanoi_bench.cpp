// Tower of Hanoi: the exact distance between two random 64-disk configurations (microseconds,
// no state graph), the classic 25-disk transfer generated move by move, and BFS over the 3^13
// states of the 13-disk graph (the reference the closed forms are tested against).
#include <benchmark/benchmark.h>

#include <random>

#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/recursive.hpp"

namespace puzzlelab::hanoi {
namespace {

Config random_config(std::mt19937_64& rng, int disks) {
  Config config(disks);
  for (auto& peg : config) peg = static_cast<std::uint8_t>(rng() % 3);
  return config;
}

void BM_HanoiDistance64Disks(benchmark::State& state) {
  std::mt19937_64 rng(2026);
  std::vector<std::pair<Config, Config>> pairs;
  for (int i = 0; i < 1024; ++i) pairs.emplace_back(random_config(rng, 64), random_config(rng, 64));
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [start, goal] = pairs[i++ % pairs.size()];
    benchmark::DoNotOptimize(plan(start, goal).count);
  }
}
BENCHMARK(BM_HanoiDistance64Disks)->Unit(benchmark::kMicrosecond);

void BM_HanoiClassicMoves25(benchmark::State& state) {
  for (auto _ : state) {
    std::uint64_t moved_disks = 0;
    auto sink = [&](const Move& move) { moved_disks += static_cast<std::uint64_t>(move.disk); };
    classic_moves(25, 0, 1, 2, sink);
    benchmark::DoNotOptimize(moved_disks);
  }
}
BENCHMARK(BM_HanoiClassicMoves25)->Unit(benchmark::kMillisecond);

void BM_HanoiBfs13(benchmark::State& state) {
  const StateSpace space(13, 3);
  for (auto _ : state) benchmark::DoNotOptimize(space.distances(0).data());
}
BENCHMARK(BM_HanoiBfs13)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace puzzlelab::hanoi
