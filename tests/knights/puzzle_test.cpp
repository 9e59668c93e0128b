// Knight's tours through the registry, as every surface runs them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <set>

#include "../support/parse_error.hpp"
#include "../trace/trace_replay.hpp"
#include "core/error.hpp"
#include "puzzle/json_u128.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

const Puzzle& knights_puzzle() {
  return puzzle_named("knights");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return knights_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  return run_method(knights_puzzle(), *instance(params), method, options);
}

// The test's own replay of a tour of "a1"-style names: every step a knight move, every square
// once, and back to the start when closed.
void expect_tour(const nlohmann::json& moves, int size, const std::string& start, bool closed) {
  ASSERT_EQ(moves.size(), static_cast<std::size_t>(size * size));
  EXPECT_EQ(moves[0], start);
  std::set<std::string> seen;
  auto file = [](const std::string& s) { return s[0] - 'a'; };
  auto rank = [](const std::string& s) { return std::stoi(s.substr(1)) - 1; };
  auto knight_move = [&](const std::string& a, const std::string& b) {
    const int dx = std::abs(file(a) - file(b)), dy = std::abs(rank(a) - rank(b));
    return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
  };
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string square = moves[i];
    EXPECT_TRUE(file(square) >= 0 && file(square) < size && rank(square) >= 0 &&
                rank(square) < size)
        << square;
    EXPECT_TRUE(seen.insert(square).second) << square << " twice";
    if (i > 0) {
      EXPECT_TRUE(knight_move(moves[i - 1], square)) << moves[i - 1] << "-" << square;
    }
  }
  if (closed) {
    EXPECT_TRUE(knight_move(moves.back(), moves.front()));
  }
}

TEST(KnightsPuzzle, DefaultInstanceIsAnOpenTourOfEightByEightFromA1) {
  EXPECT_EQ(instance({})->canonical(), "size=8 start=a1 closed=no");
  EXPECT_EQ(knights_puzzle().default_method(*instance({})), "warnsdorff");
  const Report report = run({}, "warnsdorff");
  ASSERT_EQ(report.status, Status::kSolved);
  EXPECT_EQ(report.answer.at("move_count"), 63);
  EXPECT_EQ(report.verified(), std::optional<bool>(true));
  EXPECT_EQ(report.summary, "63 knight moves, open");
  EXPECT_NE(report.drawing.find("1 |  1 "), std::string::npos);
  ASSERT_TRUE(report.stats.nodes.has_value());
  EXPECT_GE(*report.stats.nodes, 63u);
  expect_tour(report.answer["moves"], 8, "a1", false);
}

TEST(KnightsPuzzle, OpenAndClosedToursOfSizesFiveToEightReplay) {
  for (int size = 5; size <= 8; ++size) {
    for (const bool closed : {false, true}) {
      if (closed && size % 2 == 1) continue;  // no closed tour on an odd board
      SCOPED_TRACE(std::to_string(size) + (closed ? " closed" : " open"));
      const std::string start = closed ? "c2" : "a1";
      const Report report =
          run({{"size", std::to_string(size)}, {"start", start}, {"closed", closed ? "yes" : "no"}},
              "warnsdorff");
      ASSERT_EQ(report.status, Status::kSolved) << report.note;
      EXPECT_EQ(report.verified(), std::optional<bool>(true));
      EXPECT_EQ(report.answer.at("move_count"), size * size - (closed ? 0 : 1));
      expect_tour(report.answer["moves"], size, start, closed);
    }
  }
}

TEST(KnightsPuzzle, BacktrackFindsATourOnFiveByFive) {
  const Report report = run({{"size", "5"}}, "backtrack");
  ASSERT_EQ(report.status, Status::kSolved);
  expect_tour(report.answer["moves"], 5, "a1", false);
}

TEST(KnightsPuzzle, CountsTheOpenToursFromACornerOfFiveByFive) {
  const Report report = run({{"size", "5"}}, "count");
  ASSERT_EQ(report.status, Status::kSolved);
  EXPECT_EQ(nlohmann::json::parse(dump_with_u128(report.answer, -1)).at("count"), 304);
  EXPECT_EQ(report.answer.at("count_decimal"), "304");
  EXPECT_FALSE(report.verified().has_value());
  EXPECT_EQ(run({{"size", "4"}}, "count").status, Status::kNoSolution);
}

