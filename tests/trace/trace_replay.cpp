#include "trace_replay.hpp"

#include <gtest/gtest.h>

namespace puzzlelab::trace {

TraceWriter::LineSink CollectedTrace::writer_sink() {
  return [this](std::string_view line) { lines.push_back(nlohmann::json::parse(line)); };
}

Step step_of(const std::string& event_name) {
  if (event_name == "move" || event_name == "place") return Step::kAdvance;
  if (event_name == "undo" || event_name == "remove") return Step::kRetreat;
  if (event_name == "box") return Step::kNode;
  if (event_name == "solution") return Step::kSolution;
  return Step::kMark;
}

Replay replay_trace(const std::vector<nlohmann::json>& lines, const ApplyEvent& apply) {
  Replay replay;
  if (lines.empty()) {
    ADD_FAILURE() << "empty trace";
    return replay;
  }
  replay.header = lines.front();
  EXPECT_EQ(replay.header.value("trace", ""), "puzzlelab-trace");
  EXPECT_EQ(replay.header.value("version", 0), kFormatVersion);
  replay.state = replay.header.at("initial");
  const std::uint64_t every = replay.header.at("snapshot_every");
  const std::uint64_t limit = replay.header.at("trace_limit");
  std::uint64_t last_snapshot = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const nlohmann::json& line = lines[i];
    const std::string name = line.at("e");
    if (!replay.end.is_null()) {
      ADD_FAILURE() << "a line after the end: " << line.dump();
      break;
    }
    if (name == "end") {
      replay.end = line;
      continue;
    }
    if (name == "truncated") {
      EXPECT_FALSE(replay.truncated) << "two truncated lines";
      EXPECT_EQ(replay.counters.step, limit);
      EXPECT_EQ(line.at("limit"), limit);
      replay.truncated = true;
      continue;
    }
    if (name == "snapshot") {
      ++replay.snapshots;
      EXPECT_EQ(line.at("step"), replay.counters.step);
      EXPECT_EQ(replay.counters.step % every, 0u);
      EXPECT_EQ(line.at("depth"), replay.counters.depth) << "step " << replay.counters.step;
      EXPECT_EQ(line.at("nodes"), replay.counters.nodes) << "step " << replay.counters.step;
      EXPECT_EQ(line.at("solutions"), replay.counters.solutions);
      EXPECT_EQ(line.at("state"), replay.state) << "step " << replay.counters.step;
      last_snapshot = replay.counters.step;
      continue;
    }
    EXPECT_FALSE(replay.truncated) << "an event after the truncated line";
    // A snapshot is due after every K-th event: the previous one must have come.
    if (replay.counters.step > 0 && replay.counters.step % every == 0) {
      EXPECT_EQ(last_snapshot, replay.counters.step) << "missing snapshot";
    }
    ++replay.counters.step;
    switch (step_of(name)) {
      case Step::kAdvance:
        ++replay.counters.depth;
        ++replay.counters.nodes;
        break;
      case Step::kRetreat:
        --replay.counters.depth;
        break;
      case Step::kNode:
        ++replay.counters.nodes;
        break;
      case Step::kMark:
        break;
      case Step::kSolution:
        ++replay.counters.solutions;
        break;
    }
    apply(line, replay.state);
    if (name == "solution") {
      replay.solution_states.push_back(replay.state);
      replay.solution_events.push_back(line);
    }
  }
  EXPECT_FALSE(replay.end.is_null()) << "no end line";
  if (!replay.end.is_null()) {
    EXPECT_EQ(replay.end.at("events"), replay.counters.step);
    EXPECT_EQ(replay.end.at("truncated"), replay.truncated);
  }
  return replay;
}

}  // namespace puzzlelab::trace
