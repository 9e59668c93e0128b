// solve_with_cbc against answers known independently: brute force, hand computation.
#include <gtest/gtest.h>

#include <cstdint>

#include "backends/milp/cbc_solver.hpp"
#include "milp_test_models.hpp"

namespace puzzlelab::milp {
namespace {

using namespace testing_models;

class CbcSolver : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cbc_available()) GTEST_SKIP() << "built without CBC";
  }
};

// The best value over all 2^n subsets that fit every capacity.
double brute_force_optimum(const Knapsack& k) {
  const std::size_t n = k.values.size();
  double best = 0;
  for (std::uint32_t subset = 0; subset < (1u << n); ++subset) {
    bool fits = true;
    for (std::size_t d = 0; d < k.weights.size() && fits; ++d) {
      double weight = 0;
      for (std::size_t i = 0; i < n; ++i) {
        if (subset >> i & 1u) weight += k.weights[d][i];
      }
      fits = weight <= k.capacities[d];
    }
    if (!fits) continue;
    double value = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (subset >> i & 1u) value += k.values[i];
    }
    best = std::max(best, value);
  }
  return best;
}

TEST_F(CbcSolver, KnapsackMatchesBruteForce) {
  for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
    const Knapsack k = make_knapsack(14, 2, seed);
    const Model model = knapsack_model(k);
    const MilpResult result = solve_with_cbc(model);
    ASSERT_EQ(result.status, BackendStatus::kSatisfiable) << "seed " << seed;
    EXPECT_TRUE(result.optimal);
    EXPECT_EQ(result.objective, brute_force_optimum(k)) << "seed " << seed;
    EXPECT_NEAR(result.best_bound, result.objective, 1e-6);
    expect_feasible(model, result.values);
    EXPECT_EQ(result.stats.variables, 14u);
    EXPECT_EQ(result.stats.constraints, 2u);
  }
}

TEST_F(CbcSolver, MinimiseAndMaximiseTheSameRows) {
  // 3 <= x + 2y <= 11, x, y integer in [0, 5]: min x + y is 2 (x = 1, y = 1 or x = 0, y = 2),
  // max x + y is 8 (x = 5, y = 3).
  Model model;
  const int x = model.add_integer("x", 0, 5);
  const int y = model.add_integer("y", 0, 5);
  model.add_row("band", {{x, 1}, {y, 2}}, 3, 11);
  model.set_objective({{x, 1}, {y, 1}}, Sense::kMinimize);
  MilpResult low = solve_with_cbc(model);
  ASSERT_EQ(low.status, BackendStatus::kSatisfiable);
  EXPECT_TRUE(low.optimal);
  EXPECT_EQ(low.objective, 2);
  expect_feasible(model, low.values);

  model.set_objective({{x, 1}, {y, 1}}, Sense::kMaximize, 100);
  MilpResult high = solve_with_cbc(model);
  ASSERT_EQ(high.status, BackendStatus::kSatisfiable);
  EXPECT_TRUE(high.optimal);
  EXPECT_EQ(high.objective, 108);  // the offset is included
  EXPECT_EQ(high.values[0], 5);
  EXPECT_EQ(high.values[1], 3);
  EXPECT_NEAR(high.best_bound, 108, 1e-6);
}

TEST_F(CbcSolver, EqualityRangedRowsNegativeAndFreeBounds) {
  const Model model = mixed_bounds_model();
  const MilpResult result = solve_with_cbc(model);
  ASSERT_EQ(result.status, BackendStatus::kSatisfiable);
  EXPECT_TRUE(result.optimal);
  EXPECT_NEAR(result.objective, kMixedBoundsOptimum, 1e-9);
  expect_feasible(model, result.values);
}

TEST_F(CbcSolver, FreeVariablesCanGoNegative) {
  // min y with y free and y >= x - 10, x in [0, 3] integer: y = -10 at x = 0.
  Model model;
  const int x = model.add_integer("x", 0, 3);
  const int y = model.add_continuous("y", -kInfinity, kInfinity);
  model.add_greater_equal("link", {{y, 1}, {x, -1}}, -10);
  model.set_objective({{y, 1}}, Sense::kMinimize);
  const MilpResult result = solve_with_cbc(model);
  ASSERT_EQ(result.status, BackendStatus::kSatisfiable);
  EXPECT_NEAR(result.objective, -10, 1e-9);
}

