// The tour searches traced (docs/trace-format.md, "Knight's tours"): the trace replays by the
// rules, every undo taking back the last move, to the tour found; its counters end at the
// search's own node count; and tracing changes neither the search's order nor its result.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "../trace/trace_replay.hpp"
#include "puzzles/knights/search.hpp"

namespace puzzlelab::knights {
namespace {

using nlohmann::json;

// The path by the rules: a move is a knight's move to a square not visited yet (or home to the
// start once every square is visited), an undo takes back the last move.
trace::ApplyEvent tour_rules(int size) {
  return [size](const json& event, json& state) {
    json& path = state.at("path");
    const std::string name = event.at("e");
    if (name == "solution") return;
    const json square = {event.at("x"), event.at("y")};
    if (name == "undo") {
      ASSERT_GE(path.size(), 2u) << "the start is never taken back";
      ASSERT_EQ(path.back(), square) << "an undo takes back the last move";
      path.erase(path.end() - 1);
      return;
    }
    ASSERT_EQ(name, "move");
    const json& from = path.back();
    const int dx = std::abs(square[0].get<int>() - from[0].get<int>());
    const int dy = std::abs(square[1].get<int>() - from[1].get<int>());
    ASSERT_EQ(dx * dy, 2) << event.dump();
    const bool home = square == path.front() && path.size() == std::size_t(size * size);
    ASSERT_TRUE(home || std::find(path.begin(), path.end(), square) == path.end())
        << "a square visited twice: " << event.dump();
    path.push_back(square);
  };
}

json path_json(int size, const std::vector<int>& path) {
  json squares = json::array();
  for (const int square : path) squares.push_back({square % size, square / size});
  return squares;
}

trace::TracedRun<TourResult> traced(int size, Square start, bool closed, TourMethod method,
                                    const SearchLimits& limits = {}) {
  trace::TraceOptions options;
  options.snapshot_every = 7;  // the replay checks each snapshot's path
  return trace::collect_trace(options, [&](trace::TraceWriter& writer) {
    return find_tour_traced(size, start, closed, method, limits, writer);
  });
}

std::size_t count_events(const std::vector<json>& lines, const std::string& name) {
  return std::count_if(lines.begin(), lines.end(),
                       [&](const json& l) { return l.value("e", "") == name; });
}

TEST(KnightsTrace, OpenTourReplaysToTheTourWithTheReportsNodes) {
  for (const TourMethod method : {TourMethod::kBacktrack, TourMethod::kWarnsdorff}) {
    SCOPED_TRACE(method == TourMethod::kBacktrack ? "backtrack" : "warnsdorff");
    const auto run = traced(5, {0, 0}, false, method);
    const TourResult alone = find_tour(5, {0, 0}, false, method);
    ASSERT_EQ(run.result.outcome, TourOutcome::kFound);
    EXPECT_EQ(run.result.path, alone.path);  // tracing changes neither the order nor the result
    EXPECT_EQ(run.result.nodes, alone.nodes);

    const trace::Replay replay = trace::replay_trace(run.lines, tour_rules(5));
    EXPECT_EQ(replay.header.at("instance").at("start"), json({0, 0}));
    EXPECT_FALSE(replay.header.at("instance").contains("search_start"));
    EXPECT_EQ(replay.counters.nodes, run.result.nodes);
    EXPECT_EQ(replay.end.at("nodes"), run.result.nodes);
    EXPECT_EQ(replay.end.at("status"), "solved");
    EXPECT_EQ(replay.counters.depth, 24);
    EXPECT_EQ(replay.counters.solutions, 1u);
    EXPECT_EQ(replay.state.at("path"), path_json(5, run.result.path));
    // Each move tried is a node: the moves less the undos are the tour's 24.
    const std::size_t moves = count_events(run.lines, "move");
    EXPECT_EQ(moves, run.result.nodes);
    EXPECT_EQ(moves - count_events(run.lines, "undo"), 24u);
    if (method == TourMethod::kBacktrack) {
      EXPECT_GT(count_events(run.lines, "undo"), 100u);  // plain backtracking backtracks a lot
    }
  }
}

TEST(KnightsTrace, ClosedTourIsTracedFromTheSquareItIsSearchedFrom) {
  const auto run = traced(6, {2, 2}, true, TourMethod::kWarnsdorff);
  ASSERT_EQ(run.result.outcome, TourOutcome::kFound);
  EXPECT_EQ(run.result.nodes, find_tour(6, {2, 2}, true, TourMethod::kWarnsdorff).nodes);
  const trace::Replay replay = trace::replay_trace(run.lines, tour_rules(6));
  const json& instance = replay.header.at("instance");
  EXPECT_EQ(instance.at("start"), json({2, 2}));
  EXPECT_EQ(instance.at("search_start"), json({3, 2}));  // next to the centre
  EXPECT_EQ(replay.header.at("initial").at("path"), json::array({json({3, 2})}));
  EXPECT_EQ(replay.counters.nodes, run.result.nodes);
  EXPECT_EQ(replay.counters.depth, 36);  // 35 moves and the move home, which is no node
  // The cycle traced, rotated to the start, is the tour reported.
  json cycle = replay.state.at("path");
  ASSERT_EQ(cycle.size(), 37u);
  EXPECT_EQ(cycle.front(), cycle.back());
  cycle.erase(cycle.end() - 1);
  const auto at = std::find(cycle.begin(), cycle.end(), json({2, 2}));
  std::rotate(cycle.begin(), at, cycle.end());
  EXPECT_EQ(cycle, path_json(6, run.result.path));
}

TEST(KnightsTrace, AStoppedSearchCountsTheMoveTheLimitStopped) {
  SearchLimits limits;
  limits.nodes = 1000;
  const auto run = traced(8, {0, 0}, false, TourMethod::kBacktrack, limits);
  ASSERT_EQ(run.result.outcome, TourOutcome::kStopped);
  EXPECT_EQ(run.result.nodes, 1000u);
  const trace::Replay replay = trace::replay_trace(run.lines, tour_rules(8));
  EXPECT_EQ(replay.counters.nodes, 1000u);
  EXPECT_EQ(replay.end.at("status"), "stopped");
  EXPECT_TRUE(replay.solution_events.empty());
}

TEST(KnightsTrace, ATourRuledOutByColouringHasNoEvents) {
  const auto run = traced(5, {1, 0}, false, TourMethod::kBacktrack);
  ASSERT_EQ(run.result.outcome, TourOutcome::kNone);
  const trace::Replay replay = trace::replay_trace(run.lines, tour_rules(5));
  EXPECT_EQ(replay.counters.step, 0u);
  EXPECT_EQ(replay.end.at("status"), "no_solution");
  EXPECT_EQ(replay.end.at("nodes"), 0);
}

}  // namespace
}  // namespace puzzlelab::knights
