// The river-crossing examples, which need more than STRIPS: wolf, goat and cabbage says which
// passengers may be left together as a PDDL3 state constraint, (:constraints (always ...)), and
// missionaries and cannibals counts the people on each bank with numeric fluents. Both through
// breadth-first search against the published optima and, for the first, the river puzzle.
#include <gtest/gtest.h>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::pddl {
namespace {

// The farmer crosses seven times at fewest; three missionaries and three cannibals with a boat
// of two need eleven crossings (both are the textbook figures).
constexpr std::size_t kWolfGoatCabbageCrossings = 7;
constexpr std::size_t kMissionariesCrossings = 11;

void expect_plan(const test::Loaded& loaded, const BfsOutcome& found) {
  const Plan plan = parse_plan(write_plan(loaded.task, found.plan), "bfs");
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task, plan);
  EXPECT_TRUE(verdict.valid) << verdict.summary("bfs");
}

TEST(PddlCrossings, WolfGoatCabbageUnderAStateConstraint) {
  const test::Loaded loaded = test::load_examples("wgc-domain.pddl", "wgc-classic.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), kWolfGoatCabbageCrossings);
  expect_plan(loaded, found);
  // The river puzzle's own search on its own file of the same puzzle.
  const Puzzle& river = puzzle_named("river");
  const Report report =
      run_method(river, *river.parse({{"file", "wolf-goat-cabbage"}}), "bfs", SolveOptions{});
  EXPECT_EQ(report.answer.value("move_count", std::size_t{0}), found.plan.size());
  // Without the constraint the farmer may leave anyone anywhere: three crossings with each
  // passenger and two back, five; the constraint is what makes it seven.
  const std::string problem = read_text_file(test::example("wgc-classic.pddl"));
  const std::string unguarded = problem.substr(0, problem.find("  ; On a bank without")) + ")\n";
  const test::Loaded unconstrained =
      test::load_text(read_text_file(test::example("wgc-domain.pddl")), unguarded);
  EXPECT_EQ(bfs_plan(unconstrained.task).plan.size(), 5u);
}

TEST(PddlCrossings, MissionariesAndCannibalsWithNumericFluents) {
  const test::Loaded loaded =
      test::load_examples("missionaries-domain.pddl", "missionaries-3.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), kMissionariesCrossings);
  expect_plan(loaded, found);
}

}  // namespace
}  // namespace puzzlelab::pddl
