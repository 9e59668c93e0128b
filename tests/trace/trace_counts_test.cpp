// The counters a viewer replays from a trace are the solver's own: for every method that traces
// its work, the nodes counted from the trace's events (sampled or not) equal the report's nodes,
// and the moves of an answer traced after the fact count no nodes at all. The race page shows
// these counters beside the report's figures, so they must agree exactly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "registry/registry.hpp"
#include "trace_replay.hpp"

namespace puzzlelab {
namespace {

using nlohmann::json;

struct CountedRun {
  Report report;
  trace::Replay replay;
};

// The state is left as the header gives it: only the counters are checked here (each puzzle's
// own trace tests replay its states by the rules).
CountedRun counted_run(const std::string& puzzle_name, const std::string& instance_text,
                       const std::string& method, const trace::TraceSample& sample) {
  const Puzzle& puzzle = puzzle_named(puzzle_name);
  const std::unique_ptr<Instance> instance =
      puzzle.parse(puzzle_support::split_params(instance_text));
  trace::CollectedTrace collected;
  trace::TraceOptions trace_options;
  trace_options.sample = sample;
  trace::TraceWriter writer(collected.writer_sink(), trace_options);
  SolveOptions options;
  options.limits.seconds = 20;
  options.limits.nodes =
      10'000;  // searches stop here (brute force, English): counts must still agree
  options.trace = &writer;
  CountedRun run;
  run.report = run_method(puzzle, *instance, method, options);
  run.replay = trace::replay_trace(
      collected.lines, [](const json&, json&) {}, /*check_states=*/false);
  return run;
}

struct CountCase {
  std::string puzzle;
  std::string instance;
};

// Instances small enough for every traced method, and some that stop at the node limit (peg's
// English board, knights' backtracking on 8x8, tiles' default 31 moves).
const CountCase kCountCases[] = {
    {"peg", "board=triangle5"},
    {"peg", "board=english"},
    {"queens", "size=8 lock=d5"},
    {"queens", "size=6"},
    {"queens", "size=8"},
    {"nanobots", ""},
    {"knights", "size=5"},
    {"knights", "size=6 closed=yes start=c3"},
    {"knights", "size=8"},
    {"tiles", "start=0,1,3,2,5,8,4,7,6"},
    {"tiles", ""},
};

// The cases above, and the default instance of any other puzzle with a method that traces its
// work, so that a new puzzle's searches are checked without a line here.
std::vector<CountCase> count_cases() {
  std::vector<CountCase> cases(std::begin(kCountCases), std::end(kCountCases));
  for (const auto& puzzle : puzzles()) {
    bool listed = false, traced = false;
    for (const CountCase& c : kCountCases) listed |= puzzle->name() == c.puzzle;
    for (const MethodInfo& method : puzzle->methods()) traced |= method.traces_search();
    if (traced && !listed) cases.push_back({puzzle->name(), ""});
  }
  return cases;
}

TEST(TraceCounts, TracedMethodsCountTheReportsNodes) {
  int checked = 0;
  for (const CountCase& c : count_cases()) {
    const Puzzle& puzzle = puzzle_named(c.puzzle);
    for (const MethodInfo& method : puzzle.methods()) {
      if (!method.traces_search() || !method.available()) continue;
      for (const trace::TraceSample sample :
           {trace::TraceSample{}, trace::TraceSample{.every = 5, .budget = 200, .depth = 1}}) {
        SCOPED_TRACE(std::string(c.puzzle) + " " + c.instance + " " + method.name +
                     (sample.keeps_all() ? "" : " sampled"));
        const CountedRun run = counted_run(c.puzzle, c.instance, method.name, sample);
        if (run.replay.truncated) continue;  // a cut trace cannot count what it dropped
        ASSERT_TRUE(run.report.stats.nodes.has_value());
        // A sampled trace's last events may be left out: the end line's "final" counts them.
        const std::uint64_t nodes =
            run.replay.end.contains("final")
                ? run.replay.end.at("final").at("nodes").get<std::uint64_t>()
                : run.replay.counters.nodes;
        if (!run.replay.end.contains("final")) {
          EXPECT_TRUE(sample.keeps_all());
        }
        EXPECT_EQ(nodes, *run.report.stats.nodes);
        if (run.replay.end.contains("final") &&
            run.replay.end.at("final").at("at") == run.replay.counters.events) {
          EXPECT_EQ(run.replay.counters.nodes, nodes);  // nothing left out at the end
        }
        EXPECT_EQ(run.replay.end.at("nodes"), *run.report.stats.nodes);
        if (!sample.keeps_all()) {
          EXPECT_TRUE(run.replay.header.contains("sample"));
        }
        ++checked;
      }
    }
  }
  // peg dfs x 2 boards, queens' five searches and sat x 2 boards, nanobots bnb, knights'
  // two searches x 3 boards, tiles ida x 2 boards; each twice.
  EXPECT_GE(checked, 2 * (2 + 2 * 6 + 1 + 2 * 3 + 2) - 4);
}

// A method that traces only its answer: the moves show the answer, and count no nodes.
TEST(TraceCounts, AnswerMovesCountDepthButNoNodes) {
  for (const auto& [puzzle, instance, method, moves] :
       std::vector<std::tuple<std::string, std::string, std::string, std::int64_t>>{
           {"hanoi", "disks=3", "recursive", 7},
           {"peg", "board=triangle5", "sat", 13},
           {"tiles", "start=1,2,3,0,4,6,7,5,8", "bfs", 3}}) {
    SCOPED_TRACE(puzzle + " " + method);
    const CountedRun run = counted_run(puzzle, instance, method, {});
    EXPECT_EQ(run.replay.counters.nodes, 0u);
    if (moves >= 0) {
      EXPECT_EQ(run.replay.counters.depth, moves);
    }
    EXPECT_GT(run.replay.counters.depth, 0);
    EXPECT_EQ(run.replay.counters.solutions, 1u);
  }
}

}  // namespace
}  // namespace puzzlelab
