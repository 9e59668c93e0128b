#include "backends/sat/cnf.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace puzzlelab::sat {
namespace {

TEST(SatCnf, VariablesAreNumberedFromOne) {
  Cnf cnf;
  EXPECT_EQ(cnf.new_variable(), 1);
  EXPECT_EQ(cnf.new_variables(3), 2);
  EXPECT_EQ(cnf.new_variable(), 5);
  EXPECT_EQ(cnf.new_variables(0), 6);
  EXPECT_EQ(cnf.variable_count(), 5);
}

TEST(SatCnf, ClausesAreStoredFlatWithZeroTerminators) {
  Cnf cnf;
  cnf.new_variables(3);
  cnf.add_clause({1, -2});
  cnf.add_clause(std::vector<Lit>{});
  cnf.add_clause({3});
  EXPECT_EQ(cnf.clause_count(), 3u);
  EXPECT_EQ(cnf.flat_clauses(), (std::vector<Lit>{1, -2, 0, 0, 3, 0}));
}

TEST(SatCnf, ForEachClauseVisitsInOrderIncludingEmptyClauses) {
  Cnf cnf;
  cnf.new_variables(3);
  cnf.add_clause({-3});
  cnf.add_clause(std::vector<Lit>{});
  cnf.add_clause({1, 2, 3});
  std::vector<std::vector<Lit>> seen;
  cnf.for_each_clause([&](std::span<const Lit> c) { seen.emplace_back(c.begin(), c.end()); });
  EXPECT_EQ(seen, (std::vector<std::vector<Lit>>{{-3}, {}, {1, 2, 3}}));
}

}  // namespace
}  // namespace puzzlelab::sat
