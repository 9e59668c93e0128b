#include "backends/sat/cadical_solver.hpp"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "sat_test_support.hpp"

namespace puzzlelab::sat {
namespace {

using testing_support::pigeonhole;
using testing_support::planted_3sat;
using testing_support::satisfies;

TEST(SatCadical, EmptyFormulaIsSatisfiableAndEmptyClauseIsNot) {
  PUZZLELAB_REQUIRE_CADICAL();
  Cnf cnf;
  const SatResult empty = solve_with_cadical(cnf);
  EXPECT_EQ(empty.status, BackendStatus::kSatisfiable);
  EXPECT_EQ(empty.model.size(), 1u);
  cnf.new_variables(2);
  cnf.add_clause(std::vector<Lit>{});
  EXPECT_EQ(solve_with_cadical(cnf).status, BackendStatus::kUnsatisfiable);
}

TEST(SatCadical, PigeonholeIsUnsatisfiable) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (auto encoding : {AtMostOneEncoding::kPairwise, AtMostOneEncoding::kSequential,
                        AtMostOneEncoding::kCommander}) {
    for (int holes = 1; holes <= 6; ++holes) {
      SCOPED_TRACE(to_string(encoding) + " holes=" + std::to_string(holes));
      const Cnf cnf = pigeonhole(holes + 1, holes, encoding);
      const SatResult result = solve_with_cadical(cnf);
      EXPECT_EQ(result.status, BackendStatus::kUnsatisfiable);
      EXPECT_EQ(result.stats.variables, static_cast<std::uint64_t>(cnf.variable_count()));
      EXPECT_EQ(result.stats.constraints, cnf.clause_count());
      // One pigeon fewer fits, and the model must place it.
      const Cnf fits = pigeonhole(holes, holes, encoding);
      const SatResult placed = solve_with_cadical(fits);
      ASSERT_EQ(placed.status, BackendStatus::kSatisfiable);
      EXPECT_TRUE(satisfies(fits, placed.model));
    }
  }
}

TEST(SatCadical, PlantedRandom3SatModelSatisfiesEveryClause) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (unsigned seed : {1u, 2u, 3u}) {
    const Cnf cnf = planted_3sat(300, 1200, seed);
    const SatResult result = solve_with_cadical(cnf);
    ASSERT_EQ(result.status, BackendStatus::kSatisfiable) << "seed " << seed;
    ASSERT_EQ(result.model.size(), static_cast<std::size_t>(cnf.variable_count()) + 1);
    EXPECT_TRUE(satisfies(cnf, result.model)) << "seed " << seed;
    EXPECT_GE(result.stats.solve_seconds, 0.0);
  }
}

// PHP(11, 10) needs millions of conflicts, far more than either limit allows.
TEST(SatCadical, ConflictLimitStopsEachCall) {
  PUZZLELAB_REQUIRE_CADICAL();
  CadicalSolver solver(pigeonhole(11, 10));
  BackendLimits limits;
  limits.conflicts = 1000;
  for (int call = 0; call < 2; ++call) {  // the limit is per call, not for the solver's life
    const SatResult result = solver.solve(limits);
    EXPECT_EQ(result.status, BackendStatus::kUnknown);
    EXPECT_GT(result.stats.conflicts, 500u);  // learnt clauses, about one per conflict
    EXPECT_LE(result.stats.conflicts, 1100u);
    EXPECT_TRUE(result.model.empty());
  }
}

TEST(SatCadical, TimeLimitStopsTheSearch) {
  PUZZLELAB_REQUIRE_CADICAL();
  BackendLimits limits;
  limits.seconds = 0.3;
  const SatResult result = solve_with_cadical(pigeonhole(11, 10), limits);
  EXPECT_EQ(result.status, BackendStatus::kUnknown);
  EXPECT_GE(result.stats.solve_seconds, 0.25);
  EXPECT_LT(result.stats.solve_seconds, 5.0);  // generous: the machine is shared
  EXPECT_GT(result.stats.conflicts, 0u);
}

