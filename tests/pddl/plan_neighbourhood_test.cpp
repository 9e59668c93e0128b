// Plan neighbourhood graph search (plan_neighbourhood.hpp) against uniform-cost search: from
// greedy's plans and from plans padded with detours, the plan it returns is valid, never
// costlier than the one it was given, and the cheapest wherever it says its neighbourhood held
// every reachable state; a small budget stops it with a valid plan all the same.
#include "puzzles/pddl/plan_neighbourhood.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/successors.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::pddl {
namespace {

std::int64_t validated_cost(const test::Loaded& loaded, const std::vector<std::uint32_t>& plan) {
  const Plan parsed = parse_plan(write_plan(loaded.task, plan), "plan");
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task, parsed);
  EXPECT_TRUE(verdict.valid) << verdict.summary("plan");
  return verdict.valid ? verdict.cost : -1;
}

// The plan with a detour after each of its first actions: an applicable action whose successor
// has an action back to the state it left (a move and its undo), where the domain has one.
std::vector<std::uint32_t> with_detours(const Task& task, const std::vector<std::uint32_t>& plan) {
  std::vector<std::uint32_t> padded;
  State state = task.initial;
  for (std::uint32_t action : plan) {
    bool detoured = false;
    for_each_successor(task, state, [&](std::uint32_t out, const State& away) {
      if (detoured) return;
      for_each_successor(task, away, [&](std::uint32_t back, const State& home) {
        if (detoured || home != state) return;
        padded.push_back(out);
        padded.push_back(back);
        detoured = true;
      });
    });
    padded.push_back(action);
    state = apply(task, task.actions[action], state);
  }
  return padded;
}

const std::vector<std::pair<std::string, std::string>>& examples() {
  static const std::vector<std::pair<std::string, std::string>> all = {
      {"hanoi-domain.pddl", "hanoi-3.pddl"},
      {"hanoi-domain.pddl", "hanoi-5.pddl"},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"},
      {"courier-domain.pddl", "courier-1.pddl"},
      {"tiles-domain.pddl", "tiles-8a.pddl"},
  };
  return all;
}

TEST(PddlPlanNeighbourhood, NeverCostlierAndTheCheapestWhenItHeldEverything) {
  int shortened = 0, proved = 0;
  for (const auto& [domain, problem] : examples()) {
    SCOPED_TRACE(problem);
    const test::Loaded loaded = test::load_examples(domain, problem);
    const PlanSearchOutcome cheapest = ucs_plan(loaded.task);
    ASSERT_EQ(cheapest.status, SearchStatus::kSolved);
    const PlanSearchOutcome greedy = greedy_plan(loaded.task);
    ASSERT_EQ(greedy.status, SearchStatus::kSolved);
    for (const std::vector<std::uint32_t>& given :
         {greedy.plan, with_detours(loaded.task, greedy.plan)}) {
      const Stopwatch clock;
      const PlanImprovement better = improve_plan(loaded.task, given, {}, clock);
      EXPECT_EQ(better.first_cost, validated_cost(loaded, given));
      EXPECT_EQ(validated_cost(loaded, better.plan), better.cost);
      EXPECT_LE(better.cost, better.first_cost);
      EXPECT_GE(better.cost, cheapest.cost);
      EXPECT_GT(better.rounds, 0);
      if (better.optimal) {
        EXPECT_EQ(better.cost, cheapest.cost);
        ++proved;
      }
      shortened += better.cost < better.first_cost;
    }
  }
  EXPECT_GE(shortened, 6);  // every padded plan at least
  EXPECT_GE(proved, 5);
}

TEST(PddlPlanNeighbourhood, ASmallBudgetStopsWithAValidPlan) {
  const test::Loaded loaded = test::load_examples("tiles-domain.pddl", "tiles-8far.pddl");
  const PlanSearchOutcome greedy = greedy_plan(loaded.task);
  ASSERT_EQ(greedy.status, SearchStatus::kSolved);
  const std::vector<std::uint32_t> given = with_detours(loaded.task, greedy.plan);
  PlanImprovementBudget budget;
  budget.max_states = 300;
  const Stopwatch clock;
  const PlanImprovement small = improve_plan(loaded.task, given, budget, clock);
  EXPECT_LE(small.largest, 300u);
  EXPECT_FALSE(small.optimal);
  EXPECT_EQ(validated_cost(loaded, small.plan), small.cost);
  EXPECT_LT(small.cost, small.first_cost);  // the detours, one action off the plan, go
  // No time at all: the plan as given.
  budget.seconds = 0;
  const PlanImprovement none = improve_plan(loaded.task, given, budget, clock);
  EXPECT_EQ(none.rounds, 0);
  EXPECT_EQ(none.plan, given);
}

}  // namespace
}  // namespace puzzlelab::pddl
