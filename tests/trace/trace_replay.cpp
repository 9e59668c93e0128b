#include "trace_replay.hpp"

#include <gtest/gtest.h>

namespace puzzlelab::trace {

TraceWriter::LineSink CollectedTrace::writer_sink() {
  return [this](std::string_view line) { lines.push_back(nlohmann::json::parse(line)); };
}

Replay replay_trace(const std::vector<nlohmann::json>& lines, const ApplyEvent& apply,
                    bool check_states) {
  Replay replay;
  if (lines.empty()) {
    ADD_FAILURE() << "empty trace";
    return replay;
  }
  replay.header = lines.front();
  EXPECT_EQ(replay.header.value("trace", ""), "puzzlelab-trace");
  EXPECT_EQ(replay.header.value("version", 0), kFormatVersion);
  replay.state = replay.header.at("initial");
  replay.counters.nodes = replay.header.value("start_nodes", std::uint64_t{0});
  const std::uint64_t every = replay.header.at("snapshot_every");
  const std::uint64_t limit = replay.header.at("trace_limit");
  std::uint64_t last_snapshot = 0;
  const bool sampled = replay.header.contains("sample");
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
      if (sampled && line.at("at") != replay.counters.events) {
        // Events were left out before this one: the snapshot carries the true state and counts.
        EXPECT_GT(line.at("at").get<std::uint64_t>(), replay.counters.events);
        replay.counters.events = line.at("at");
        replay.counters.depth = line.at("depth");
        replay.counters.nodes = line.at("nodes");
        replay.counters.solutions = line.at("solutions");
        replay.state = line.at("state");
        ++replay.gaps;
      } else {
        EXPECT_EQ(line.at("at"), replay.counters.events);
        if (!sampled) {
          EXPECT_EQ(replay.counters.step % every, 0u);
        }
        EXPECT_EQ(line.at("depth"), replay.counters.depth) << "step " << replay.counters.step;
        EXPECT_EQ(line.at("nodes"), replay.counters.nodes) << "step " << replay.counters.step;
        EXPECT_EQ(line.at("solutions"), replay.counters.solutions);
        if (check_states) {
          EXPECT_EQ(line.at("state"), replay.state) << "step " << replay.counters.step;
        }
      }
      last_snapshot = replay.counters.step;
      continue;
    }
    EXPECT_FALSE(replay.truncated) << "an event after the truncated line";
    // A snapshot is due after every K-th event: the previous one must have come.
    if (!sampled && replay.counters.step > 0 && replay.counters.step % every == 0) {
      EXPECT_EQ(last_snapshot, replay.counters.step) << "missing snapshot";
    }
    ++replay.counters.step;
    ++replay.counters.events;
    if (line.contains("effect")) {
      // [depth, nodes, solutions]: this event counts otherwise than its name's usual step.
      const nlohmann::json& count = line.at("effect");
      replay.counters.depth += count.at(0).get<int>();
      replay.counters.nodes += count.at(1).get<std::uint64_t>();
      replay.counters.solutions += count.at(2).get<std::uint64_t>();
    } else {
      switch (usual_step(name)) {
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
        case Step::kSolution:
          ++replay.counters.solutions;
          break;
        default:
          break;
      }
    }
    if (name != "progress") apply(line, replay.state);  // a solver's figures, not a move
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
