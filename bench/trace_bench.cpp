// The cost of tracing a search: one event written by the trace writer (a snapshot every 1,000
// events), and one event left out by sampling (TraceWriter::skip, what a brute-force run pays for
// each of its 10^8 events). The events written are a peg jump as the peg tracer gives it (a
// braced list of integers, written straight into the line), the same jump into a position the
// solver does not count (with its "effect"), and a nanobots box, its corners json arrays (the
// event is a json object) or lists of integers. One iteration is one event, so the time column is
// the cost of an event.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <string>

#include "trace/trace_writer.hpp"

namespace puzzlelab::trace {
namespace {

// A trace of an English board's run, to no file: its lines are only counted.
struct PegTrace {
  std::uint64_t bytes = 0;
  std::string pegs = std::string(33, '1');
  TraceWriter writer;

  PegTrace()
      : writer([this](std::string_view line) { bytes += line.size(); },
               {.max_events = UINT64_MAX, .max_bytes = UINT64_MAX}) {
    writer.header("peg", "dfs", nlohmann::json::object(), {{"pegs", pegs}}, [this] {
      return nlohmann::json{{"pegs", pegs}};
    });
  }

  void report(benchmark::State& state) const {
    benchmark::DoNotOptimize(bytes);
    state.SetItemsProcessed(state.iterations());
    state.counters["bytes_per_event"] =
        static_cast<double>(bytes) / static_cast<double>(state.iterations());
  }
};

void write_jumps(benchmark::State& state, Step step) {
  PegTrace trace;
  int jump = 0;
  for (auto _ : state) {
    jump = (jump + 1) % 76;
    trace.writer.event(
        step,
        {{"e", "move"}, {"from", jump % 33}, {"over", (jump + 1) % 33}, {"to", (jump + 2) % 33}});
  }
  trace.report(state);
}

void BM_TraceWriterEventWritten(benchmark::State& state) {
  write_jumps(state, Step::kAdvance);
}
BENCHMARK(BM_TraceWriterEventWritten);

void BM_TraceWriterEventWithEffectWritten(benchmark::State& state) {
  write_jumps(state, Step::kDeeper);
}
BENCHMARK(BM_TraceWriterEventWithEffectWritten);

// A nanobots box: its corners as the box tracer gives them (json arrays, so the event is a json
// object), and as lists of integers.
void BM_TraceWriterJsonEventWritten(benchmark::State& state) {
  PegTrace trace;
  int box = 0;
  for (auto _ : state) {
    box = (box + 1) % 1000;
    trace.writer.event(Step::kNode, {{"e", "box"},
                                     {"lo", nlohmann::json::array({box, -box, 7})},
                                     {"hi", nlohmann::json::array({box + 9, 3 - box, 70})},
                                     {"bound", box}});
  }
  trace.report(state);
}
BENCHMARK(BM_TraceWriterJsonEventWritten);

void BM_TraceWriterListEventWritten(benchmark::State& state) {
  PegTrace trace;
  int box = 0;
  for (auto _ : state) {
    box = (box + 1) % 1000;
    const std::array<int, 3> lo = {box, -box, 7}, hi = {box + 9, 3 - box, 70};
    trace.writer.event(Step::kNode, {{"e", "box"}, {"lo", lo}, {"hi", hi}, {"bound", box}});
  }
  trace.report(state);
}
BENCHMARK(BM_TraceWriterListEventWritten);

void BM_TraceWriterEventSampledOut(benchmark::State& state) {
  TraceOptions options;
  options.sample.every = std::uint64_t{1} << 62;
  TraceWriter writer([](std::string_view) {}, options);
  writer.header("queens", "brute", nlohmann::json::object(), nlohmann::json::object(), nullptr);
  std::uint64_t skipped = 0;
  for (auto _ : state) skipped += writer.skip(Step::kDeeper) ? 1 : 0;
  benchmark::DoNotOptimize(skipped);
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TraceWriterEventSampledOut);

}  // namespace
}  // namespace puzzlelab::trace