TEST_F(CbcSolver, UnboundedModelHasNoOptimum) {
  Model model;
  const int x = model.add_integer("x", 0, kInfinity);
  const int y = model.add_continuous("y", -kInfinity, kInfinity);
  model.add_greater_equal("link", {{x, 1}, {y, -1}}, 0);
  model.set_objective({{x, 1}, {y, 1}}, Sense::kMaximize);
  const MilpResult result = solve_with_cbc(model);
  EXPECT_FALSE(result.optimal);
  EXPECT_EQ(result.status, BackendStatus::kUnknown);  // neither a point nor a proof
}

TEST_F(CbcSolver, InfeasibleModelsAreUnsatisfiable) {
  for (const Model& model : {integer_infeasible_model(), lp_infeasible_model()}) {
    const MilpResult result = solve_with_cbc(model);
    EXPECT_EQ(result.status, BackendStatus::kUnsatisfiable);
    EXPECT_FALSE(result.optimal);
    EXPECT_TRUE(result.values.empty());
  }
}

TEST_F(CbcSolver, FeasibilityProblemWithoutObjective) {
  Model model;
  const int x = model.add_integer("x", 0, 9);
  const int y = model.add_integer("y", 0, 9);
  model.add_equal("sum", {{x, 3}, {y, 5}}, 31);  // 3*2 + 5*5 or 3*7 + 5*2
  const MilpResult result = solve_with_cbc(model);
  ASSERT_EQ(result.status, BackendStatus::kSatisfiable);
  expect_feasible(model, result.values);
  EXPECT_EQ(result.objective, 0);
}

TEST_F(CbcSolver, ModelWithoutVariables) {
  Model feasible;
  feasible.add_less_equal("zero", {}, 0);
  feasible.set_objective({}, Sense::kMinimize, 4);
  EXPECT_EQ(solve_with_cbc(feasible).status, BackendStatus::kSatisfiable);
  EXPECT_EQ(solve_with_cbc(feasible).objective, 4);
  Model infeasible;
  infeasible.add_greater_equal("one", {}, 1);
  EXPECT_EQ(solve_with_cbc(infeasible).status, BackendStatus::kUnsatisfiable);
}

TEST_F(CbcSolver, NodeLimitStopsBeforeProvingOptimality) {
  // Unlimited, this model takes CBC hundreds of nodes; with at most one node it cannot be
  // proved optimal.
  const Model model = knapsack_model(make_knapsack(60, 8, 11));
  const MilpResult full = solve_with_cbc(model);
  ASSERT_EQ(full.status, BackendStatus::kSatisfiable);
  ASSERT_TRUE(full.optimal);
  ASSERT_GT(full.stats.nodes, 10u);
  EXPECT_GT(full.stats.iterations, 0u);
  for (std::int64_t nodes : {0, 1}) {
    BackendLimits limits;
    limits.nodes = nodes;
    const MilpResult cut = solve_with_cbc(model, limits);
    EXPECT_FALSE(cut.optimal) << nodes;
    EXPECT_LE(cut.stats.nodes, 1u);
    if (cut.status == BackendStatus::kSatisfiable) {
      EXPECT_LE(cut.objective, full.objective);
      EXPECT_GE(cut.best_bound, full.objective - 1e-6);
      expect_feasible(model, cut.values);
    } else {
      EXPECT_EQ(cut.status, BackendStatus::kUnknown);
    }
  }
}

TEST_F(CbcSolver, TimeLimitIsHonoured) {
  BackendLimits limits;
  limits.seconds = 0;
  const MilpResult result = solve_with_cbc(knapsack_model(make_knapsack(60, 8, 11)), limits);
  EXPECT_FALSE(result.optimal);
  EXPECT_LT(result.stats.solve_seconds, 5);
}

}  // namespace
}  // namespace puzzlelab::milp