// x_i and y_i are complements, so the 2k variables have exactly 2^k models.
TEST(SatCadical, BlockingClausesEnumerateEveryModelOnce) {
  PUZZLELAB_REQUIRE_CADICAL();
  constexpr int kFree = 5;
  Cnf cnf;
  for (int i = 0; i < kFree; ++i) {
    const int x = cnf.new_variable();
    const int y = cnf.new_variable();
    cnf.add_clause({x, y});
    cnf.add_clause({-x, -y});
  }
  CadicalSolver solver(cnf);
  std::set<std::vector<bool>> models;
  while (true) {
    const SatResult result = solver.solve();
    if (result.status != BackendStatus::kSatisfiable) {
      EXPECT_EQ(result.status, BackendStatus::kUnsatisfiable);
      break;
    }
    ASSERT_TRUE(satisfies(cnf, result.model));
    ASSERT_TRUE(models.insert(result.model).second) << "model found twice";
    ASSERT_LE(models.size(), 1u << kFree);
    std::vector<Lit> block;
    for (int v = 1; v <= cnf.variable_count(); ++v) block.push_back(result.value(v) ? -v : v);
    solver.add_clause(block);
  }
  EXPECT_EQ(models.size(), 1u << kFree);
}

TEST(SatCadical, ClausesOverNewVariablesGrowTheModel) {
  PUZZLELAB_REQUIRE_CADICAL();
  Cnf cnf;
  const int a = cnf.new_variable();
  cnf.new_variable();  // in no clause, yet part of the model
  cnf.add_clause({a});
  CadicalSolver solver(cnf);
  const std::vector<Lit> later{-a, 5};
  solver.add_clause(later);
  const SatResult result = solver.solve();
  ASSERT_EQ(result.status, BackendStatus::kSatisfiable);
  ASSERT_EQ(result.model.size(), 6u);
  EXPECT_TRUE(result.value(a));
  EXPECT_TRUE(result.value(5));
  EXPECT_EQ(result.stats.variables, 5u);
  EXPECT_EQ(result.stats.constraints, 2u);
}

// Assumptions hold for one call: refuted under them, the formula stays satisfiable, and a later
// call under other assumptions (or none) finds a model that respects them.
TEST(SatCadical, AssumptionsHoldForOneCallOnly) {
  PUZZLELAB_REQUIRE_CADICAL();
  Cnf cnf;
  cnf.new_variables(3);
  cnf.add_clause({1, 2});
  cnf.add_clause({-1, 3});
  CadicalSolver solver(cnf);
  const Lit refuted[] = {-2, -3};  // not 2 needs 1, which needs 3
  EXPECT_EQ(solver.solve({}, refuted).status, BackendStatus::kUnsatisfiable);
  const Lit other[] = {-2};
  const SatResult model = solver.solve({}, other);
  ASSERT_EQ(model.status, BackendStatus::kSatisfiable);
  EXPECT_FALSE(model.value(2));
  EXPECT_TRUE(model.value(1));
  EXPECT_TRUE(model.value(3));
  EXPECT_EQ(solver.solve().status, BackendStatus::kSatisfiable);
  // An assumption over a variable no clause names yet is taken, and the model covers it.
  const Lit fresh[] = {5};
  const SatResult wider = solver.solve({}, fresh);
  ASSERT_EQ(wider.status, BackendStatus::kSatisfiable);
  ASSERT_GE(wider.model.size(), 6u);
  EXPECT_TRUE(wider.value(5));
}

TEST(SatCadical, UnavailableBuildThrows) {
  if (cadical_available()) GTEST_SKIP() << "built with CaDiCaL";
  EXPECT_THROW(solve_with_cadical(Cnf{}), BackendUnavailable);
}

}  // namespace
}  // namespace puzzlelab::sat
