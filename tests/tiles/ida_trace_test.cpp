// IDA* traced (docs/trace-format.md, "Sliding tiles"): the trace replays by the rules, every undo
// sliding back the last tile moved, to the goal; its counters end at the report's node count; and
// tracing changes neither the search's order nor its result.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "../trace/trace_replay.hpp"
#include "puzzles/tiles/solve.hpp"

namespace puzzlelab::tiles {
namespace {

using nlohmann::json;

// 18 moves from the blank-last goal: IDA* takes six iterations (bounds 8 to 18) and 484 nodes.
const std::vector<int> kEighteenMovesAway = {0, 1, 3, 2, 5, 8, 4, 7, 6};

// The board by the rules: a move slides a tile beside the blank into it, an undo slides the last
// tile moved back where it came from (its fields repeat that move).
struct SlideRules {
  int size;
  std::vector<json> moves;  // the slides not taken back, in order

  void operator()(const json& event, json& state) {
    const std::string name = event.at("e");
    if (name == "solution" || name == "bound") return;
    json& tiles = state.at("tiles");
    const int from = event.at("from");
    const int to = event.at("to");
    const int tile = event.at("tile");
    ASSERT_EQ(std::abs(from / size - to / size) + std::abs(from % size - to % size), 1);
    if (name == "undo") {
      ASSERT_FALSE(moves.empty()) << "an undo with no move to take back";
      json undone = event;
      undone["e"] = "move";
      ASSERT_EQ(undone, moves.back()) << "an undo takes back the last move";
      moves.pop_back();
      ASSERT_EQ(tiles[from], 0);
      ASSERT_EQ(tiles[to], tile);
      tiles[from] = tile;
      tiles[to] = 0;
      return;
    }
    ASSERT_EQ(name, "move");
    ASSERT_EQ(tiles[to], 0) << "a tile slides into the blank";
    ASSERT_EQ(tiles[from], tile);
    tiles[to] = tile;
    tiles[from] = 0;
    json made = event;
    made.erase("effect");
    moves.push_back(made);
  }
};

TEST(TilesIdaTrace, TraceReplaysToTheGoalWithTheReportsNodes) {
  const Board start = make_board(3, kEighteenMovesAway);
  const Board goal = blank_last_goal(3);
  const Outcome alone = solve_ida(start, goal, {});
  ASSERT_EQ(alone.status, Status::kOptimal);
  ASSERT_EQ(alone.moves.size(), 18u);

  trace::TraceOptions trace_options;
  trace_options.snapshot_every = 9;  // the replay checks each snapshot's board
  const auto run = trace::collect_trace(trace_options, [&](trace::TraceWriter& writer) {
    SolveOptions options;
    options.trace = &writer;
    return solve_ida(start, goal, options);
  });
  EXPECT_EQ(run.result.status, Status::kOptimal);
  EXPECT_EQ(run.result.moves, alone.moves);  // tracing changes neither the order nor the result
  EXPECT_EQ(run.result.stats.nodes, alone.stats.nodes);

  SlideRules rules{3, {}};
  const trace::Replay replay = trace::replay_trace(
      run.lines, [&rules](const json& event, json& state) { rules(event, state); });
  EXPECT_EQ(replay.header.at("method"), "ida");
  EXPECT_FALSE(replay.header.contains("answer_only"));
  EXPECT_EQ(replay.counters.nodes, *run.result.stats.nodes);
  EXPECT_EQ(replay.end.at("nodes"), *run.result.stats.nodes);
  EXPECT_EQ(replay.end.at("status"), "optimal");
  EXPECT_EQ(replay.state.at("tiles"), json(tiles_of(goal)));
  EXPECT_EQ(replay.counters.depth, 18);
  EXPECT_EQ(replay.counters.solutions, 1u);
  // The slides left on the stack at the solution are the plan.
  ASSERT_EQ(rules.moves.size(), alone.moves.size());
  for (std::size_t i = 0; i < alone.moves.size(); ++i)
    EXPECT_EQ(rules.moves[i].at("direction"), std::string(to_string(alone.moves[i]))) << i;

  // One bound event opens each iteration, with the thresholds of the report's note, rising.
  std::vector<int> bounds;
  std::size_t moves = 0, undos = 0;
  for (std::size_t i = 1; i < run.lines.size(); ++i) {  // the header has no "e"
    if (run.lines[i].at("e") == "bound") bounds.push_back(run.lines[i].at("bound"));
    moves += run.lines[i].at("e") == "move";
    undos += run.lines[i].at("e") == "undo";
  }
  EXPECT_EQ(bounds, (std::vector<int>{8, 10, 12, 14, 16, 18}));
  EXPECT_TRUE(std::is_sorted(bounds.begin(), bounds.end()));
  // Nodes: the start of each iteration and each slide's board but the goal's.
  EXPECT_EQ(moves, *run.result.stats.nodes - bounds.size() + 1);
  EXPECT_EQ(moves - undos, 18u);
}

TEST(TilesIdaTrace, AStoppedSearchStillCountsTheReportsNodes) {
  SolveOptions options;
  options.limits.nodes = 100;
  const auto run = trace::collect_trace({}, [&](trace::TraceWriter& writer) {
    options.trace = &writer;
    return solve_ida(make_board(3, kEighteenMovesAway), blank_last_goal(3), options);
  });
  ASSERT_EQ(run.result.status, Status::kStopped);
  const trace::Replay replay = trace::replay_trace(
      run.lines,
      [rules = SlideRules{3, {}}](const json& event, json& state) mutable { rules(event, state); });
  EXPECT_EQ(replay.counters.nodes, 100u);
  EXPECT_EQ(*run.result.stats.nodes, 100u);
  EXPECT_EQ(replay.counters.depth, 0);  // a stopped search takes back every slide
  EXPECT_TRUE(replay.solution_events.empty());
}

}  // namespace
}  // namespace puzzlelab::tiles
