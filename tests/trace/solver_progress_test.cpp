// Progress of the solver libraries in a trace (docs/trace-format.md, "Events and counters"): a
// traced SAT, MILP or SMT run shows the solver working, sampled at most every few milliseconds
// and at most SolverProgressScope::kMaxEvents times, before the answer's moves; the last event
// of a call gives the report's own figures; tracing changes nothing in the report.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "registry/registry.hpp"
#include "trace/solver_progress.hpp"
#include "trace_replay.hpp"

namespace puzzlelab {
namespace {

using nlohmann::json;

struct ProgressRun {
  Report report;
  std::vector<json> lines;
  std::vector<json> progress;      // the progress events, in order
  std::size_t first_progress = 0;  // line numbers
  std::size_t last_progress = 0;
  std::size_t first_other = 0;  // the first other event (a move, a solution), or lines.size()
};

Report run(const std::string& puzzle_name, const std::string& instance_text,
           const std::string& method, double seconds, trace::TraceWriter* writer) {
  const Puzzle& puzzle = puzzle_named(puzzle_name);
  const std::unique_ptr<Instance> instance =
      puzzle.parse(puzzle_support::split_params(instance_text));
  SolveOptions options;
  options.limits.seconds = seconds;
  options.trace = writer;
  return run_method(puzzle, *instance, method, options);
}

ProgressRun traced_run(const std::string& puzzle_name, const std::string& instance_text,
                       const std::string& method, double seconds = 30) {
  trace::CollectedTrace collected;
  trace::TraceWriter writer(collected.writer_sink());
  ProgressRun traced;
  traced.report = run(puzzle_name, instance_text, method, seconds, &writer);
  traced.lines = std::move(collected.lines);
  traced.first_other = traced.lines.size();
  for (std::size_t i = 1; i < traced.lines.size(); ++i) {
    const std::string name = traced.lines[i].at("e");
    if (name == "progress") {
      if (traced.progress.empty()) traced.first_progress = i;
      traced.last_progress = i;
      traced.progress.push_back(traced.lines[i]);
    } else if (name != "snapshot" && name != "end" && traced.first_other == traced.lines.size()) {
      traced.first_other = i;
    }
  }
  return traced;
}

// Every event names its solver and call; seconds never go back; within a call, `counter`
// never goes back.
void expect_in_order(const ProgressRun& traced, const std::string& solver,
                     const std::string& counter) {
  ASSERT_FALSE(traced.progress.empty());
  EXPECT_EQ(traced.lines.front().value("trace", ""), "puzzlelab-trace") << "the header first";
  EXPECT_LT(traced.last_progress, traced.first_other) << "progress before the answer's moves";
  double seconds = 0;
  int call = 0;
  std::uint64_t count = 0;
  for (const json& event : traced.progress) {
    EXPECT_EQ(event.at("solver"), solver);
    const double at = event.at("seconds");
    EXPECT_GE(at, seconds);
    seconds = at;
    const int this_call = event.at("call");
    EXPECT_GE(this_call, call);
    if (this_call != call) count = 0;
    call = this_call;
    const std::uint64_t value = event.at(counter);
    EXPECT_GE(value, count) << event.dump();
    count = value;
  }
}

// CaDiCaL: the figures asked of the solver only outside solve() are in the first and the last
// event of a call alone; the last conflicts are the report's.
void expect_cadical_run(const ProgressRun& traced) {
  expect_in_order(traced, "cadical", "conflicts");
  ASSERT_GE(traced.progress.size(), 2u) << "one at the start and one at the end of the call";
  const json& first = traced.progress.front();
  const json& last = traced.progress.back();
  EXPECT_EQ(first.at("conflicts"), 0);
  EXPECT_TRUE(first.contains("variables") && first.contains("learnt")) << first.dump();
  EXPECT_TRUE(last.contains("variables") && last.contains("learnt")) << last.dump();
  for (std::size_t i = 1; i + 1 < traced.progress.size(); ++i) {
    EXPECT_FALSE(traced.progress[i].contains("variables")) << traced.progress[i].dump();
    EXPECT_FALSE(traced.progress[i].contains("learnt")) << traced.progress[i].dump();
  }
  ASSERT_TRUE(traced.report.backend && traced.report.backend->conflicts);
  EXPECT_EQ(last.at("conflicts"), *traced.report.backend->conflicts);
  EXPECT_FALSE(last.contains("restarts")) << "CaDiCaL 1.5.3 does not count them for us";
}

TEST(SolverProgress, TuringSatRunShowsCadicalBeforeTheMoves) {
  const ProgressRun traced = traced_run("tm", "", "sat");
  if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no CaDiCaL";
  ASSERT_EQ(traced.report.status, Status::kSolved);
  expect_cadical_run(traced);
  EXPECT_LT(traced.first_other, traced.lines.size()) << "the answer's moves follow";
}

TEST(SolverProgress, PegSatRunShowsCadicalBeforeTheMoves) {
  // triangle5 needs hundreds of conflicts; its own tracer writes the header before solving.
  const ProgressRun traced = traced_run("peg", "board=triangle5", "sat");
  if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no CaDiCaL";
  ASSERT_EQ(traced.report.status, Status::kSolved);
  expect_cadical_run(traced);
  EXPECT_GT(*traced.report.backend->conflicts, 0u);
  EXPECT_EQ(traced.lines.at(traced.first_other).at("e"), "move");
}

TEST(SolverProgress, SampledEventsAreSpacedAndCapped) {
  // A search stopped by its time limit: sampled all the way, and still ending with the figures.
  // The limit covers building the model too (a few tenths of a second under the sanitizers on a
  // busy machine), so it leaves the solver at least a second.
  const ProgressRun traced = traced_run("peg", "board=triangle8", "sat", 1.5);
  if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no CaDiCaL";
  expect_cadical_run(traced);
  EXPECT_GT(traced.progress.size(), 3u) << "events while the solver runs";
  EXPECT_LE(traced.progress.size(), trace::SolverProgressScope::kMaxEvents);
  // Between two events, the first sampled one included, at least the first interval.
  for (std::size_t i = 1; i + 1 < traced.progress.size(); ++i) {
    const double gap = traced.progress[i].at("seconds").get<double>() -
                       traced.progress[i - 1].at("seconds").get<double>();
    EXPECT_GE(gap, trace::SolverProgressScope::kFirstInterval * 0.999) << i;
  }
}

TEST(SolverProgress, ScopeWritesAtMostItsCap) {
  trace::CollectedTrace collected;
  trace::TraceWriter writer(collected.writer_sink());
  EXPECT_FALSE(trace::solver_progress_wanted());
  {
    const trace::SolverProgressScope scope(writer);
    EXPECT_TRUE(trace::solver_progress_wanted());
    EXPECT_TRUE(trace::solver_progress_due()) << "the first event is due at once";
    EXPECT_EQ(trace::begin_solver_call(), 1);
    EXPECT_EQ(trace::begin_solver_call(), 2);
    for (std::uint64_t i = 0; i < 2 * trace::SolverProgressScope::kMaxEvents; ++i)
      trace::solver_progress({{"solver", "test"}, {"i", i}});
    EXPECT_FALSE(trace::solver_progress_due()) << "nothing is due past the cap";
  }
  EXPECT_FALSE(trace::solver_progress_wanted()) << "the scope uninstalls itself";
  trace::solver_progress({{"solver", "test"}});  // no scope: nothing written
  writer.header("test", "test", json::object(), json::object(), nullptr);
  writer.end("solved");
  // Held until the header, then written right after it, the end last.
  ASSERT_EQ(collected.lines.size(), trace::SolverProgressScope::kMaxEvents + 2);
  EXPECT_EQ(collected.lines.front().at("trace"), "puzzlelab-trace");
  EXPECT_EQ(collected.lines.at(1).at("i"), 0);
  EXPECT_EQ(collected.lines.at(trace::SolverProgressScope::kMaxEvents).at("i"),
            trace::SolverProgressScope::kMaxEvents - 1);
  EXPECT_EQ(collected.lines.back().at("e"), "end");
}

// CBC on a shortest-path model: the objective is the number of moves, so the final incumbent
// is the report's move count; the final nodes are its branch-and-bound nodes.
void expect_cbc_run(const ProgressRun& traced, bool objective_is_moves) {
  expect_in_order(traced, "cbc", "nodes");
  ASSERT_GE(traced.progress.size(), 2u);
  EXPECT_TRUE(traced.progress.front().at("incumbent").is_null()) << "none at the start";
  const json& last = traced.progress.back();
  ASSERT_TRUE(traced.report.backend && traced.report.backend->bnb_nodes);
  EXPECT_EQ(last.at("nodes"), *traced.report.backend->bnb_nodes);
  ASSERT_TRUE(last.at("incumbent").is_number()) << last.dump();
  if (objective_is_moves) {
    EXPECT_EQ(last.at("incumbent").get<double>(),
              traced.report.answer.at("move_count").get<double>());
  }
  if (traced.report.status == Status::kOptimal) {
    EXPECT_EQ(last.at("bound"), last.at("incumbent"));
  }
}

TEST(SolverProgress, CbcRunsShowNodesIncumbentAndBound) {
  for (const auto& [puzzle, method, objective_is_moves] :
       std::vector<std::tuple<std::string, std::string, bool>>{
           {"hanoi", "network", true}, {"river", "network", true}, {"hanoi", "milp", false}}) {
    SCOPED_TRACE(puzzle + " " + method);
    const ProgressRun traced = traced_run(puzzle, puzzle == "hanoi" ? "disks=3" : "", method);
    if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no CBC";
    ASSERT_EQ(traced.report.status, Status::kOptimal);
    expect_cbc_run(traced, objective_is_moves);
  }
}

TEST(SolverProgress, CbcBoundNeverCrossesTheIncumbent) {
  // hanoi milp maximises; every bound is at least every incumbent found.
  const ProgressRun traced = traced_run("hanoi", "disks=3", "milp");
  if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no CBC";
  double best = -1e300;
  for (const json& event : traced.progress) {
    if (event.at("incumbent").is_number())
      best = std::max(best, event.at("incumbent").get<double>());
  }
  ASSERT_GT(best, -1e300);
  for (const json& event : traced.progress) {
    if (event.contains("bound")) {
      EXPECT_GE(event.at("bound").get<double>(), best - 1e-6);
    }
  }
}

TEST(SolverProgress, Z3CheckEndsWithItsStatistics) {
  const ProgressRun traced = traced_run("peg", "board=triangle5", "smt");
  if (traced.report.status == Status::kUnavailable) GTEST_SKIP() << "no Z3";
  ASSERT_EQ(traced.report.status, Status::kSolved);
  expect_in_order(traced, "z3", "conflicts");
  ASSERT_EQ(traced.progress.size(), 1u) << "one check, one event";
  const json& event = traced.progress.front();
  ASSERT_TRUE(event.at("statistics").is_object());
  EXPECT_FALSE(event.at("statistics").empty());
  ASSERT_TRUE(traced.report.backend && traced.report.backend->conflicts);
  EXPECT_EQ(event.at("conflicts"), *traced.report.backend->conflicts);
  if (traced.report.backend->decisions) {
    EXPECT_EQ(event.at("decisions"), *traced.report.backend->decisions);
  }
  EXPECT_GT(event.at("solve_seconds").get<double>(), 0);
}

TEST(SolverProgress, TracingLeavesTheReportAsItWas) {
  for (const auto& [puzzle, instance, method] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"tm", "", "sat"},
           {"peg", "board=triangle5", "sat"},
           {"hanoi", "disks=3", "milp"},
           {"river", "", "network"},
           {"peg", "board=triangle5", "smt"}}) {
    SCOPED_TRACE(puzzle + " " + method);
    const Report plain = run(puzzle, instance, method, 30, nullptr);
    const ProgressRun traced = traced_run(puzzle, instance, method);
    EXPECT_EQ(plain.status, traced.report.status);
    EXPECT_EQ(plain.answer, traced.report.answer);
    json plain_backend = to_json(plain).value("backend", json::object());
    json traced_backend = to_json(traced.report).value("backend", json::object());
    EXPECT_EQ(plain_backend, traced_backend);
  }
}

}  // namespace
}  // namespace puzzlelab
