// Traced peg runs: the trace replays through the rules to the solver's answer, and tracing
// changes neither the search's order (same nodes, same dead-table hits) nor its result.
#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <set>
#include <vector>

#include "backends/backend_result.hpp"
#include "core/error.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "puzzles/peg/trace_events.hpp"
#include "puzzles/peg/traced_solve.hpp"
#include "search/search_stats.hpp"
#include "trace_replay.hpp"

namespace puzzlelab::peg {
namespace {

using nlohmann::json;
using Triple = std::array<int, 3>;

Game game_named(const std::string& name, std::optional<std::string> empty = std::nullopt) {
  return load_game({name, std::move(empty), std::nullopt});
}

using TracedRun = trace::TracedRun<PegSolveResult>;

TracedRun run_traced(const Game& game, SolveMethod method, const SolveMethodOptions& options,
                     trace::TraceOptions trace_options) {
  return trace::collect_trace(trace_options, [&](trace::TraceWriter& writer) {
    return solve_traced(game, method, options, writer);
  });
}

// Replays a peg trace: every move jumps a peg over a peg into a hole, every undo takes back the
// move on top of the stack. Returns the move stack at each solution.
struct PegReplay {
  trace::Replay replay;
  std::vector<std::vector<Triple>> stacks_at_solutions;
  std::vector<Triple> final_stack;
};

PegReplay replay_peg(const std::vector<json>& lines) {
  PegReplay peg;
  std::vector<Triple> stack;
  peg.replay = trace::replay_trace(lines, [&](const json& event, json& state) {
    std::string pegs = state.at("pegs");
    const std::string name = event.at("e");
    if (name == "move" || name == "undo") {
      const Triple jump{event.at("from"), event.at("over"), event.at("to")};
      const char before = name == "move" ? '1' : '0';
      ASSERT_EQ(pegs.at(jump[0]), before) << event.dump();
      ASSERT_EQ(pegs.at(jump[1]), before) << event.dump();
      ASSERT_NE(pegs.at(jump[2]), before) << event.dump();
      for (int hole : jump) pegs[hole] = pegs[hole] == '1' ? '0' : '1';
      if (name == "move") {
        stack.push_back(jump);
      } else {
        ASSERT_FALSE(stack.empty());
        ASSERT_EQ(stack.back(), jump) << "undo of a move that is not the last one";
        stack.pop_back();
      }
      state["pegs"] = pegs;
    } else if (name == "solution") {
      peg.stacks_at_solutions.push_back(stack);
    } else {
      ASSERT_EQ(name, "dead");
      const std::string reason = event.at("reason");
      EXPECT_TRUE(reason == "known" || reason == "hopeless" || reason == "exhausted") << reason;
    }
  });
  peg.final_stack = stack;
  return peg;
}

std::vector<Triple> as_triples(const Game& game, const Solution& solution) {
  std::vector<Triple> triples;
  for (int index : solution) {
    const Jump& jump = game.board.jumps()[index];
    triples.push_back({jump.from, jump.over, jump.to});
  }
  return triples;
}

HoleSet final_position(const Game& game, const Solution& solution) {
  HoleSet position = game.start;
  for (int jump : solution) position = apply_jump(game.board, position, jump);
  return position;
}

void expect_same_search(const PegSolveResult& traced, const PegSolveResult& plain,
                        const std::string& what) {
  EXPECT_EQ(traced.status, plain.status) << what;
  EXPECT_EQ(traced.solution, plain.solution) << what;
  EXPECT_EQ(traced.method, plain.method) << what;
  EXPECT_EQ(traced.stats.nodes, plain.stats.nodes) << what;
  EXPECT_EQ(traced.stats.dead_hits, plain.stats.dead_hits) << what;
  EXPECT_EQ(traced.stats.pruned, plain.stats.pruned) << what;
  EXPECT_EQ(traced.stats.table_entries, plain.stats.table_entries) << what;
}

void check_replay_reaches_answer(const Game& game, const TracedRun& run, const std::string& what) {
  const PegReplay peg = replay_peg(run.lines);
  const json& end = peg.replay.end;
  ASSERT_FALSE(end.is_null()) << what;
  EXPECT_EQ(end.at("status"), to_string(to_status(run.result.status))) << what;
  EXPECT_EQ(peg.replay.header.at("puzzle"), "peg");
  EXPECT_EQ(peg.replay.header.at("instance").at("holes").size(),
            static_cast<std::size_t>(game.board.hole_count()));
  EXPECT_EQ(peg.replay.header.at("initial"), trace_state(game.board, game.start));
  if (peg.replay.truncated) return;
  if (run.result.status == SearchStatus::kSolved) {
    ASSERT_EQ(peg.stacks_at_solutions.size(), 1u) << what;
    EXPECT_EQ(peg.stacks_at_solutions[0], as_triples(game, run.result.solution)) << what;
    EXPECT_EQ(peg.replay.solution_states[0],
              trace_state(game.board, final_position(game, run.result.solution)))
        << what;
  } else {
    EXPECT_TRUE(peg.stacks_at_solutions.empty()) << what;
    EXPECT_TRUE(peg.final_stack.empty()) << what << ": the search ends back at the start";
    EXPECT_EQ(peg.replay.state, trace_state(game.board, game.start)) << what;
  }
}

struct Case {
  const char* board;
  std::optional<std::string> empty;
  std::string order;
};

TEST(PegTrace, DfsTraceReplaysToTheAnswerAndLeavesTheSearchUnchanged) {
  const std::vector<Case> cases = {
      {"plus", std::nullopt, "auto"},        {"simple", std::nullopt, "auto"},
      {"unsolvable", std::nullopt, "auto"},  {"triangle5", std::nullopt, "auto"},
      {"triangle5", "4,2", "konami"},        {"triangle5", std::nullopt, "informed"},
      {"rhombus", std::nullopt, "konami"},   {"english", std::nullopt, "konami"},
      {"english", std::nullopt, "informed"}, {"triangle4", std::nullopt, "konami"},
  };
  for (const Case& c : cases) {
    const Game game = game_named(c.board, c.empty);
    SolveMethodOptions options;
    options.order = c.order;
    const std::string what = std::string(c.board) + " " + c.order;
    const PegSolveResult plain = solve_with_method(game, SolveMethod::kDfs, options);
    const TracedRun run = run_traced(game, SolveMethod::kDfs, options,
                                     {.max_events = 10'000'000, .snapshot_every = 37});
    expect_same_search(run.result, plain, what);
    check_replay_reaches_answer(game, run, what);
  }
}

TEST(PegTrace, DeadPositionsOfEveryKindAreTraced) {
  const Game game = game_named("english");
  SolveMethodOptions options;
  options.order = "konami";
  const TracedRun run = run_traced(game, SolveMethod::kDfs, options, {});
  std::set<std::string> reasons;
  for (const json& line : run.lines) {
    if (line.value("e", "") == "dead") reasons.insert(line.at("reason").get<std::string>());
  }
  EXPECT_TRUE(reasons.contains("known"));
  EXPECT_TRUE(reasons.contains("exhausted"));
  const TracedRun informed = [&] {
    options.order = "informed";
    return run_traced(game, SolveMethod::kDfs, options, {});
  }();
  bool hopeless = false;
  for (const json& line : informed.lines) hopeless |= line.value("reason", "") == "hopeless";
  EXPECT_TRUE(hopeless);
}

TEST(PegTrace, StoppedSearchUnwindsToTheStart) {
  const Game game = game_named("english");
  SolveMethodOptions options;
  options.order = "konami";
  options.limits.nodes = 500;
  const PegSolveResult plain = solve_with_method(game, SolveMethod::kDfs, options);
  const TracedRun run =
      run_traced(game, SolveMethod::kDfs, options, {.max_events = 100'000, .snapshot_every = 10});
  ASSERT_EQ(plain.status, SearchStatus::kStopped);
  expect_same_search(run.result, plain, "english stopped");
  check_replay_reaches_answer(game, run, "english stopped");
  EXPECT_EQ(run.lines.back().at("status"), "stopped");
  EXPECT_EQ(run.lines.back().at("nodes"), plain.stats.nodes);
}

TEST(PegTrace, CapWritesExactlyNEventsThenTruncatedAndEnd) {
  const Game game = game_named("english");
  SolveMethodOptions options;
  options.order = "konami";
  const PegSolveResult plain = solve_with_method(game, SolveMethod::kDfs, options);
  const TracedRun run =
      run_traced(game, SolveMethod::kDfs, options, {.max_events = 250, .snapshot_every = 100});
  expect_same_search(run.result, plain, "english capped");
  int events = 0, truncated = 0, snapshots = 0;
  for (std::size_t i = 1; i < run.lines.size(); ++i) {
    const std::string name = run.lines[i].at("e");
    if (name == "truncated") {
      ++truncated;
      EXPECT_EQ(run.lines[i + 1].at("e"), "end") << "the truncated line comes just before the end";
    } else if (name == "snapshot") {
      ++snapshots;
    } else if (name != "end") {
      ++events;
    }
  }
  EXPECT_EQ(events, 250);
  EXPECT_EQ(truncated, 1);
  EXPECT_EQ(snapshots, 2);
  EXPECT_EQ(run.lines.back().at("truncated"), true);
  EXPECT_EQ(run.lines.back().at("events"), 250);
  EXPECT_EQ(run.lines.back().at("nodes"), plain.stats.nodes);
  replay_peg(run.lines);  // the part written still replays
}

TEST(PegTrace, DeclarativeMethodsTraceTheAnswer) {
  const Game game = game_named("triangle5");
  for (const SolveMethod method : {SolveMethod::kSat, SolveMethod::kSmt, SolveMethod::kMilp}) {
    const std::string name(to_string(method));
    TracedRun run;
    try {
      run = run_traced(game, method, {}, {});
    } catch (const BackendUnavailable&) {
      continue;  // this build has no such library
    }
    ASSERT_EQ(run.result.status, SearchStatus::kSolved) << name;
    EXPECT_EQ(run.lines.front().at("method"), name);
    check_replay_reaches_answer(game, run, name);
    // Only moves, then the solution: events = moves + 1.
    EXPECT_EQ(run.lines.back().at("events"), run.result.solution.size() + 1) << name;
  }
}

TEST(PegTrace, StartAtTheGoalTracesOnlyTheSolution) {
  // simple with an exact goal equal to its start is settled before any search.
  Game game = game_named("simple");
  game.goal.kind = Goal::Kind::kPegs;
  game.goal.pegs = game.start;
  const TracedRun run = run_traced(game, SolveMethod::kDfs, {}, {});
  ASSERT_EQ(run.result.status, SearchStatus::kSolved);
  check_replay_reaches_answer(game, run, "simple at goal");
  EXPECT_EQ(run.lines.back().at("events"), 1);
}

TEST(PegTrace, MethodNamesRoundTrip) {
  for (const SolveMethod method : kSolveMethods)
    EXPECT_EQ(parse_solve_method(to_string(method)), method);
  EXPECT_EQ(parse_solve_method("nope"), std::nullopt);
  EXPECT_EQ(parse_solve_method("count"), std::nullopt);  // a puzzle method, not a solve method
}

}  // namespace
}  // namespace puzzlelab::peg
