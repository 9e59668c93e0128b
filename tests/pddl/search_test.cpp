// Breadth-first search over ground tasks: fewest-action plans checked by the validator, and the
// number of reachable PDDL states, against figures derived by hand.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::pddl {
namespace {

std::uint64_t power(std::uint64_t base, int exponent) {
  std::uint64_t result = 1;
  for (int i = 0; i < exponent; ++i) result *= base;
  return result;
}

// The fewest moves of n discs: 2^n - 1.
std::uint64_t hanoi_optimum(int discs) {
  return power(2, discs) - 1;
}

// The reachable PDDL states of examples/pddl/hanoi-N.pddl, which lists (smaller dK dK) for every
// disc but the largest. Moving dK "onto itself" (?to = ?d) is then legal: it leaves (on dK dK)
// with dK no longer clear, so dK never moves again and nothing is put on it: dK is retired.
// A state is the set S of retired discs among d1..d(n-1) and a legal configuration of the
// others, which is one peg for each (3^(n - |S|) of them, all reachable as in the plain puzzle,
// and any disc can be brought to the top of its peg first to retire it). Summing over S:
// 3 * sum_k C(n-1, k) 3^(n-1-k) = 3 * 4^(n-1).
std::uint64_t hanoi_states_self_listed_but_largest(int discs) {
  return 3 * power(4, discs - 1);
}
// The same argument with every disc retirable gives 4^n; with none, the plain puzzle's 3^n.
std::uint64_t hanoi_states_all_self_listed(int discs) {
  return power(4, discs);
}
std::uint64_t hanoi_states_plain(int discs) {
  return power(3, discs);
}

std::string hanoi_problem(int discs) {
  return read_text_file(test::example("hanoi-" + std::to_string(discs) + ".pddl"));
}

test::Loaded load_hanoi(const std::string& problem) {
  return test::load_text(read_text_file(test::example("hanoi-domain.pddl")), problem);
}

void expect_valid(const test::Loaded& loaded, const BfsOutcome& found) {
  const Plan plan = parse_plan(write_plan(loaded.task, found.plan), "bfs");
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task, plan);
  EXPECT_TRUE(verdict.valid) << verdict.summary("bfs");
}

TEST(PddlBfs, HanoiOptimumAndReachableStates) {
  for (int discs = 1; discs <= 5; ++discs) {
    SCOPED_TRACE("discs " + std::to_string(discs));
    const test::Loaded loaded = load_hanoi(hanoi_problem(discs));
    const BfsOutcome found = bfs_plan(loaded.task);
    ASSERT_EQ(found.status, SearchStatus::kSolved);
    EXPECT_EQ(found.plan.size(), hanoi_optimum(discs));
    expect_valid(loaded, found);
    const BfsOutcome counted = count_states(loaded.task);
    EXPECT_EQ(counted.status, SearchStatus::kNoSolution);
    EXPECT_EQ(counted.states, hanoi_states_self_listed_but_largest(discs));
  }
}

TEST(PddlBfs, HanoiStateCountFollowsTheSelfPairsListed) {
  for (int discs = 1; discs <= 4; ++discs) {
    SCOPED_TRACE("discs " + std::to_string(discs));
    std::string plain = hanoi_problem(discs);
    for (int k = 1; k < discs; ++k) {
      const std::string self = "(smaller d" + std::to_string(k) + " d" + std::to_string(k) + ")";
      plain.erase(plain.find(self), self.size());
    }
    std::string all = hanoi_problem(discs);
    const std::string largest = "d" + std::to_string(discs);
    all.insert(all.find("(:init") + 6, " (smaller " + largest + " " + largest + ")");

    const test::Loaded plain_task = load_hanoi(plain);
    EXPECT_EQ(count_states(plain_task.task).states, hanoi_states_plain(discs));
    EXPECT_EQ(bfs_plan(plain_task.task).plan.size(), hanoi_optimum(discs));
    const test::Loaded all_task = load_hanoi(all);
    EXPECT_EQ(count_states(all_task.task).states, hanoi_states_all_self_listed(discs));
    EXPECT_EQ(bfs_plan(all_task.task).plan.size(), hanoi_optimum(discs));
  }
}

// Four blocks with a hand: towers of labelled blocks (the Lah numbers' sums, 1, 1, 3, 13, 73
// for 0..4 blocks) with the hand empty, or one of the four blocks in the hand and the other
// three in towers: 73 + 4 * 13.
constexpr std::uint64_t kBlocksworld4States = 73 + 4 * 13;
// Reversing a tower of four: every block moves, each move a pick and a place.
constexpr std::size_t kBlocksworld4Optimum = 4 * 2;

TEST(PddlBfs, Blocksworld) {
  const test::Loaded loaded = test::load_examples("blocksworld-domain.pddl", "blocksworld-4.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), kBlocksworld4Optimum);
  expect_valid(loaded, found);
  EXPECT_EQ(count_states(loaded.task).states, kBlocksworld4States);
}

// Two rooms, four balls, two grippers: each ball is in a room or in a gripper that holds only
// it; (all four in rooms) 2^4 + (one held) 2 * 4 * 2^3 + (two held) 4 * 3 * 2^2, times the
// robot's two rooms.
constexpr std::uint64_t kGripper4States = 2 * (16 + 64 + 48);
// Two trips of pick, pick, move, drop, drop, and one move back between them.
constexpr std::size_t kGripper4Optimum = 2 * 5 + 1;

TEST(PddlBfs, Gripper) {
  const test::Loaded loaded = test::load_examples("gripper-domain.pddl", "gripper-4.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), kGripper4Optimum);
  expect_valid(loaded, found);
  EXPECT_EQ(count_states(loaded.task).states, kGripper4States);
}

TEST(PddlBfs, CourierWithCostsAndNegativePreconditions) {
  const test::Loaded loaded = test::load_examples("courier-domain.pddl", "courier-1.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  // Each parcel is loaded, carried one road and unloaded, and each vehicle first drives to
  // its parcel: 2 * (1 + 3) actions at the fewest.
  EXPECT_EQ(found.plan.size(), 8u);
  expect_valid(loaded, found);
}

TEST(PddlBfs, AnUnreachableGoalIsNoPlanWithoutSearch) {
  std::string problem = hanoi_problem(2);
  problem.replace(problem.find("(on d2 c)"), 9, "(on d2 d1)");
  const test::Loaded loaded = load_hanoi(problem);
  const BfsOutcome found = bfs_plan(loaded.task);
  EXPECT_EQ(found.status, SearchStatus::kNoSolution);
  EXPECT_EQ(found.note, "no plan: (on d2 d1) can never hold");
}

TEST(PddlBfs, HonoursTheNodeLimit) {
  const test::Loaded loaded = load_hanoi(hanoi_problem(5));
  search::BfsOptions options;
  options.limits.nodes = 10;
  const BfsOutcome found = bfs_plan(loaded.task, options);
  EXPECT_EQ(found.status, SearchStatus::kStopped);
  EXPECT_EQ(found.note, "node limit reached");
}

}  // namespace
}  // namespace puzzlelab::pddl
