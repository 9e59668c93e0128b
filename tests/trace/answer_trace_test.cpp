// Answer traces (docs/trace-format.md, "Answer traces"): every method of every puzzle gives a
// trace through run_method, and for the methods that trace only their answer (river, tm, tiles'
// bfs and sat, and the counts and constructions of the others) the trace replays by the puzzle's
// rules to the answer the report gives, and ends with the report's status and figures. (The
// searches that trace their work are checked with their puzzles: tests/knights, tests/tiles.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "registry/registry.hpp"
#include "trace_replay.hpp"

namespace puzzlelab {
namespace {

using nlohmann::json;

struct AnswerRun {
  Report report;
  std::vector<json> lines;
};

AnswerRun traced_run(const std::string& puzzle_name, const std::string& instance_text,
                     const std::string& method, trace::TraceOptions trace_options = {}) {
  const Puzzle& puzzle = puzzle_named(puzzle_name);
  const std::unique_ptr<Instance> instance =
      puzzle.parse(puzzle_support::split_params(instance_text));
  trace::CollectedTrace collected;
  trace::TraceWriter writer(collected.writer_sink(), trace_options);
  SolveOptions options;
  options.limits.seconds = 30;
  options.trace = &writer;
  AnswerRun run;
  run.report = run_method(puzzle, *instance, method, options);
  run.lines = std::move(collected.lines);
  return run;
}

// `shown`: the answer is a state of the puzzle (not a count), so a solution event shows it.
void expect_report_end(const AnswerRun& run, const trace::Replay& replay, bool shown = true) {
  EXPECT_EQ(replay.header.at("puzzle"), run.report.puzzle);
  EXPECT_EQ(replay.header.at("method"), run.report.method);
  EXPECT_EQ(replay.end.at("status"), std::string(to_string(run.report.status)));
  if (run.report.stats.nodes) {
    EXPECT_EQ(replay.end.at("nodes"), *run.report.stats.nodes);
  }
  if (run.report.backend && run.report.backend->conflicts) {
    EXPECT_EQ(replay.end.at("conflicts"), *run.report.backend->conflicts);
  }
  EXPECT_EQ(replay.solution_events.size(), shown && has_answer(run.report.status) ? 1u : 0u);
}

// River: each trip takes the boat's side's items across, the rowers among them.
trace::Replay replay_river(const std::vector<json>& lines) {
  const json instance = lines.front().at("instance");
  return trace::replay_trace(lines, [instance](const json& event, json& state) {
    if (event.at("e") == "solution") return;
    ASSERT_EQ(event.at("e"), "move");
    std::string far = state.at("far");
    const bool to_far = event.at("to") == "far";
    ASSERT_EQ(state.at("boat"), to_far ? "near" : "far") << "the boat crosses from its side";
    ASSERT_LE(event.at("items").size(), instance.at("capacity").get<std::size_t>());
    for (const json& item : event.at("items")) {
      const std::size_t i = item;
      ASSERT_EQ(far.at(i), to_far ? '0' : '1') << "an item crosses from the boat's side";
      far[i] = to_far ? '1' : '0';
    }
    state = {{"far", far}, {"boat", to_far ? "far" : "near"}};
  });
}

TEST(AnswerTrace, RiverPlanReplaysToEveryoneAcross) {
  for (const char* method : {"bfs", "network", "milp"}) {
    SCOPED_TRACE(method);
    const AnswerRun run = traced_run("river", "", method);
    if (run.report.status == Status::kUnavailable) continue;
    const trace::Replay replay = replay_river(run.lines);
    expect_report_end(run, replay);
    EXPECT_EQ(replay.state.at("far"), "1111");
    EXPECT_EQ(replay.state.at("boat"), "far");
    EXPECT_EQ(replay.counters.depth, 7);  // the seven crossings of the report
    EXPECT_EQ(run.report.answer.at("move_count"), 7);
    EXPECT_EQ(replay.header.at("instance").at("items"),
              json::parse(R"(["farmer","wolf","goat","cabbage"])"));
  }
}

// Knights: a count is the board and its start, with no events.
trace::Replay replay_knights(const std::vector<json>& lines) {
  return trace::replay_trace(lines, [](const json& event, json&) {
    ADD_FAILURE() << "a knights count has no events: " << event.dump();
  });
}

TEST(AnswerTrace, KnightsCountIsTheBoardWithItsTotal) {
  const AnswerRun run = traced_run("knights", "size=5", "count");
  const trace::Replay replay = replay_knights(run.lines);
  expect_report_end(run, replay, /*shown=*/false);
  EXPECT_EQ(replay.counters.step, 0u);
  EXPECT_EQ(replay.end.at("count"), 304);
  EXPECT_EQ(replay.end.at("count_decimal"), "304");
}

// Turing machines: each move writes the scanned square, then moves the head and the state.
trace::Replay replay_tm(const std::vector<json>& lines) {
  return trace::replay_trace(lines, [](const json& event, json& state) {
    if (event.at("e") == "solution") return;
    ASSERT_EQ(event.at("e"), "move");
    ASSERT_EQ(event.at("at"), state.at("head")) << "the machine writes the square it scans";
    const int at = event.at("at");
    state["tape"][at - 1] = event.at("write");
    const int head = event.at("head");
    ASSERT_LE(std::abs(head - at), 1);
    state["head"] = head;
    state["state"] = event.at("state");
  });
}

TEST(AnswerTrace, TuringRunReplaysToTheAcceptingConfiguration) {
  for (const char* method : {"sat", "bfs"}) {
    SCOPED_TRACE(method);
    const AnswerRun run = traced_run("tm", "", method);
    if (run.report.status == Status::kUnavailable) continue;
    const trace::Replay replay = replay_tm(run.lines);
    expect_report_end(run, replay);
    const json& last = run.report.answer.at("run").back();
    EXPECT_EQ(replay.state.at("state"), last.at("state"));
    EXPECT_EQ(replay.state.at("head"), last.at("head"));
    EXPECT_EQ(replay.state.at("tape"), last.at("tape"));
    EXPECT_EQ(replay.counters.depth, run.report.answer.at("steps"));
    const json accepting = replay.header.at("instance").at("accepting");
    EXPECT_NE(std::find(accepting.begin(), accepting.end(), replay.state.at("state")),
              accepting.end());
  }
}

TEST(AnswerTrace, TuringRejectionIsTheStartConfiguration) {
  // 3 is prime: the composite-number machine does not accept 111.
  const AnswerRun run = traced_run("tm", "input=111 steps=40", "bfs");
  const trace::Replay replay = replay_tm(run.lines);
  expect_report_end(run, replay);
  EXPECT_EQ(replay.end.at("status"), "no_solution");
  EXPECT_EQ(replay.counters.step, 0u);
  EXPECT_EQ(replay.header.at("initial").at("head"), 1);
}

// Sliding tiles: each move slides a tile beside the blank into it.
trace::Replay replay_tiles(const std::vector<json>& lines) {
  const int size = lines.front().at("instance").at("size");
  return trace::replay_trace(lines, [size](const json& event, json& state) {
    if (event.at("e") == "solution") return;
    ASSERT_EQ(event.at("e"), "move");
    const int from = event.at("from");
    const int to = event.at("to");
    ASSERT_EQ(state["tiles"][to], 0) << "a tile slides into the blank";
    ASSERT_EQ(state["tiles"][from], event.at("tile"));
    ASSERT_EQ(std::abs(from / size - to / size) + std::abs(from % size - to % size), 1);
    state["tiles"][to] = event.at("tile");
    state["tiles"][from] = 0;
  });
}

TEST(AnswerTrace, TilesPlanReplaysToTheGoal) {
  for (const char* method : {"bfs", "sat"}) {
    SCOPED_TRACE(method);
    const AnswerRun run = traced_run("tiles", "", method);
    if (run.report.status == Status::kUnavailable) continue;
    const trace::Replay replay = replay_tiles(run.lines);
    expect_report_end(run, replay);
    EXPECT_EQ(replay.state.at("tiles"), replay.header.at("instance").at("goal"));
    EXPECT_EQ(replay.counters.depth, 31);  // the default start is 31 moves from the goal
    std::vector<int> slid;
    for (std::size_t i = 1; i < run.lines.size(); ++i)
      if (run.lines[i].at("e") == "move") slid.push_back(run.lines[i].at("tile"));
    EXPECT_EQ(json(slid), run.report.answer.at("tiles"));
  }
}

TEST(AnswerTrace, SnapshotsOfAnAnswerTraceEqualItsReplay) {
  trace::TraceOptions options;
  options.snapshot_every = 4;
  const AnswerRun run = traced_run("tiles", "", "bfs", options);
  const trace::Replay replay = replay_tiles(run.lines);  // checks every snapshot's state
  EXPECT_EQ(replay.snapshots, 8u);                       // after events 4, 8, ..., 32
}

TEST(AnswerTrace, ACutAnswerTraceEndsWithTheReportsStatus) {
  trace::TraceOptions options;
  options.max_events = 10;
  const AnswerRun run = traced_run("tiles", "", "bfs", options);
  const trace::Replay replay = replay_tiles(run.lines);
  EXPECT_TRUE(replay.truncated);
  EXPECT_EQ(replay.counters.step, 10u);
  EXPECT_TRUE(replay.solution_events.empty());
  EXPECT_EQ(replay.end.at("status"), "optimal");
}

TEST(AnswerTrace, QueensConstructionPlacesEveryQueen) {
  const AnswerRun run = traced_run("queens", "size=20", "construct");
  const trace::Replay replay = trace::replay_trace(run.lines, [](const json& event, json& state) {
    if (event.at("e") == "place") state["queens"].push_back({event.at("row"), event.at("col")});
  });
  expect_report_end(run, replay);
  EXPECT_EQ(replay.state.at("queens").size(), 20u);
  const json& cols = replay.solution_events.front().at("cols");
  ASSERT_EQ(cols.size(), 20u);
  for (int row = 0; row < 20; ++row) {
    const std::string square = run.report.answer.at("queens")[row];
    EXPECT_EQ(cols[row], square[0] - 'a') << row;
  }
}

TEST(AnswerTrace, ACountEndsWithItsTotal) {
  const AnswerRun run = traced_run("queens", "size=8", "count-backtrack");
  const trace::Replay replay = trace::replay_trace(run.lines, [](const json&, json&) {});
  expect_report_end(run, replay, /*shown=*/false);
  EXPECT_EQ(replay.end.at("count"), 92);
  EXPECT_EQ(replay.header.at("initial").at("queens"), json::array());
}

// A method that refuses its instance still leaves a whole trace: header, end, the reason.
TEST(AnswerTrace, ARefusedMethodEndsUnavailableWithTheReason) {
  const Puzzle& puzzle = puzzle_named("queens");
  const std::unique_ptr<Instance> instance = puzzle.parse({{"size", "40"}});
  trace::CollectedTrace collected;
  trace::TraceWriter writer(collected.writer_sink());
  SolveOptions options;
  options.trace = &writer;
  EXPECT_THROW(run_method(puzzle, *instance, "brute", options), InputError);
  const trace::Replay replay = trace::replay_trace(collected.lines, [](const json&, json&) {});
  EXPECT_EQ(replay.end.at("status"), "unavailable");
  EXPECT_NE(replay.end.at("note").get<std::string>().find("size: brute"), std::string::npos);
}

// Every method of every puzzle, on the default instance (or a small one where the default is too
// large for the method), gives a well-formed trace that ends with its report's status.
TEST(AnswerTrace, EveryMethodOfEveryPuzzleTraces) {
  const std::vector<std::pair<std::string, std::string>> small = {
      {"peg", "board=triangle4"}, {"queens", "size=6"}, {"knights", "size=5"}};
  int traced = 0;
  for (const auto& puzzle : puzzles()) {
    std::string instance;
    for (const auto& [name, text] : small)
      if (name == puzzle->name()) instance = text;
    for (const MethodInfo& method : puzzle->methods()) {
      SCOPED_TRACE(puzzle->name() + " " + method.name);
      trace::TraceOptions options;
      options.max_events = 20000;
      options.snapshot_every = 1'000'000;  // no snapshots: the states are the tests' above
      AnswerRun run;
      try {
        run = traced_run(puzzle->name(), instance, method.name, options);
      } catch (const InputError&) {
        continue;  // the method does not take this instance (nanobots brute)
      }
      const trace::Replay replay = trace::replay_trace(run.lines, [](const json&, json&) {});
      EXPECT_EQ(replay.end.at("status"), std::string(to_string(run.report.status)));
      ++traced;
    }
  }
  EXPECT_GE(traced, 33);
}

}  // namespace
}  // namespace puzzlelab
