// Every method finds the same shortest trip count, and every plan replays through the rules.
#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <string>

#include "backends/milp/cbc_solver.hpp"
#include "puzzles/river/encode_milp.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/solve.hpp"

namespace puzzlelab::river {
namespace {

const std::string kExamples = std::string(PUZZLELAB_SOURCE_DIR) + "/examples/river/";

void expect_agreement(const Variant& v, const std::string& label) {
  const SolveResult bfs = solve_bfs(v);
  ASSERT_NE(bfs.outcome, Outcome::kStopped) << label;
  if (bfs.outcome == Outcome::kSolved) {
    EXPECT_EQ(verify_plan(v, bfs.plan), std::nullopt) << label;
  }
  if (!milp::cbc_available()) GTEST_SKIP() << "this build has no CBC";
  for (const SolveResult& other : {solve_network(v), solve_milp(v)}) {
    EXPECT_EQ(other.outcome, bfs.outcome) << label << " " << to_string(other.method);
    if (other.outcome != Outcome::kSolved) continue;
    EXPECT_EQ(other.plan.size(), bfs.plan.size()) << label << " " << to_string(other.method);
    EXPECT_EQ(verify_plan(v, other.plan), std::nullopt) << label << " " << to_string(other.method);
  }
}

TEST(RiverSolve, WolfGoatCabbageTakesSevenCrossings) {
  const Variant v = builtin_variant("wolf-goat-cabbage");
  for (const Method method : kMethods) {
    if (method != Method::kBfs && !milp::cbc_available()) continue;
    const SolveResult r = solve(v, method);
    ASSERT_EQ(r.outcome, Outcome::kSolved) << to_string(method);
    EXPECT_EQ(r.plan.size(), 7u) << to_string(method);
    EXPECT_EQ(verify_plan(v, r.plan), std::nullopt) << to_string(method);
    // The goat goes first, whatever the method.
    EXPECT_EQ(r.plan.front().cargo, 0b0101u) << to_string(method);
  }
}

TEST(RiverSolve, ExamplesAgree) {
  for (const char* name : {"wolf-goat-cabbage", "farmyard", "impossible"}) {
    expect_agreement(load_variant(kExamples + name + ".river"), name);
  }
  EXPECT_EQ(solve_bfs(load_variant(kExamples + "impossible.river")).outcome, Outcome::kNoPlan);
  EXPECT_EQ(solve_bfs(load_variant(kExamples + "wolf-goat-cabbage.river")).plan.size(), 7u);
}

TEST(RiverSolve, CapacityOneWithARowerIsStuck) {
  const Variant v = parse_variant("items farmer goat\nrowers farmer\ncapacity 1\n", "c1");
  expect_agreement(v, "c1");
  EXPECT_EQ(solve_bfs(v).outcome, Outcome::kNoPlan);
}

TEST(RiverSolve, MilpHorizonTooShortIsInfeasible) {
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  const Variant v = builtin_variant("wolf-goat-cabbage");
  EXPECT_EQ(solve_milp(v, {}, 5).outcome, Outcome::kNoPlan);
  EXPECT_EQ(solve_milp(v, {}, 7).plan.size(), 7u);
}

TEST(RiverSolve, NodeLimitStopsBfs) {
  SearchLimits limits;
  limits.nodes = 2;
  EXPECT_EQ(solve_bfs(builtin_variant("wolf-goat-cabbage"), limits).outcome, Outcome::kStopped);
}

// Random small variants: 2..5 items, 1..2 rowers, capacity 1..3, random conflicts of 2 or 3
// items; solvable and unsolvable ones both occur.
TEST(RiverSolve, RandomVariantsAgree) {
  std::mt19937 rng(20240611);
  int solved = 0, unsolvable = 0;
  for (int round = 0; round < 60; ++round) {
    Variant v;
    v.name = "random" + std::to_string(round);
    const int n = 2 + static_cast<int>(rng() % 4);
    // Not "i" + std::to_string(i): g++ 12 warns falsely (-Wstringop-overflow) on that.
    for (int i = 0; i < n; ++i) v.items.push_back(std::to_string(i).insert(0, 1, 'i'));
    v.rowers = 1u | ((rng() % 3 == 0) ? 2u : 0u);
    v.capacity = 1 + static_cast<int>(rng() % 3);
    const int conflicts = static_cast<int>(rng() % 5);
    for (int c = 0; c < conflicts; ++c) {
      std::uint32_t mask = 0;
      const int size = 2 + static_cast<int>(rng() % 2);
      while (std::popcount(mask) < std::min(size, n)) mask |= 1u << (rng() % n);
      v.conflicts.push_back(mask);
    }
    expect_agreement(v, v.name);
    (solve_bfs(v).outcome == Outcome::kSolved ? solved : unsolvable)++;
  }
  EXPECT_GT(solved, 10);
  EXPECT_GT(unsolvable, 5);
}

}  // namespace
}  // namespace puzzlelab::river
