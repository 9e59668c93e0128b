// The Tower of Hanoi through the registry, as every surface runs it.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/parse_error.hpp"
#include "backends/milp/cbc_solver.hpp"
#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

const Puzzle& hanoi_puzzle() {
  return puzzle_named("hanoi");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return hanoi_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  return run_method(hanoi_puzzle(), *instance(params), method, options);
}

bool method_runs_here(const std::string& method) {
  return (method != "milp" && method != "network") || milp::cbc_available();
}

std::uint64_t move_count(const Report& report) {
  return report.answer.at("move_count").get<std::uint64_t>();
}

TEST(HanoiPuzzle, DefaultInstanceIsThreeDisksFromAToB) {
  EXPECT_EQ(instance({})->canonical(), "disks=3 pegs=3 start=AAA goal=BBB");
  EXPECT_EQ(hanoi_puzzle().default_method(*instance({})), "recursive");
}

TEST(HanoiPuzzle, EveryMethodSolvesTheDefaultInstanceOptimally) {
  for (const MethodInfo& info : hanoi_puzzle().methods()) {
    SCOPED_TRACE(info.name);
    const Report report = run({}, info.name);
    if (!method_runs_here(info.name)) {
      EXPECT_EQ(report.status, Status::kUnavailable);
      continue;
    }
    ASSERT_EQ(report.status, Status::kOptimal) << report.note;
    EXPECT_EQ(move_count(report), 7u);
    ASSERT_EQ(report.answer.at("moves").size(), 7u);
    EXPECT_EQ(report.answer["moves"][0], nlohmann::json({{"disk", 1}, {"from", "A"}, {"to", "B"}}));
    EXPECT_EQ(report.verified(), std::optional<bool>(true));
    EXPECT_EQ(report.summary, "7 moves");
    EXPECT_NE(report.drawing.find("move disk 3 from peg A to B"), std::string::npos);
    EXPECT_EQ(report.instance, "disks=3 pegs=3 start=AAA goal=BBB");
  }
}

TEST(HanoiPuzzle, MethodFigures) {
  const Report bfs = run({{"disks", "4"}}, "bfs");
  ASSERT_TRUE(bfs.stats.nodes.has_value());
  EXPECT_GT(*bfs.stats.nodes, 15u);
  EXPECT_FALSE(bfs.backend.has_value());
  const Report recursive = run({{"disks", "4"}}, "recursive");
  EXPECT_EQ(recursive.stats.nodes, std::optional<std::uint64_t>(15));
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  const Report network = run({{"disks", "2"}}, "network");
  ASSERT_TRUE(network.backend.has_value());
  EXPECT_EQ(network.backend->solver, "cbc");
  EXPECT_EQ(network.backend->variables, std::optional<std::uint64_t>(24));  // 3(3^2 - 1) arcs
}

TEST(HanoiPuzzle, ThreePegsTakeTwoToTheNMinusOneMoves) {
  for (int n = 1; n <= 16; ++n) {
    const Report report = run({{"disks", std::to_string(n)}}, "recursive");
    ASSERT_EQ(report.status, Status::kOptimal);
    EXPECT_EQ(move_count(report), (std::uint64_t{1} << n) - 1) << n;
    EXPECT_EQ(report.verified(), std::optional<bool>(true));
  }
}

TEST(HanoiPuzzle, FourPegsFollowFrameStewart) {
  // OEIS A007664: 1, 3, 5, 9, 13, 17, 25, 33, 41, 49, ...
  const std::uint64_t expected[] = {1, 3, 5, 9, 13, 17, 25, 33, 41, 49};
  for (int n = 1; n <= 10; ++n) {
    SCOPED_TRACE(n);
    const Params params{{"disks", std::to_string(n)}, {"pegs", "4"}};
    const Report recursive = run(params, "recursive");
    ASSERT_EQ(recursive.status, Status::kOptimal);
    EXPECT_EQ(move_count(recursive), expected[n - 1]);
    if (n <= 7) {
      EXPECT_EQ(move_count(run(params, "bfs")), expected[n - 1]);
    }
  }
}

TEST(HanoiPuzzle, BfsAgreesWithTheRecursionOnEveryStartAndGoal) {
  const std::string pegs = "ABC";
  std::vector<std::string> configs;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 3; ++c) configs.push_back({pegs[a], pegs[b], pegs[c]});
  for (const std::string& from : configs) {
    for (const std::string& goal : configs) {
      const Params params{{"start", from}, {"goal", goal}};
      const Report recursive = run(params, "recursive");
      const Report bfs = run(params, "bfs");
      ASSERT_EQ(recursive.status, Status::kOptimal);
      ASSERT_EQ(bfs.status, Status::kOptimal);
      ASSERT_EQ(move_count(recursive), move_count(bfs)) << from << " -> " << goal;
      EXPECT_EQ(bfs.verified(), std::optional<bool>(true));
    }
  }
}

TEST(HanoiPuzzle, AnyStartAndGoal) {
  const Report twice = run({{"start", "AAB"}, {"goal", "BBA"}}, "recursive");
  EXPECT_EQ(move_count(twice), 5u);  // the largest disk moves twice, via C
  const Report same = run({{"start", "ACB"}, {"goal", "ACB"}}, "bfs");
  EXPECT_EQ(same.status, Status::kOptimal);
  EXPECT_EQ(move_count(same), 0u);
  EXPECT_EQ(instance({{"start", "acba"}})->canonical(), "disks=4 pegs=3 start=ACBA goal=BBBB");
  const Report four = run({{"start", "DCBA"}, {"pegs", "4"}}, "bfs");
  EXPECT_EQ(four.status, Status::kOptimal);
  EXPECT_EQ(four.verified(), std::optional<bool>(true));
}

