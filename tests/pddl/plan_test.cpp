// Plans: the IPC format read and written, and the validator's verdicts.
#include <gtest/gtest.h>

#include <algorithm>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::pddl {
namespace {

Validation check(const test::Loaded& loaded, const std::string& plan_text, bool changes = false) {
  return validate_plan(loaded.domain, loaded.problem, loaded.task,
                       parse_plan(plan_text, "plan.txt"), changes);
}

TEST(PddlPlanText, ReadsStepsCommentsTimesAndDurations) {
  const Plan plan = parse_plan(
      "; a comment\n"
      "(MOVE d1 a c)\n"
      "\n"
      "0.000: (move d2 a b) [1.000]\n"
      "2: (move d1 c b) ; trailing comment\n"
      "; cost = 3 (unit cost)\n",
      "plan.txt");
  ASSERT_EQ(plan.steps.size(), 3u);
  EXPECT_EQ(plan.steps[0].action, "move");
  EXPECT_EQ(plan.steps[0].args, (std::vector<std::string>{"d1", "a", "c"}));
  EXPECT_EQ(plan.steps[1].line, 4);
  EXPECT_EQ(plan.steps[1].column, 8);
  EXPECT_EQ(plan.steps[2].args[1], "c");
  EXPECT_EQ(plan.stated_cost, 3);
}

TEST(PddlPlanText, RefusesWhatIsNoStep) {
  EXPECT_EQ(test::input_error([] { parse_plan("(move d1 a c)\nmove d1 a c\n", "plan.txt"); }),
            "plan.txt:2:1: expected a step '(action arg ...)': 'move d1 a c'");
  EXPECT_EQ(test::input_error([] { parse_plan("(move d1 a c) (move)\n", "plan.txt"); }),
            "plan.txt:1:15: text after the step: '(move)'");
  EXPECT_EQ(test::input_error([] { parse_plan("(move d1 (a))\n", "plan.txt"); }),
            "plan.txt:1:10: expected an argument or ')': '(a))'");
}

TEST(PddlValidator, AcceptsTheBreadthFirstPlanAndItsWrittenForm) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-3.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  const std::string written = write_plan(loaded.task, found.plan);
  EXPECT_TRUE(written.ends_with("; cost = 7 (unit cost)\n")) << written;
  const Validation verdict = check(loaded, written);
  EXPECT_TRUE(verdict.valid) << verdict.summary("plan.txt");
  EXPECT_EQ(verdict.cost, 7);
  EXPECT_EQ(verdict.steps, 7u);
  EXPECT_TRUE(verdict.cost_mismatch.empty());
}

TEST(PddlValidator, AcceptsFastDownwardsSasPlan) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-2.pddl");
  const Validation verdict = check(loaded,
                                   "(move d1 d2 b)\n"
                                   "(move d2 a c)\n"
                                   "(move d1 b d2)\n"
                                   "; cost = 3 (unit cost)\n");
  EXPECT_TRUE(verdict.valid) << verdict.summary("sas_plan");
  EXPECT_EQ(verdict.summary("sas_plan"), "valid, 3 steps, cost 3");
}

TEST(PddlValidator, NamesTheFirstFailingStepAndTheFalseAtom) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-2.pddl");
  // Step 2 moves d2 onto peg b, where d1 now is.
  const Validation verdict = check(loaded,
                                   "; two discs\n"
                                   "(move d1 d2 b)\n"
                                   "(move d2 a b)\n"
                                   "(move d1 b c)\n");
  EXPECT_FALSE(verdict.valid);
  EXPECT_EQ(verdict.failed_step, 2u);
  EXPECT_EQ(verdict.summary("plan.txt"),
            "invalid: plan.txt:3: step 2 (move d2 a b): precondition (clear b) is false");
  // A move of a larger disc onto a smaller one is no ground action at all: the static atom
  // that rules it out is named.
  const Validation onto_smaller = check(loaded, "(move d1 d2 b)\n(move d2 a d1)\n");
  EXPECT_EQ(onto_smaller.summary("plan.txt"),
            "invalid: plan.txt:2: step 2 (move d2 a d1): precondition (smaller d2 d1) is false");
  const Validation unknown = check(loaded, "(fly d1 a b)\n");
  EXPECT_EQ(unknown.summary("plan.txt"),
            "invalid: plan.txt:1: step 1 (fly d1 a b): no action is named 'fly'");
  const Validation wrong_type = check(loaded, "(move a d1 b)\n");
  EXPECT_EQ(
      wrong_type.summary("plan.txt"),
      "invalid: plan.txt:1: step 1 (move a d1 b): argument 1 'a' is not of the parameter's type");
}

TEST(PddlValidator, ReportsUnmetGoalsAtTheEnd) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-2.pddl");
  const Validation verdict = check(loaded, "(move d1 d2 b)\n");
  EXPECT_FALSE(verdict.valid);
  EXPECT_EQ(verdict.failed_step, 0u);
  EXPECT_EQ(verdict.unmet_goals, (std::vector<std::string>{"(on d1 d2)", "(on d2 c)"}));
  EXPECT_EQ(verdict.summary("plan.txt"),
            "invalid: the goal does not hold after the last step: (on d1 d2) and 1 more");
}

TEST(PddlValidator, ListsEachStepsChangesOnRequest) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-1.pddl");
  const Validation verdict = check(loaded, "(move d1 a c)\n", true);
  ASSERT_TRUE(verdict.valid);
  ASSERT_EQ(verdict.changes.size(), 1u);
  StepChanges changes = verdict.changes[0];
  std::sort(changes.added.begin(), changes.added.end());
  std::sort(changes.deleted.begin(), changes.deleted.end());
  EXPECT_EQ(changes.action, "(move d1 a c)");
  EXPECT_EQ(changes.added, (std::vector<std::string>{"(clear a)", "(on d1 c)"}));
  EXPECT_EQ(changes.deleted, (std::vector<std::string>{"(clear c)", "(on d1 a)"}));
}

TEST(PddlValidator, CostsUnderAMetricAndAStatedCostThatDisagrees) {
  const test::Loaded loaded = test::load_examples("courier-domain.pddl", "courier-1.pddl");
  const std::string plan =
      "(drive van depot mill)\n(load flour van mill)\n(drive van mill depot)\n"
      "(unload flour van depot)\n(load fish ferry island)\n";
  const Validation blocked = check(loaded, plan);
  EXPECT_EQ(blocked.summary("plan.txt"),
            "invalid: plan.txt:5: step 5 (load fish ferry island): precondition (at ferry island) "
            "is false");
  const Validation verdict = check(loaded,
                                   "(drive van depot mill)\n(load flour van mill)\n"
                                   "(drive van mill depot)\n(unload flour van depot)\n"
                                   "(drive ferry harbour island)\n(load fish ferry island)\n"
                                   "(drive ferry island harbour)\n(unload fish ferry harbour)\n"
                                   "; cost = 5\n");
  EXPECT_TRUE(verdict.valid) << verdict.summary("plan.txt");
  // 3 + 1 + 3 + 0 for the flour, 4 + 1 + 4 + 0 for the fish.
  EXPECT_EQ(verdict.cost, 16);
  EXPECT_EQ(verdict.cost_mismatch, "the plan states cost 5, its actions cost 16");
}

}  // namespace
}  // namespace puzzlelab::pddl
