#include "trace/trace_writer.hpp"

#include <gtest/gtest.h>

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

TEST(TraceWriter, RejectsZeroLimitsAndUnwritablePaths) {
  EXPECT_THROW(TraceWriter("/nonexistent-dir/trace.jsonl"), InputError);
  EXPECT_THROW(TraceWriter([](std::string_view) {}, {.max_events = 0}), InputError);
  EXPECT_THROW(TraceWriter([](std::string_view) {}, {.snapshot_every = 0}), InputError);
}

}  // namespace
}  // namespace puzzlelab::trace
