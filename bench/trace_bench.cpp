// The cost of tracing a search: one event written by the trace writer (built as the peg tracer
// builds a jump, dumped as a JSON line, a snapshot every 1,000 events), and one event left out by
// sampling (TraceWriter::skip, what a brute-force run pays for each of its 10^8 events). One
// iteration is one event, so the time column is the cost of an event.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "trace/trace_writer.hpp"

namespace puzzlelab::trace {
namespace {

void BM_TraceWriterEventWritten(benchmark::State& state) {
  std::uint64_t bytes = 0;
  TraceOptions options;
  options.max_events = UINT64_MAX;
  options.max_bytes = UINT64_MAX;
  TraceWriter writer([&bytes](std::string_view line) { bytes += line.size(); }, options);
  const std::string pegs(33, '1');
  writer.header("peg", "dfs", nlohmann::json::object(), {{"pegs", pegs}}, [&pegs] {
    return nlohmann::json{{"pegs", pegs}};
  });
  int jump = 0;
  for (auto _ : state) {
    jump = (jump + 1) % 76;
    writer.event(
        Step::kAdvance,
        {{"e", "move"}, {"from", jump % 33}, {"over", (jump + 1) % 33}, {"to", (jump + 2) % 33}});
  }
  benchmark::DoNotOptimize(bytes);
  state.SetItemsProcessed(state.iterations());
  state.counters["bytes_per_event"] =
      static_cast<double>(bytes) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_TraceWriterEventWritten);

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
