#include "trace/trace_writer.hpp"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "core/error.hpp"

namespace puzzlelab::trace {
namespace {

using nlohmann::json;

// A toy puzzle: the state is a counter that "move" raises and "undo" lowers.
struct Recorded {
  std::vector<json> lines;
  int value = 0;
};

std::vector<json> write_toy(int moves, TraceOptions options) {
  Recorded recorded;
  TraceWriter writer(
      [&](std::string_view line) {
        EXPECT_EQ(line.back(), '\n');
        recorded.lines.push_back(json::parse(line));
      },
      options);
  writer.header("toy", "walk", {{"size", 3}}, {{"value", 0}}, [&] {
    return json{{"value", recorded.value}};
  });
  for (int i = 0; i < moves; ++i) {
    ++recorded.value;
    writer.event(Step::kAdvance, {{"e", "move"}});
    if (i % 3 == 2) {
      --recorded.value;
      writer.event(Step::kRetreat, {{"e", "undo"}});
    }
  }
  writer.event(Step::kSolution, {{"e", "solution"}});
  writer.end("solved", {{"nodes", moves}});
  return recorded.lines;
}

TEST(TraceWriter, HeaderEventsAndEndRoundTrip) {
  const auto lines = write_toy(4, {.max_events = 100, .snapshot_every = 1000});
  ASSERT_EQ(lines.size(), 1u + 4 + 1 + 1 + 1);  // header, moves, one undo, solution, end
  EXPECT_EQ(lines.front()["trace"], "puzzlelab-trace");
  EXPECT_EQ(lines.front()["version"], kFormatVersion);
  EXPECT_EQ(lines.front()["puzzle"], "toy");
  EXPECT_EQ(lines.front()["method"], "walk");
  EXPECT_EQ(lines.front()["instance"]["size"], 3);
  EXPECT_EQ(lines.front()["initial"]["value"], 0);
  const json& end = lines.back();
  EXPECT_EQ(end["e"], "end");
  EXPECT_EQ(end["status"], "solved");
  EXPECT_EQ(end["events"], 6);
  EXPECT_EQ(end["truncated"], false);
  EXPECT_EQ(end["nodes"], 4);
}

// Replaying the events from the header's state reaches each snapshot's state and counters.
TEST(TraceWriter, SnapshotsMatchReplay) {
  const auto lines = write_toy(50, {.max_events = 1000, .snapshot_every = 7});
  int value = lines.front()["initial"]["value"];
  std::int64_t depth = 0;
  std::uint64_t step = 0, nodes = 0, solutions = 0;
  int snapshots = 0;
  for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
    const json& line = lines[i];
    const std::string e = line["e"];
    if (e == "snapshot") {
      ++snapshots;
      EXPECT_EQ(line["step"], step);
      EXPECT_EQ(step % 7, 0u);
      EXPECT_EQ(line["depth"], depth);
      EXPECT_EQ(line["nodes"], nodes);
      EXPECT_EQ(line["solutions"], solutions);
      EXPECT_EQ(line["state"]["value"], value);
      continue;
    }
    ++step;
    if (e == "move") ++value, ++depth, ++nodes;
    if (e == "undo") --value, --depth;
    if (e == "solution") ++solutions;
  }
  EXPECT_EQ(snapshots, static_cast<int>(step / 7));
  EXPECT_EQ(step, lines.back()["events"]);
}

TEST(TraceWriter, CapCutsTheTraceOnceAndKeepsTheEnd) {
  const auto lines = write_toy(50, {.max_events = 10, .snapshot_every = 1000});
  int events = 0, truncated = 0;
  for (const json& line : lines) {
    if (line.contains("e") && line["e"] == "truncated") {
      ++truncated;
      EXPECT_EQ(line["limit"], 10);
    } else if (line.contains("e") && line["e"] != "end") {
      ++events;
    }
  }
  EXPECT_EQ(events, 10);
  EXPECT_EQ(truncated, 1);
  EXPECT_EQ(lines.back()["e"], "end");
  EXPECT_EQ(lines.back()["truncated"], true);
  EXPECT_EQ(lines.back()["events"], 10);
  EXPECT_EQ(lines.back()["nodes"], 50);  // the solver's own total goes on after the cut
}

// The toy's value and counters after each event of a full trace, by event number.
struct ToyStates {
  std::vector<json> states;  // [k]: after k events
  std::vector<std::array<std::uint64_t, 3>> counters;
};

ToyStates replay_toy(const std::vector<json>& lines) {
  ToyStates replay;
  int value = lines.front()["initial"]["value"];
  std::uint64_t depth = 0, nodes = 0, solutions = 0;
  replay.states.push_back({{"value", value}});
  replay.counters.push_back({depth, nodes, solutions});
  for (const json& line : lines) {
    const std::string e = line.value("e", "");
    if (e != "move" && e != "undo" && e != "solution") continue;
    if (e == "move") ++value, ++depth, ++nodes;
    if (e == "undo") --value, --depth;
    if (e == "solution") ++solutions;
    replay.states.push_back({{"value", value}});
    replay.counters.push_back({depth, nodes, solutions});
  }
  return replay;
}

// Every snapshot of a sampled trace shows the state and the counters the full trace has after
// the same number of events; solutions are always kept.
TEST(TraceWriter, SampledSnapshotsEqualTheFullRun) {
  const ToyStates full = replay_toy(write_toy(5000, {.max_events = 100'000}));
  TraceOptions sampled{.max_events = 100'000, .snapshot_every = 1000};
  sampled.sample = {.every = 7, .budget = 50, .depth = -1};
  const auto lines = write_toy(5000, sampled);
  ASSERT_TRUE(lines.front().contains("sample"));
  EXPECT_EQ(lines.front()["sample"]["every"], 7);
  EXPECT_EQ(lines.front()["sample"]["doubling_after"], 50);
  int snapshots = 0, events = 0, solutions = 0;
  for (const json& line : lines) {
    const std::string e = line.value("e", "");
    if (e == "snapshot") {
      ++snapshots;
      const std::uint64_t at = line["at"];
      ASSERT_LT(at, full.states.size());
      EXPECT_EQ(line["state"], full.states[at]) << "at " << at;
      EXPECT_EQ(line["depth"], full.counters[at][0]);
      EXPECT_EQ(line["nodes"], full.counters[at][1]);
      EXPECT_EQ(line["solutions"], full.counters[at][2]);
      EXPECT_GE(line["seconds"].get<double>(), 0.0);
    } else if (e == "move" || e == "undo" || e == "solution") {
      ++events;
      solutions += e == "solution";
    }
  }
  EXPECT_EQ(solutions, 1);
  EXPECT_GT(snapshots, 10);
  // 7, 14, 28, ... after each 50 kept: far fewer than the 6,667 events of the run.
  EXPECT_LT(events, 400);
  const json& end = lines.back();
  EXPECT_EQ(end["events"], events);
  EXPECT_EQ(end["events_heard"], full.states.size() - 1);
  EXPECT_GT(end["sample_every"].get<std::uint64_t>(), 7u);
}

// skip() says which events need not be built, and counts them as event() would.
TEST(TraceWriter, SkipCountsWhatItLeavesOut) {
  std::vector<json> lines;
  TraceOptions options;
  options.sample.every = 3;
  TraceWriter writer([&](std::string_view line) { lines.push_back(json::parse(line)); }, options);
  writer.header("toy", "walk", json::object(), {{"value", 0}}, [] { return json{{"value", 0}}; });
  int built = 0;
  for (int i = 0; i < 9; ++i) {
    if (writer.skip(Step::kNode)) continue;
    ++built;
    writer.event(Step::kNode, {{"e", "box"}});
  }
  EXPECT_FALSE(writer.skip(Step::kSolution));  // a solution is always kept
  EXPECT_EQ(built, 3);                         // events 3, 6 and 9
  EXPECT_EQ(writer.counters().step, 3u);
  EXPECT_EQ(writer.counters().events, 9u);
  EXPECT_EQ(writer.counters().nodes, 9u);
}

// An event counted otherwise than its name's usual step says so with "effect"; the usual ones
// carry nothing extra. Events heard before the header follow it; start_nodes is recorded.
TEST(TraceWriter, CountOverridesEarlyEventsAndStartNodes) {
  std::vector<json> lines;
  TraceWriter writer([&](std::string_view line) { lines.push_back(json::parse(line)); });
  writer.event(Step::kMark, {{"e", "progress"}, {"seconds", 0.5}});
  writer.header("toy", "walk", json::object(), {{"value", 0}}, nullptr, {.start_nodes = 1});
  writer.event(Step::kAdvance, {{"e", "move"}});
  writer.event(Step::kDeeper, {{"e", "move"}});
  writer.event(Step::kSolutionNode, {{"e", "solution"}});
  writer.end("solved");
  ASSERT_EQ(lines.size(), 6u);
  EXPECT_EQ(lines[0]["start_nodes"], 1);
  EXPECT_EQ(lines[1]["e"], "progress");
  EXPECT_FALSE(lines[2].contains("effect"));
  EXPECT_EQ(lines[3]["effect"], json({1, 0, 0}));
  EXPECT_EQ(lines[4]["effect"], json({0, 1, 1}));
  EXPECT_EQ(writer.counters().nodes, 1u + 1 + 0 + 1);
  EXPECT_EQ(writer.counters().depth, 2);
}

TEST(TraceWriter, RejectsZeroLimitsAndUnwritablePaths) {
  EXPECT_THROW(TraceWriter("/nonexistent-dir/trace.jsonl"), InputError);
  EXPECT_THROW(TraceWriter([](std::string_view) {}, {.max_events = 0}), InputError);
  EXPECT_THROW(TraceWriter([](std::string_view) {}, {.snapshot_every = 0}), InputError);
  TraceOptions never;
  never.sample.every = 0;
  EXPECT_THROW(TraceWriter([](std::string_view) {}, never), InputError);
}

}  // namespace
}  // namespace puzzlelab::trace
