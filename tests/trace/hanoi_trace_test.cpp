// Traced Tower of Hanoi answers: the moves replay through the rules to the goal, and the cap
// stops the generation of moves.
#include <gtest/gtest.h>

#include <vector>

#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/recursive.hpp"
#include "puzzles/hanoi/trace_moves.hpp"
#include "trace_replay.hpp"

namespace puzzlelab::hanoi {
namespace {

using nlohmann::json;

int peg_of(const json& letter) {
  return letter.get<std::string>().at(0) - 'A';
}

// Every move takes the top disk of its peg onto a peg with no smaller disk.
trace::Replay replay_hanoi(const std::vector<json>& lines) {
  const int pegs = lines.front().at("instance").at("pegs");
  return trace::replay_trace(lines, [pegs](const json& event, json& state) {
    const std::string name = event.at("e");
    if (name == "solution") return;
    ASSERT_EQ(name, "move");
    Config config = parse_config(state.at("config"), pegs, "state");
    Position position(config, pegs);
    const Move move{event.at("disk"), peg_of(event.at("from")), peg_of(event.at("to"))};
    ASSERT_TRUE(position.legal(move)) << event.dump() << " from " << state.dump();
    position.apply(move);
    state["config"] = to_string(position.config());
  });
}

// Traces `generate`'s moves as HanoiTracer does for the CLI.
template <class Generate>
std::vector<json> trace_of(const Config& start, const Config& goal, int pegs, Generate generate,
                           trace::TraceOptions options, std::uint64_t* generated = nullptr) {
  trace::CollectedTrace collected;
  trace::TraceWriter writer(collected.writer_sink(), options);
  HanoiTracer tracer(writer, "recursive", start, goal, pegs);
  std::uint64_t count = 0;
  tracer.trace_moves([&](HanoiTracer& sink) {
    generate([&](const Move& m) {
      ++count;
      sink(m);
    });
  });
  tracer.end("solved", {{"moves", count}});
  if (generated != nullptr) *generated = count;
  return collected.lines;
}

void expect_reaches_goal(const std::vector<json>& lines, const Config& goal, std::size_t moves) {
  const trace::Replay replay = replay_hanoi(lines);
  EXPECT_FALSE(replay.truncated);
  EXPECT_EQ(replay.header.at("instance").at("goal"), to_string(goal));
  EXPECT_EQ(replay.header.at("instance").at("disks"), goal.size());
  ASSERT_EQ(replay.solution_states.size(), 1u);
  EXPECT_EQ(replay.solution_states[0].at("config"), to_string(goal));
  EXPECT_EQ(replay.state.at("config"), to_string(goal));
  EXPECT_EQ(replay.counters.step, moves + 1);
  EXPECT_EQ(replay.counters.depth, static_cast<std::int64_t>(moves));
}

TEST(HanoiTrace, EveryGeneratorReplaysToTheGoal) {
  {  // classic, 3 pegs
    const Config start = tower(6, 0), goal = tower(6, 1);
    const auto lines =
        trace_of(start, goal, 3, [](auto&& sink) { classic_moves(6, 0, 1, 2, sink); },
                 {.max_events = 1000, .snapshot_every = 7});
    expect_reaches_goal(lines, goal, 63);
  }
  {  // any start to any goal
    const Config start = parse_config("ACBACB", 3, "start");
    const Config to = parse_config("BBCABC", 3, "goal");
    const auto list = optimal_move_list(start, to);
    const auto lines = trace_of(start, to, 3,
                                [&](auto&& sink) {
                                  for (const Move& m : list) sink(m);
                                },
                                {.max_events = 1000, .snapshot_every = 5});
    expect_reaches_goal(lines, to, list.size());
  }
  {  // four pegs, Frame-Stewart
    const Config start = tower(7, 0), goal = tower(7, 1);
    const auto lines =
        trace_of(start, goal, 4, [](auto&& sink) { frame_stewart_moves(7, 0, 1, 2, 3, sink); },
                 {.max_events = 1000, .snapshot_every = 3});
    expect_reaches_goal(lines, goal, static_cast<std::size_t>(frame_stewart_count(7)));
  }
  {  // bfs
    const StateSpace space(5, 4);
    const Config start = parse_config("ABCDA", 4, "start"), goal = parse_config("DDDDD", 4, "g");
    const auto path = space.shortest_path(space.encode(start), space.encode(goal));
    const auto lines = trace_of(start, goal, 4,
                                [&](auto&& sink) {
                                  for (const Move& m : path) sink(m);
                                },
                                {.max_events = 1000, .snapshot_every = 4});
    expect_reaches_goal(lines, goal, path.size());
  }
}

TEST(HanoiTrace, CapStopsTheGenerationAndWritesExactlyNEvents) {
  const Config start = tower(25, 0), goal = tower(25, 1);
  std::uint64_t generated = 0;
  const auto lines = trace_of(
      start, goal, 3, [](auto&& sink) { classic_moves(25, 0, 1, 2, sink); },
      {.max_events = 1000, .snapshot_every = 300}, &generated);
  EXPECT_EQ(generated, 1001u) << "one move past the cap, then the generator is stopped";
  const trace::Replay replay = replay_hanoi(lines);
  EXPECT_TRUE(replay.truncated);
  EXPECT_EQ(replay.counters.step, 1000u);
  EXPECT_EQ(replay.snapshots, 3u);
  EXPECT_TRUE(replay.solution_states.empty());
  EXPECT_EQ(lines[lines.size() - 2].at("e"), "truncated");
  EXPECT_EQ(lines.back().at("events"), 1000);
}

}  // namespace
}  // namespace puzzlelab::hanoi
