// The nanobots branch and bound on each real 1000-bot input, repeated so that the median is
// reported; the counters give the search's size (boxes explored) next to its time.
#include <benchmark/benchmark.h>

#include <string>

#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/parse.hpp"

namespace {

using puzzlelab::nanobots::Part2Result;
using puzzlelab::nanobots::Swarm;

// The data lives in the source tree next to the tests; this file's own path finds it.
std::string data_path(const std::string& file) {
  const std::string self = __FILE__;
  const std::string root = self.substr(0, self.rfind("bench/"));
  return root + "tests/nanobots/data/" + file;
}

void solve_input(benchmark::State& state, const std::string& file) {
  const Swarm swarm = puzzlelab::nanobots::load_swarm(data_path(file));
  Part2Result result;
  for (auto _ : state) {
    result = puzzlelab::nanobots::solve_bnb(swarm);
    benchmark::DoNotOptimize(result.best.distance);
  }
  state.counters["boxes"] = static_cast<double>(result.stats.nodes);
  state.counters["peak_queue"] = static_cast<double>(result.peak_queue);
}

const bool kRegistered = [] {
  for (const char* name : {"alexchao26", "bblum", "dop", "msjogren"}) {
    const std::string file = std::string("input-") + name + ".txt";
    benchmark::RegisterBenchmark((std::string("BM_NanobotsBnb/") + name).c_str(), solve_input, file)
        ->Unit(benchmark::kMillisecond)
        ->Repetitions(9)
        ->ReportAggregatesOnly(true);
  }
  return true;
}();

}  // namespace
