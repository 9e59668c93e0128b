// River crossing through the registry, as every surface runs it.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/parse_error.hpp"
#include "backends/milp/cbc_solver.hpp"
#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

const std::string kExamples = std::string(PUZZLELAB_SOURCE_DIR) + "/examples/river/";

const Puzzle& river_puzzle() {
  return puzzle_named("river");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return river_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  return run_method(river_puzzle(), *instance(params), method, options);
}

bool method_runs_here(const std::string& method) {
  return method == "bfs" || milp::cbc_available();
}

TEST(RiverPuzzle, DefaultInstanceIsWolfGoatAndCabbage) {
  EXPECT_EQ(instance({})->canonical(), "file=wolf-goat-cabbage horizon=0");
  EXPECT_EQ(river_puzzle().default_method(*instance({})), "bfs");
  EXPECT_NE(river_puzzle().draw(*instance({}), {}).find("near: farmer + wolf + goat + cabbage"),
            std::string::npos);
}

TEST(RiverPuzzle, EveryMethodTakesSevenCrossings) {
  for (const MethodInfo& info : river_puzzle().methods()) {
    SCOPED_TRACE(info.name);
    const Report report = run({}, info.name);
    if (!method_runs_here(info.name)) {
      EXPECT_EQ(report.status, Status::kUnavailable);
      continue;
    }
    ASSERT_EQ(report.status, Status::kOptimal) << report.note;
    EXPECT_EQ(report.answer.at("move_count"), 7);
    ASSERT_EQ(report.answer.at("moves").size(), 7u);
    EXPECT_EQ(
        report.answer["moves"][0],
        nlohmann::json({{"trip", 1}, {"items", {"farmer", "goat"}}, {"direction", "near->far"}}));
    EXPECT_EQ(report.answer["moves"][6]["direction"], "near->far");
    EXPECT_EQ(report.verified(), std::optional<bool>(true));
    EXPECT_EQ(report.summary, "7 crossings");
    EXPECT_NE(report.drawing.find("  1. farmer + goat"), std::string::npos);
    EXPECT_EQ(report.instance, "file=wolf-goat-cabbage horizon=0");
  }
}

TEST(RiverPuzzle, Figures) {
  const Report bfs = run({}, "bfs");
  ASSERT_TRUE(bfs.stats.nodes.has_value());
  EXPECT_GT(*bfs.stats.nodes, 7u);
  EXPECT_FALSE(bfs.backend.has_value());
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  const Report network = run({}, "network");
  ASSERT_TRUE(network.backend.has_value());
  EXPECT_EQ(network.backend->solver, "cbc");
  EXPECT_GT(network.backend->variables.value_or(0), 0u);
  EXPECT_GT(network.backend->rows.value_or(0), 0u);
}

TEST(RiverPuzzle, FilesGiveTheSameAnswerAsTheBuiltIn) {
  const Report file = run({{"file", kExamples + "wolf-goat-cabbage.river"}}, "bfs");
  EXPECT_EQ(file.answer.at("move_count"), 7);
  const Report farmyard = run({{"file", kExamples + "farmyard.river"}}, "bfs");
  ASSERT_EQ(farmyard.status, Status::kOptimal);
  EXPECT_EQ(farmyard.verified(), std::optional<bool>(true));
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  for (const std::string method : {"network", "milp"}) {
    EXPECT_EQ(run({{"file", kExamples + "farmyard.river"}}, method).answer.at("move_count"),
              farmyard.answer.at("move_count"))
        << method;
  }
}

TEST(RiverPuzzle, ImpossibleVariantHasNoSolution) {
  for (const MethodInfo& info : river_puzzle().methods()) {
    if (!method_runs_here(info.name)) continue;
    SCOPED_TRACE(info.name);
    const Report report = run({{"file", kExamples + "impossible.river"}}, info.name);
    EXPECT_EQ(report.status, Status::kNoSolution);
    EXPECT_TRUE(report.answer.is_null());
    EXPECT_FALSE(report.verified().has_value());
    EXPECT_NE(report.note.find("No plan exists"), std::string::npos) << report.note;
  }
}

TEST(RiverPuzzle, ShortHorizonHasNoPlanWithinIt) {
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  const Report report = run({{"horizon", "5"}}, "milp");
  EXPECT_EQ(report.status, Status::kNoSolution);
  EXPECT_NE(report.note.find("within 5 crossings"), std::string::npos) << report.note;
  EXPECT_EQ(run({{"horizon", "7"}}, "milp").answer.at("move_count"), 7);
}

TEST(RiverPuzzle, LimitsStop) {
  SolveOptions two_nodes;
  two_nodes.limits.nodes = 2;
  EXPECT_EQ(run({}, "bfs", two_nodes).status, Status::kStopped);
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  SolveOptions no_time;
  no_time.limits.seconds = 0;
  const Report milp = run({}, "milp", no_time);
  EXPECT_EQ(milp.status, Status::kStopped);
  EXPECT_TRUE(milp.answer.is_null());
}

void expect_input_error(const Params& params, const std::string& starts_with) {
  expect_parse_error(river_puzzle(), params, starts_with);
}

TEST(RiverPuzzle, BadParametersAreInputErrorsNamingTheParameter) {
  expect_input_error({{"file", "/nowhere/none.river"}}, "file: /nowhere/none.river");
  expect_input_error({{"file", "a b.river"}}, "file: 'a b.river' has blanks");
  expect_input_error({{"horizon", "-1"}}, "horizon: expected 0..100000");
  expect_input_error({{"horizon", "seven"}}, "horizon:");
  expect_input_error({{"boat", "2"}}, "boat:");
  EXPECT_THROW(run({}, "dfs"), InputError);
}

TEST(RiverPuzzle, CanonicalFormRoundTrips) {
  for (const Params& params :
       {Params{}, Params{{"file", kExamples + "farmyard.river"}, {"horizon", "9"}}}) {
    const std::string canonical = instance(params)->canonical();
    EXPECT_EQ(instance(puzzle_support::split_params(canonical))->canonical(), canonical);
  }
}

TEST(RiverPuzzle, WritesBothModelsAsLpAndMps) {
  ASSERT_EQ(river_puzzle().models().size(), 3u);  // the PDDL task too (tests/pddl/export_test.cpp)
  for (const ModelInfo& model : river_puzzle().models()) {
    for (const ModelFormat format : model.formats) {
      std::ostringstream out;
      river_puzzle().write_model(*instance({}), model.name, format, out);
      EXPECT_GT(out.str().size(), 100u) << model.name << " " << to_string(format);
    }
  }
  std::ostringstream unused;
  EXPECT_THROW(river_puzzle().write_model(*instance({}), "plan", ModelFormat::kLp, unused),
               InputError);
  EXPECT_THROW(river_puzzle().write_model(*instance({}), "network", ModelFormat::kSmt2, unused),
               InputError);
}

}  // namespace
}  // namespace puzzlelab
