// Model enumeration by blocking clauses on toy formulas whose models are known by counting.
#include "backends/sat/enumerate.hpp"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "sat_test_support.hpp"

namespace puzzlelab::sat {
namespace {

using testing_support::pigeonhole;
using testing_support::satisfies;

constexpr std::uint64_t kNoCap = ~std::uint64_t{0};

// Blocks the model's assignment to variables 1..variables: each model found is a new one.
BlockModel block_assignment(int variables, std::set<std::vector<bool>>& seen) {
  return [variables, &seen](const SatResult& model) {
    std::vector<bool> assignment(model.model.begin() + 1, model.model.begin() + 1 + variables);
    EXPECT_TRUE(seen.insert(assignment).second) << "a model came back";
    std::vector<Lit> clause;
    for (int v = 1; v <= variables; ++v) clause.push_back(model.value(v) ? -v : v);
    return clause;
  };
}

TEST(SatEnumerate, OneClauseOfThreeLiteralsHasSevenModels) {
  PUZZLELAB_REQUIRE_CADICAL();
  Cnf cnf;
  cnf.new_variables(3);
  cnf.add_clause({1, 2, 3});
  CadicalSolver solver(cnf);
  std::set<std::vector<bool>> seen;
  const Enumeration all = enumerate_models(solver, kNoCap, {}, block_assignment(3, seen));
  EXPECT_EQ(all.end, EnumerationEnd::kExhausted);
  EXPECT_EQ(all.models, 7u);
  EXPECT_EQ(seen.size(), 7u);
  EXPECT_EQ(seen.count({false, false, false}), 0u);
  EXPECT_EQ(all.stats.variables, 3u);
  EXPECT_EQ(all.stats.constraints, 1u + 7u);  // the formula and the seven blocking clauses
}

// Three pigeons in three holes, one each: the 3! = 6 permutations.
TEST(SatEnumerate, PigeonsInAsManyHolesArePermutations) {
  PUZZLELAB_REQUIRE_CADICAL();
  const Cnf cnf = pigeonhole(3, 3);
  CadicalSolver solver(cnf);
  std::set<std::vector<bool>> seen;
  const BlockModel block = block_assignment(cnf.variable_count(), seen);
  const Enumeration all = enumerate_models(solver, kNoCap, {}, [&](const SatResult& model) {
    EXPECT_TRUE(satisfies(cnf, model.model));
    return block(model);
  });
  EXPECT_EQ(all.end, EnumerationEnd::kExhausted);
  EXPECT_EQ(all.models, 6u);
}

TEST(SatEnumerate, TheCapIsHonoured) {
  PUZZLELAB_REQUIRE_CADICAL();
  const Cnf cnf = pigeonhole(4, 4);  // 24 models
  for (std::uint64_t cap : {1u, 5u, 24u}) {
    CadicalSolver solver(cnf);
    std::set<std::vector<bool>> seen;
    const Enumeration some =
        enumerate_models(solver, cap, {}, block_assignment(cnf.variable_count(), seen));
    EXPECT_EQ(some.end, EnumerationEnd::kCapped) << cap;  // the 24th is not known to be last
    EXPECT_EQ(some.models, cap);
    EXPECT_EQ(seen.size(), cap);
  }
  CadicalSolver solver(cnf);
  int calls = 0;
  const Enumeration none = enumerate_models(solver, 0, {}, [&](const SatResult&) {
    ++calls;
    return std::vector<Lit>{};
  });
  EXPECT_EQ(none.end, EnumerationEnd::kCapped);
  EXPECT_EQ(none.models, 0u);
  EXPECT_EQ(calls, 0);
  EXPECT_EQ(none.stats.variables, 0u);  // no call was made
}

TEST(SatEnumerate, UnsatisfiableFormulaHasNoModel) {
  PUZZLELAB_REQUIRE_CADICAL();
  const Cnf cnf = pigeonhole(4, 3);
  CadicalSolver solver(cnf);
  int calls = 0;
  const Enumeration none = enumerate_models(solver, kNoCap, {}, [&](const SatResult&) {
    ++calls;
    return std::vector<Lit>{};
  });
  EXPECT_EQ(none.end, EnumerationEnd::kExhausted);
  EXPECT_EQ(none.models, 0u);
  EXPECT_EQ(calls, 0);
}

// Blocking only the decision variables counts solutions, not assignments: x1 or x2 has three
// models but two values of x1.
TEST(SatEnumerate, BlockingAProjectionCountsItsValues) {
  PUZZLELAB_REQUIRE_CADICAL();
  Cnf cnf;
  cnf.new_variables(2);
  cnf.add_clause({1, 2});
  CadicalSolver solver(cnf);
  std::set<bool> x1;
  const Enumeration values = enumerate_models(solver, kNoCap, {}, [&](const SatResult& model) {
    EXPECT_TRUE(x1.insert(model.value(1)).second);
    return std::vector<Lit>{model.value(1) ? -1 : 1};
  });
  EXPECT_EQ(values.end, EnumerationEnd::kExhausted);
  EXPECT_EQ(values.models, 2u);
}

TEST(SatEnumerate, NoTimeLeftStopsBeforeACall) {
  PUZZLELAB_REQUIRE_CADICAL();
  const Cnf cnf = pigeonhole(3, 3);
  CadicalSolver solver(cnf);
  std::set<std::vector<bool>> seen;
  const Enumeration stopped = enumerate_models(solver, kNoCap, {.seconds = 0},
                                               block_assignment(cnf.variable_count(), seen));
  EXPECT_EQ(stopped.end, EnumerationEnd::kStopped);
  EXPECT_EQ(stopped.models, 0u);
}

// PHP(9, 8) takes far more than ten conflicts to refute: the per-call conflict limit ends it.
TEST(SatEnumerate, ConflictLimitStopsACall) {
  PUZZLELAB_REQUIRE_CADICAL();
  const Cnf cnf = pigeonhole(9, 8);
  CadicalSolver solver(cnf);
  std::set<std::vector<bool>> seen;
  const Enumeration stopped = enumerate_models(solver, kNoCap, {.conflicts = 10},
                                               block_assignment(cnf.variable_count(), seen));
  EXPECT_EQ(stopped.end, EnumerationEnd::kStopped);
  EXPECT_EQ(stopped.models, 0u);
}

}  // namespace
}  // namespace puzzlelab::sat