TEST(HanoiPuzzle, FourPegsOffTheClassicTransferNeedBfs) {
  const auto off = instance({{"start", "AB"}, {"goal", "BA"}, {"pegs", "4"}});
  EXPECT_EQ(hanoi_puzzle().default_method(*off), "bfs");
  EXPECT_THROW(run_method(hanoi_puzzle(), *off, "recursive", {}), InputError);
  EXPECT_EQ(move_count(run_method(hanoi_puzzle(), *off, "bfs", {})), 3u);
}

TEST(HanoiPuzzle, LimitsStopEveryMethod) {
  SolveOptions one_node;
  one_node.limits.nodes = 1;
  EXPECT_EQ(run({{"disks", "6"}}, "bfs", one_node).status, Status::kStopped);
  EXPECT_EQ(run({{"disks", "6"}}, "recursive", one_node).status, Status::kStopped);
  SolveOptions no_time;
  no_time.limits.seconds = 0;
  const Report stopped = run({{"disks", "10"}}, "recursive", no_time);
  EXPECT_EQ(stopped.status, Status::kStopped);
  EXPECT_TRUE(stopped.answer.is_null());
  EXPECT_FALSE(stopped.verified().has_value());
  EXPECT_NE(stopped.note.find("time limit"), std::string::npos);
}

TEST(HanoiPuzzle, SixtyFourDisksGiveTheCountWithoutListingTwoToTheSixtyFourMoves) {
  SolveOptions options;
  options.limits.seconds = 1;
  const Report report = run({{"disks", "64"}}, "recursive", options);
  EXPECT_EQ(report.status, Status::kOptimal);
  EXPECT_EQ(report.answer.value("move_count_decimal", ""), "18446744073709551615");
  EXPECT_FALSE(report.answer.contains("moves"));
  EXPECT_FALSE(report.verified().has_value());  // a closed form: nothing to replay
  EXPECT_NE(report.note.find("not listed past 65535"), std::string::npos) << report.note;
  EXPECT_LT(report.seconds, 1.0);
}

TEST(HanoiPuzzle, MethodsRefuseInstancesTheyCannotTake) {
  EXPECT_THROW(run({{"disks", "6"}}, "milp"), InputError);
  EXPECT_THROW(run({{"disks", "9"}}, "network"), InputError);
  EXPECT_THROW(run({{"disks", "15"}}, "bfs"), InputError);
  EXPECT_THROW(run({{"pegs", "4"}}, "network"), InputError);
  EXPECT_THROW(run({}, "smt"), InputError);
}

void expect_input_error(const Params& params, const std::string& starts_with) {
  expect_parse_error(hanoi_puzzle(), params, starts_with);
}

TEST(HanoiPuzzle, BadParametersAreInputErrorsNamingTheParameter) {
  expect_input_error({{"disks", "0"}}, "disks: expected 1..64");
  expect_input_error({{"disks", "65"}}, "disks: expected 1..64");
  expect_input_error({{"disks", "3x"}}, "disks:");
  expect_input_error({{"pegs", "5"}}, "pegs: expected 3 or 4");
  expect_input_error({{"start", "ABD"}}, "start: unknown peg 'D'");
  expect_input_error({{"start", "ABC"}, {"goal", "AA"}}, "start has 3 disks but goal has 2");
  expect_input_error({{"disks", "4"}, {"start", "ABC"}}, "disks 4 but the configuration has 3");
  expect_input_error({{"towers", "3"}}, "towers:");
  expect_input_error({{"disks", "3"}, {"disks", "4"}}, "disks:");
}

TEST(HanoiPuzzle, CanonicalFormRoundTrips) {
  for (const Params& params : {Params{}, Params{{"disks", "5"}, {"pegs", "4"}},
                               Params{{"start", "ACB"}, {"goal", "cab"}}}) {
    const std::string canonical = instance(params)->canonical();
    EXPECT_EQ(instance(puzzle_support::split_params(canonical))->canonical(), canonical);
  }
}

TEST(HanoiPuzzle, WritesBothModelsAsLpAndMps) {
  const auto models = hanoi_puzzle().models();
  ASSERT_EQ(models.size(), 3u);  // and the PDDL task (tests/pddl/export_test.cpp)
  EXPECT_EQ(models[2].name, "pddl");
  const auto in = instance({{"start", "ACB"}, {"goal", "BBB"}});
  std::ostringstream mps;
  hanoi_puzzle().write_model(*in, "inventory", ModelFormat::kMps, mps);
  EXPECT_NE(mps.str().find("move_1_1_0_1"), std::string::npos);
  std::ostringstream lp;
  hanoi_puzzle().write_model(*in, "network", ModelFormat::kLp, lp);
  EXPECT_NE(lp.str().find("inimize"), std::string::npos);
  std::ostringstream unused;
  EXPECT_THROW(hanoi_puzzle().write_model(*in, "network", ModelFormat::kDimacs, unused),
               InputError);
  EXPECT_THROW(hanoi_puzzle().write_model(*in, "plan", ModelFormat::kLp, unused), InputError);
  EXPECT_THROW(hanoi_puzzle().write_model(*instance({{"disks", "6"}}), "inventory",
                                          ModelFormat::kLp, unused),
               InputError);
}

TEST(HanoiPuzzle, DrawsStartAndGoal) {
  const std::string drawing = hanoi_puzzle().draw(*instance({}), {});
  EXPECT_NE(drawing.find("start AAA"), std::string::npos);
  EXPECT_NE(drawing.find("goal BBB"), std::string::npos);
}

}  // namespace
}  // namespace puzzlelab