TEST(KnightsPuzzle, NoTourIsNoSolution) {
  const Report three = run({{"size", "3"}}, "warnsdorff");
  EXPECT_EQ(three.status, Status::kNoSolution);
  EXPECT_EQ(three.note, "exhaustive search found none");
  EXPECT_TRUE(three.answer.is_null());
  const Report odd_closed = run({{"size", "7"}, {"closed", "yes"}}, "warnsdorff");
  EXPECT_EQ(odd_closed.status, Status::kNoSolution);
  EXPECT_NE(odd_closed.note.find("alternates colours"), std::string::npos);
  EXPECT_EQ(run({{"size", "5"}, {"start", "b1"}}, "warnsdorff").status, Status::kNoSolution);
}

TEST(KnightsPuzzle, LimitsStop) {
  SolveOptions options;
  options.limits.nodes = 1000;
  EXPECT_EQ(run({}, "backtrack", options).status, Status::kStopped);
  EXPECT_EQ(run({}, "count", options).status, Status::kStopped);
  options.limits.nodes = 10;
  EXPECT_EQ(run({}, "warnsdorff", options).status, Status::kStopped);
}

void expect_input_error(const Params& params, const std::string& starts_with) {
  expect_parse_error(knights_puzzle(), params, starts_with);
}

// A traced tour through run_method: the search's own trace (tests/knights/tour_trace_test.cpp
// checks it move by move), ended with the report's status and nodes, and reaching the tour the
// report gives (a closed one searched from next to the centre, rotated to its start).
TEST(KnightsPuzzle, TracedToursEndWithTheReport) {
  for (const char* method : {"warnsdorff", "backtrack"}) {
    for (const Params& params :
         {Params{{"size", "5"}}, Params{{"size", "6"}, {"closed", "yes"}, {"start", "c3"}}}) {
      if (std::string(method) == "backtrack" && params.size() > 1) continue;  // too long
      SCOPED_TRACE(std::string(method) + " " + instance(params)->canonical());
      trace::CollectedTrace collected;
      trace::TraceWriter writer(collected.writer_sink());
      SolveOptions options;
      options.trace = &writer;
      const Report report = run(params, method, options);
      ASSERT_EQ(report.status, Status::kSolved);
      const trace::Replay replay = trace::replay_trace(
          collected.lines,
          [](const nlohmann::json& event, nlohmann::json& state) {
            if (event.at("e") == "move") state["path"].push_back({event.at("x"), event.at("y")});
            if (event.at("e") == "undo") state["path"].erase(state["path"].end() - 1);
          },
          /*check_states=*/true);
      EXPECT_EQ(replay.header.at("method"), method);
      EXPECT_EQ(replay.end.at("status"), "solved");
      EXPECT_EQ(replay.end.at("nodes"), *report.stats.nodes);
      EXPECT_EQ(replay.counters.nodes, *report.stats.nodes);
      EXPECT_EQ(replay.counters.depth, report.answer.at("move_count"));
      EXPECT_EQ(replay.solution_events.size(), 1u);
      std::vector<std::string> path;
      for (const nlohmann::json& square : replay.state.at("path")) {
        path.push_back(std::string(1, char('a' + square[0].get<int>())) +
                       std::to_string(square[1].get<int>() + 1));
      }
      const bool closed = params.size() > 1;
      if (closed) {
        EXPECT_EQ(path.front(), path.back());
        path.pop_back();
        std::rotate(path.begin(), std::find(path.begin(), path.end(), "c3"), path.end());
      }
      EXPECT_EQ(nlohmann::json(path), report.answer.at("moves"));
    }
  }
}

TEST(KnightsPuzzle, BadParametersAreInputErrorsNamingTheParameter) {
  expect_input_error({{"size", "0"}}, "size: expected 1..1000, got '0'");
  expect_input_error({{"size", "1001"}}, "size: expected 1..1000, got '1001'");
  expect_input_error({{"size", "eight"}}, "size: expected 1..1000");
  expect_input_error({{"start", "i1"}}, "start: 'i1' is off the 8x8 board");
  expect_input_error({{"start", "Z9"}}, "start: 'Z9': expected a square");
  expect_input_error({{"closed", "maybe"}}, "closed: expected yes or no");
  expect_input_error({{"colour", "white"}}, "colour:");
  EXPECT_THROW(run({}, "random"), InputError);
}

TEST(KnightsPuzzle, CanonicalFormRoundTrips) {
  EXPECT_EQ(instance({{"size", "40"}, {"start", "3,5"}, {"closed", "true"}})->canonical(),
            "size=40 start=3,5 closed=yes");
  EXPECT_EQ(instance({{"start", "2,1"}})->canonical(), "size=8 start=c2 closed=no");
  for (const Params& params : {Params{}, Params{{"size", "40"}, {"start", "3,5"}}}) {
    const std::string canonical = instance(params)->canonical();
    EXPECT_EQ(instance(puzzle_support::split_params(canonical))->canonical(), canonical);
  }
}

}  // namespace
}  // namespace puzzlelab
