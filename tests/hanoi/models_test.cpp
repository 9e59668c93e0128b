// The declarative models of the inventory-and-network post (Yet Another Math Programming
// Consultant, "Towers of Hanoi: inventory and network formulation"), solved with CBC, against
// BFS on random start/goal pairs.
#include <gtest/gtest.h>

#include <random>

#include "backends/milp/cbc_solver.hpp"
#include "puzzles/hanoi/encode_milp.hpp"

namespace puzzlelab::hanoi {
namespace {

void expect_matches_bfs(const std::string& method, int n, int pairs, std::uint32_t seed) {
  const StateSpace space(n, 3);
  std::mt19937 rng(seed);
  for (int i = 0; i < pairs; ++i) {
    const std::uint32_t a = i == 0 ? space.encode(tower(n, 0)) : rng() % space.size();
    const std::uint32_t b = i == 0 ? space.encode(tower(n, 1)) : rng() % space.size();
    const Config s = space.decode(a), t = space.decode(b);
    const DeclarativeResult r =
        method == "milp" ? solve_inventory(s, t, {}) : solve_network(s, t, {});
    ASSERT_EQ(r.status, BackendStatus::kSatisfiable);
    EXPECT_TRUE(r.optimal);
    EXPECT_EQ(static_cast<std::int32_t>(r.moves.size()), space.distances(a)[b])
        << method << " " << to_string(s) << " -> " << to_string(t);
    EXPECT_EQ(check_sequence(s, t, 3, r.moves), "");
  }
}

TEST(HanoiModels, InventoryMatchesBfs) {
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  expect_matches_bfs("milp", 1, 3, 1);
  expect_matches_bfs("milp", 2, 6, 2);
  expect_matches_bfs("milp", 3, 6, 3);
}

TEST(HanoiModels, InventoryStartIsGoal) {
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  const Config c = parse_config("ACB", 3, "x");
  EXPECT_TRUE(solve_inventory(c, c, {}).moves.empty());
}

TEST(HanoiModels, InventoryClassicPublishedSolution) {
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  const DeclarativeResult r = solve_inventory(tower(3, 0), tower(3, 1), {});
  EXPECT_EQ(r.moves.size(), 7u);
}

TEST(HanoiModels, NetworkMatchesBfs) {
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  for (int n = 1; n <= 5; ++n) expect_matches_bfs("network", n, 4, 10 + n);
}

TEST(HanoiModels, NetworkSize) {
  const NetworkEncoding encoding(tower(3, 0), tower(3, 1));
  EXPECT_EQ(encoding.model().variables().size(), 78u);
  EXPECT_EQ(encoding.model().rows().size(), 27u);
}

}  // namespace
}  // namespace puzzlelab::hanoi
