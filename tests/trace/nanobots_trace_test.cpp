// Traced nanobot runs: the branch and bound explores the same boxes traced or not, and the last
// solution event is its answer.
#include <gtest/gtest.h>

#include <random>

#include "../nanobots/swarm_files.hpp"
#include "backends/backend_result.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve_method.hpp"
#include "puzzles/nanobots/trace_boxes.hpp"
#include "trace_replay.hpp"

namespace puzzlelab::nanobots {
namespace {

using nlohmann::json;

using testing_support::load_test_swarm;

Swarm random_swarm(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> bots(1, 20), coord(-300, 300), radius(0, 200);
  Swarm swarm(bots(rng));
  for (Bot& bot : swarm) bot = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
  return swarm;
}

using TracedRun = trace::TracedRun<BackendPart2Result>;

TracedRun run_traced(const Swarm& swarm, Method method, const SearchLimits& limits,
                     trace::TraceOptions options) {
  return trace::collect_trace(options, [&](trace::TraceWriter& writer) {
    return solve_traced(swarm, method, limits, writer);
  });
}

// Boxes have lo <= hi on every axis; each solution is better than the last and has the count
// and distance it reports.
trace::Replay replay_nanobots(const std::vector<json>& lines, const Swarm& swarm) {
  return trace::replay_trace(lines, [&swarm](const json& event, json& state) {
    const std::string name = event.at("e");
    if (name == "box") {
      for (int axis = 0; axis < 3; ++axis)
        EXPECT_LE(event.at("lo")[axis].get<Coord>(), event.at("hi")[axis].get<Coord>());
      return;
    }
    ASSERT_EQ(name, "solution");
    const Point p{event.at("point")[0], event.at("point")[1], event.at("point")[2]};
    const Candidate candidate{event.at("count"), event.at("distance"), p};
    EXPECT_EQ(count_covering(swarm, p), candidate.count) << event.dump();
    EXPECT_EQ(norm(p), candidate.distance);
    if (!state.at("best").is_null()) {
      const json& best = state.at("best");
      const Candidate last{best.at("count"), best.at("distance"),
                           Point{best.at("point")[0], best.at("point")[1], best.at("point")[2]}};
      EXPECT_TRUE(better(candidate, last)) << "a solution no better than the last";
    }
    state["best"] = {
        {"point", event.at("point")}, {"count", candidate.count}, {"distance", candidate.distance}};
  });
}

void expect_last_solution_is_answer(const trace::Replay& replay, const Part2Result& answer) {
  ASSERT_FALSE(replay.solution_events.empty());
  const json& last = replay.solution_events.back();
  const Point& p = answer.best.point;
  EXPECT_EQ(last.at("point"), json({p.x, p.y, p.z}));
  EXPECT_EQ(last.at("count"), answer.best.count);
  EXPECT_EQ(last.at("distance"), answer.best.distance);
  EXPECT_EQ(replay.state.at("best").at("point"), json({p.x, p.y, p.z}));
}

TEST(NanobotsTrace, BnbTracedEqualsUntracedAndEndsAtTheAnswer) {
  std::vector<Swarm> swarms = {load_test_swarm("example-part1.txt"),
                               load_test_swarm("example-part2.txt"),
                               load_test_swarm("input-msjogren.txt")};
  std::mt19937_64 rng(2018);
  for (int i = 0; i < 20; ++i) swarms.push_back(random_swarm(rng));
  for (std::size_t i = 0; i < swarms.size(); ++i) {
    const Swarm& swarm = swarms[i];
    const Part2Result plain = solve_bnb(swarm);
    const TracedRun run =
        run_traced(swarm, Method::kBnb, {}, {.max_events = 10'000'000, .snapshot_every = 13});
    const Part2Result& traced = run.result.part2;
    ASSERT_EQ(traced.status, plain.status) << "swarm " << i;
    EXPECT_EQ(traced.best.point, plain.best.point) << "swarm " << i;
    EXPECT_EQ(traced.best.count, plain.best.count);
    EXPECT_EQ(traced.stats.nodes, plain.stats.nodes) << "swarm " << i;
    EXPECT_EQ(traced.stats.pruned, plain.stats.pruned) << "swarm " << i;
    EXPECT_EQ(traced.peak_queue, plain.peak_queue) << "swarm " << i;

    const trace::Replay replay = replay_nanobots(run.lines, swarm);
    EXPECT_EQ(replay.header.at("instance").at("bots").size(), swarm.size());
    EXPECT_FALSE(replay.truncated);
    EXPECT_EQ(replay.counters.nodes, plain.stats.nodes) << "one box event a box split";
    EXPECT_EQ(replay.end.at("status"), "solved");
    expect_last_solution_is_answer(replay, plain);
  }
}

TEST(NanobotsTrace, CapWritesExactlyNEventsAndTheSearchGoesOn) {
  const Swarm swarm = load_test_swarm("input-msjogren.txt");
  const Part2Result plain = solve_bnb(swarm);
  const TracedRun run =
      run_traced(swarm, Method::kBnb, {}, {.max_events = 40, .snapshot_every = 10});
  EXPECT_EQ(run.result.part2.best.point, plain.best.point);
  EXPECT_EQ(run.result.part2.stats.nodes, plain.stats.nodes);
  const trace::Replay replay = replay_nanobots(run.lines, swarm);
  EXPECT_TRUE(replay.truncated);
  EXPECT_EQ(replay.counters.step, 40u);
  EXPECT_EQ(replay.snapshots, 4u);
  EXPECT_EQ(run.lines.back().at("nodes"), plain.stats.nodes);
}

TEST(NanobotsTrace, OtherMethodsTraceTheirAnswer) {
  const Swarm swarm = load_test_swarm("example-part1.txt");
  for (const Method kind : {Method::kBrute, Method::kMilp, Method::kSmt}) {
    const std::string method = to_string(kind);
    TracedRun run;
    try {
      run = run_traced(swarm, kind, {}, {});
    } catch (const BackendUnavailable&) {
      continue;
    }
    ASSERT_EQ(run.result.part2.status, SearchStatus::kSolved) << method;
    const trace::Replay replay = replay_nanobots(run.lines, swarm);
    EXPECT_EQ(replay.header.at("method"), method);
    EXPECT_EQ(replay.counters.step, 1u) << method;
    expect_last_solution_is_answer(replay, run.result.part2);
  }
}

}  // namespace
}  // namespace puzzlelab::nanobots
