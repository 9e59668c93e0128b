// Bounded integer numeric fluents and PDDL3 `always` state constraints: what parses and what is
// refused (at its FILE:LINE:COL), comparisons and effects applied, the invariant kept by the one
// successor function, the validator's verdicts, and missionaries-and-cannibals and
// wolf-goat-cabbage solved in 11 and 7 crossings.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <set>
#include <string>
#include <tuple>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/draw_state.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/plan_trace.hpp"
#include "puzzles/pddl/successors.hpp"
#include "puzzles/pddl/validator.hpp"

// A namespace of its own: the unity build puts the tests' anonymous namespaces together.
namespace puzzlelab::pddl::numeric_tests {
namespace {

using test::input_error;
using test::load_text;

// A counter (x) from 0 to 5 and a switch: inc, dec, reset and toggle.
constexpr const char* kCounterDomain = R"((define (domain counter)
  (:requirements :strips :numeric-fluents :negative-preconditions)
  (:predicates (on))
  (:functions (x) (limit) - number)
  (:action inc :parameters () :precondition (< (x) (limit)) :effect (increase (x) 1))
  (:action dec :parameters () :precondition (> (x) 0) :effect (decrease (x) 1))
  (:action reset :parameters () :precondition (and) :effect (assign (x) 0))
  (:action toggle-on :parameters () :precondition (not (on)) :effect (on))
  (:action toggle-off :parameters () :precondition (on) :effect (not (on)))))";

constexpr const char* kCounterProblem = R"((define (problem c) (:domain counter)
  (:init (= (x) 2) (= (limit) 5))
  (:goal (and (on) (= (x) 5)))))";

std::string domain_error(const std::string& text) {
  return input_error([&] { parse_domain(text, "d.pddl"); });
}

std::string problem_error(const std::string& domain, const std::string& problem) {
  const Domain parsed = parse_domain(domain, "d.pddl");
  return input_error([&] { parse_problem(problem, "p.pddl", parsed); });
}

const GroundAction& action_named(const Task& task, const std::string& name) {
  for (const GroundAction& action : task.actions)
    if (task.action_name(action) == name) return action;
  ADD_FAILURE() << "no ground action " << name;
  return task.actions.at(0);
}

std::optional<FluentId> fluent_named(const Task& task, const std::string& name) {
  for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent)
    if (task.fluent_name(fluent) == name) return fluent;
  return std::nullopt;
}

Validation check(const test::Loaded& loaded, const std::string& plan_text) {
  return validate_plan(loaded.domain, loaded.problem, loaded.task,
                       parse_plan(plan_text, "plan.txt"));
}

void expect_valid(const test::Loaded& loaded, const BfsOutcome& found) {
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task,
                                           parse_plan(write_plan(loaded.task, found.plan), "bfs"));
  EXPECT_TRUE(verdict.valid) << verdict.summary("bfs");
}

TEST(PddlNumericParser, ReadsFunctionsComparisonsAndEffects) {
  const Domain domain = parse_domain(kCounterDomain, "d.pddl");
  ASSERT_EQ(domain.actions.size(), 5u);
  const Formula& less = domain.actions[0].precondition;
  EXPECT_EQ(less.kind, Formula::Kind::kCompare);
  EXPECT_EQ(less.comparator, Comparator::kLess);
  ASSERT_EQ(less.operands.size(), 2u);
  EXPECT_EQ(less.operands[0].kind, NumericExpr::Kind::kFunction);
  EXPECT_EQ(less.operands[0].function.predicate, "x");
  const Effect& increase = domain.actions[0].effect;
  EXPECT_EQ(increase.kind, Effect::Kind::kNumeric);
  EXPECT_EQ(increase.op, NumericOp::kIncrease);
  EXPECT_EQ(increase.atom.predicate, "x");
  EXPECT_EQ(increase.value.number, 1);
  EXPECT_EQ(domain.actions[2].effect.op, NumericOp::kAssign);
  const Problem problem = parse_problem(kCounterProblem, "p.pddl", domain);
  ASSERT_EQ(problem.values.size(), 2u);
  EXPECT_EQ(problem.values[0].value, 2);
  // "4.0" is the whole number 4; negative values are numbers too.
  const Problem decimals = parse_problem(
      "(define (problem c) (:domain counter) (:init (= (x) -3) (= (limit) 4.0)) (:goal (on)))",
      "p.pddl", domain);
  EXPECT_EQ(decimals.values[0].value, -3);
  EXPECT_EQ(decimals.values[1].value, 4);
}

TEST(PddlNumericParser, RefusesDivisionFractionsAndScaling) {
  const std::string head = "(define (domain d) (:predicates (p)) (:functions (fuel) - number)\n";
  EXPECT_EQ(
      domain_error(head +
                   "(:action a :parameters () :precondition (> (/ (fuel) 2) 1) :effect (p)))"),
      "d.pddl:2:44: division is not supported (numeric fluents are integers): '(/ (fuel) 2)'");
  EXPECT_EQ(
      domain_error(head + "(:action a :parameters () :precondition (> (fuel) 1.5) :effect (p)))"),
      "d.pddl:2:51: numbers must be whole (numeric fluents are integers here): '1.5'");
  EXPECT_EQ(domain_error(head + "(:action a :parameters () :effect (scale-up (fuel) 2)))"),
            "d.pddl:2:35: 'scale-up' is not supported yet: '(scale-up (fuel) 2)'");
  EXPECT_EQ(
      domain_error(head + "(:action a :parameters () :effect (increase (fuel) 99999999999999)))"),
      "d.pddl:2:52: a number beyond ±2^40 (numeric fluents are bounded integers here): "
      "'99999999999999'");
  EXPECT_EQ(domain_error("(define (domain d) (:predicates (p)) (:functions (total-cost) - number)\n"
                         "(:action a :parameters () :effect (decrease (total-cost) 1)))"),
            "d.pddl:2:35: the total cost can only be increased: '(decrease (total-cost) 1)'");
  EXPECT_EQ(
      domain_error("(define (domain d) (:predicates (p)) (:functions (total-cost) - number)\n"
                   "(:action a :parameters () :precondition (< (total-cost) 3) :effect (p)))"),
      "d.pddl:2:44: the total cost is no part of the state: it can only be increased: "
      "'(total-cost)'");
  EXPECT_EQ(domain_error(head + "(:action a :parameters () :precondition (> (q) 1) :effect (p)))"),
            "d.pddl:2:45: undeclared function 'q'");
}

TEST(PddlConstraintsParser, AlwaysAndPlainFormulasAreInvariants) {
  const std::string domain =
      "(define (domain d) (:requirements :constraints) (:types t) (:predicates (p ?x - t) (q))\n"
      " (:constraints (and (always (q)) (forall (?x - t) (always (p ?x)))))\n"
      " (:action a :parameters () :effect (q)))";
  const Domain parsed = parse_domain(domain, "d.pddl");
  ASSERT_EQ(parsed.constraints.size(), 1u);
  const Formula& both = parsed.constraints[0];
  ASSERT_EQ(both.children.size(), 2u);
  EXPECT_EQ(both.children[0].kind, Formula::Kind::kAtom);
  EXPECT_EQ(both.children[1].kind, Formula::Kind::kForall);
  EXPECT_EQ(both.children[1].children[0].kind, Formula::Kind::kAtom);
  // A formula without a modal operator at its top is read as (always φ).
  const Problem plain = parse_problem(
      "(define (problem p) (:domain d) (:objects o - t) (:goal (q))\n"
      " (:constraints (not (p o))))",
      "p.pddl", parsed);
  ASSERT_EQ(plain.constraints.size(), 1u);
  EXPECT_EQ(plain.constraints[0].kind, Formula::Kind::kNot);
}

TEST(PddlConstraintsParser, RefusesOtherModalOperatorsAndPreferencesByName) {
  const std::string domain =
      "(define (domain d) (:predicates (p) (q)) (:action a :parameters () :effect (p)))";
  auto refused = [&](const std::string& constraint) {
    return problem_error(
        domain, "(define (problem x) (:domain d) (:goal (p))\n (:constraints " + constraint + "))");
  };
  EXPECT_EQ(refused("(sometime (p))"),
            "p.pddl:2:16: the state constraint 'sometime' is not supported yet (only 'always' "
            "is): '(sometime (p))'");
  EXPECT_EQ(refused("(and (always (q)) (at-most-once (p)))"),
            "p.pddl:2:34: the state constraint 'at-most-once' is not supported yet (only "
            "'always' is): '(at-most-once (p))'");
  EXPECT_TRUE(refused("(sometime-before (p) (q))")
                  .starts_with("p.pddl:2:16: the state constraint 'sometime-before' is not"));
  EXPECT_TRUE(refused("(sometime-after (p) (q))")
                  .starts_with("p.pddl:2:16: the state constraint 'sometime-after' is not"));
  EXPECT_TRUE(
      refused("(within 3 (p))").starts_with("p.pddl:2:16: the state constraint 'within' is not"));
  EXPECT_TRUE(refused("(always-within 3 (p) (q))")
                  .starts_with("p.pddl:2:16: the state constraint 'always-within' is not"));
  EXPECT_TRUE(refused("(hold-during 1 3 (p))")
                  .starts_with("p.pddl:2:16: the state constraint 'hold-during' is not"));
  EXPECT_TRUE(refused("(hold-after 2 (p))")
                  .starts_with("p.pddl:2:16: the state constraint 'hold-after' is not"));
  EXPECT_EQ(refused("(at end (p))"),
            "p.pddl:2:16: the state constraint 'at end' is not supported yet (only 'always' "
            "is): '(at end (p))'");
  EXPECT_EQ(refused("(preference safe (always (p)))"),
            "p.pddl:2:16: preferences are not supported yet: '(preference safe (always (p)))'");
  // A modal operator anywhere else (here under an or) is named too.
  EXPECT_EQ(refused("(or (always (p)) (q))"),
            "p.pddl:2:20: the modal operator 'always' is only read at the top of :constraints: "
            "'(always (p))'");
  EXPECT_TRUE(
      domain_error("(define (domain d) (:predicates (p))\n (:constraints (sometime (p))))")
          .starts_with("d.pddl:2:16: the state constraint 'sometime' is not supported yet"));
}

TEST(PddlNumeric, ComparisonsAndEffectsApplyFromTheValuesBefore) {
  const test::Loaded loaded = load_text(kCounterDomain, kCounterProblem);
  const Task& task = loaded.task;
  ASSERT_EQ(task.fluents.size(), 1u);  // (limit) is static: folded to 5
  EXPECT_EQ(task.fluent_name(0), "(x)");
  EXPECT_EQ(task.initial.value(0), 2);
  const GroundAction& inc = action_named(task, "(inc)");
  ASSERT_EQ(inc.precondition.numeric.size(), 1u);
  EXPECT_EQ(comparison_text(task, inc.precondition.numeric[0]), "(< (x) 5)");
  State state = apply(inc, task.initial);
  EXPECT_EQ(state.value(0), 3);
  state = apply(action_named(task, "(reset)"), state);
  EXPECT_EQ(state.value(0), 0);
  EXPECT_FALSE(applicable(action_named(task, "(dec)"), state));
  // Values are part of the state: equal bits, different values, different states.
  EXPECT_NE(state, task.initial);
  const BfsOutcome found = bfs_plan(task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), 4u);  // three inc and one toggle
  expect_valid(loaded, found);
}

// Two counters; (a) and (b) compared with each other, inside or, not and imply.
TEST(PddlNumeric, FluentAgainstFluentInsideOrNotAndImply) {
  const std::string domain = R"((define (domain two)
    (:requirements :numeric-fluents :disjunctive-preconditions)
    (:predicates (done) (flag))
    (:functions (a) (b) - number)
    (:action bump-a :parameters () :precondition (< (a) 4) :effect (increase (a) 1))
    (:action bump-b :parameters () :precondition (< (b) 4) :effect (increase (b) (+ 1 1)))
    (:action equalize :parameters () :precondition (not (= (a) (b)))
      :effect (assign (a) (b)))
    (:action finish :parameters ()
      :precondition (or (> (a) (+ (b) 1)) (and (= (a) 3) (not (< (b) (* 2 (a))))))
      :effect (done))
    (:action mark :parameters () :precondition (imply (flag) (>= (a) (b)))
      :effect (when (>= (b) 2) (and (flag) (decrease (b) 1))))))";
  const std::string problem =
      "(define (problem p) (:domain two) (:init (= (a) 0) (= (b) 0)) (:goal (done)))";
  const test::Loaded loaded = load_text(domain, problem);
  const Task& task = loaded.task;
  const FluentId a = *fluent_named(task, "(a)");
  const FluentId b = *fluent_named(task, "(b)");
  State state = task.empty_state();
  auto at = [&](std::int64_t va, std::int64_t vb) {
    state.set_value(a, va);
    state.set_value(b, vb);
    return state;
  };
  const GroundAction& equalize = action_named(task, "(equalize)");
  EXPECT_FALSE(applicable(equalize, at(2, 2)));
  EXPECT_TRUE(applicable(equalize, at(1, 2)));
  EXPECT_EQ(apply(equalize, at(1, 2)).value(a), 2);
  const GroundAction& finish = action_named(task, "(finish)");
  EXPECT_TRUE(applicable(finish, at(3, 1)));   // a > b + 1
  EXPECT_FALSE(applicable(finish, at(2, 1)));  // neither
  EXPECT_TRUE(applicable(finish, at(3, 6)));   // a = 3 and b >= 6
  EXPECT_FALSE(applicable(finish, at(3, 5)));  // b < 2a
  // The formula text is in negation normal form: (not (< ...)) became (>= ...).
  ASSERT_TRUE(finish.precondition.formula.has_value());
  EXPECT_EQ(formula_text(task, *finish.precondition.formula),
            "(or (> (a) (+ (b) 1)) (and (= (a) 3) (>= (b) (* 2 (a)))))");
  // (imply (flag) (>= a b)) with flag false holds whatever the values.
  const GroundAction& mark = action_named(task, "(mark)");
  EXPECT_TRUE(applicable(mark, at(0, 3)));
  // A conditional numeric effect fires on the values before the action.
  const State marked = apply(mark, at(0, 3));
  EXPECT_EQ(marked.value(b), 2);
  EXPECT_FALSE(applicable(mark, marked));        // flag now true and a < b
  EXPECT_EQ(apply(mark, at(0, 1)).value(b), 1);  // b < 2: nothing fires
  // bump-b increases by the expression (+ 1 1).
  EXPECT_EQ(apply(action_named(task, "(bump-b)"), at(0, 0)).value(b), 2);

  const BfsOutcome found = bfs_plan(task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), 3u);  // bump-a twice, then finish: 2 > 0 + 1
  expect_valid(loaded, found);
}

// (x) and (y) start at 0 and each action raises one by 1; the constraints keep x + y <= 3
// and y <= x + 1. By hand: the pairs with x + y <= 3 are 10, of which (0,2) and (0,3) break
// y <= x + 1, and every other one is reached without passing through a broken one (raise x
// first): 8 states, the farthest ((1,2), (2,1), (3,0)) 3 steps away.
TEST(PddlNumeric, ReachableStatesUnderANumericInvariantMatchAHandCount) {
  const std::string domain = R"((define (domain grid)
    (:requirements :numeric-fluents :constraints)
    (:functions (x) (y) - number)
    (:action right :parameters () :effect (increase (x) 1))
    (:action up :parameters () :effect (increase (y) 1))
    (:constraints (always (<= (+ (x) (y)) 3)))))";
  const std::string problem =
      "(define (problem p) (:domain grid) (:init (= (x) 0) (= (y) 0))\n"
      " (:goal (= (y) 2)) (:constraints (<= (y) (+ (x) 1))))";
  const test::Loaded loaded = load_text(domain, problem);
  EXPECT_EQ(loaded.task.invariant.numeric.size(), 2u);  // the domain's and the problem's
  const BfsOutcome counted = count_states(loaded.task);
  EXPECT_EQ(counted.states, 8u);
  EXPECT_EQ(counted.farthest_distance, 3);
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), 3u);  // (0,2) breaks the constraint: one step right first
  expect_valid(loaded, found);
  EXPECT_TRUE(loaded.task.warnings.empty())
      << (loaded.task.warnings.empty() ? "" : loaded.task.warnings[0]);
}

TEST(PddlNumeric, CounterStatesMatchAHandCount) {
  // (x) in 0..5 (2 to start, reset to 0) times the switch: 12 states.
  const test::Loaded loaded = load_text(kCounterDomain, kCounterProblem);
  EXPECT_EQ(count_states(loaded.task).states, 12u);
}

TEST(PddlNumeric, AFluentWithoutAValueIsAnErrorNamingIt) {
  const std::string domain = R"((define (domain d) (:requirements :numeric-fluents)
    (:types t) (:predicates (p)) (:functions (load ?x - t) - number)
    (:action fill :parameters (?x - t) :precondition (< (load ?x) 3)
      :effect (increase (load ?x) 1))))";
  EXPECT_EQ(input_error([&] {
              load_text(domain,
                        "(define (problem q) (:domain d) (:objects a b - t) (:init (= (load a) 0))"
                        " (:goal (p)))");
            }),
            "the problem's :init gives no value for (load b), used by action 'fill'");
  // A static function without a value, in the goal and in a constraint.
  std::string with_spare = domain;
  with_spare.replace(with_spare.find("(load ?x - t)"), 13, "(load ?x - t) (spare)");
  const std::string problem =
      "(define (problem q) (:domain d) (:objects a - t) (:init (= (load a) 0))";
  EXPECT_EQ(input_error([&] { load_text(with_spare, problem + " (:goal (> (spare) 0)))"); }),
            "the problem's :init gives no value for (spare), used by the goal");
  EXPECT_EQ(input_error([&] {
              load_text(with_spare, problem +
                                        " (:goal (> (load a) (+ (load a) (* 2 (load a)))))"
                                        " (:constraints (>= (spare) 0)))");
            }),
            "the problem's :init gives no value for (spare), used by the state constraints");
}

TEST(PddlNumeric, AValueBeyondTheBoundIsAnErrorOfTheRun) {
  const std::string domain = R"((define (domain d) (:requirements :numeric-fluents)
    (:predicates (p)) (:functions (x) - number)
    (:action double :parameters () :effect (assign (x) (* (x) 2)))))";
  const test::Loaded loaded =
      load_text(domain, "(define (problem q) (:domain d) (:init (= (x) 1)) (:goal (p)))");
  const std::string message = input_error([&] { count_states(loaded.task); });
  EXPECT_EQ(message,
            "(double): numeric fluent (x) would become 2199023255552, beyond ±2^40 (numeric "
            "fluents are bounded integers here)");
  // The validator names the step.
  std::string plan;
  for (int i = 0; i < 41; ++i) plan += "(double)\n";
  const Validation verdict = check(loaded, plan);
  EXPECT_FALSE(verdict.valid);
  EXPECT_EQ(verdict.failed_step, 41u);
  EXPECT_EQ(verdict.summary("plan.txt"),
            "invalid: plan.txt:41: step 41 (double): numeric fluent (x) would become "
            "2199023255552, beyond ±2^40");
}

TEST(PddlNumeric, StaticFunctionsAreFoldedAndCostsMayNotBeFluents) {
  const std::string domain = R"((define (domain d) (:requirements :numeric-fluents :typing)
    (:types truck) (:predicates (p))
    (:functions (load ?t - truck) (capacity ?t - truck) - number)
    (:action add :parameters (?t - truck)
      :precondition (and (> (capacity ?t) 0) (<= (+ (load ?t) 1) (capacity ?t)))
      :effect (increase (load ?t) 1))))";
  const test::Loaded loaded =
      load_text(domain,
                "(define (problem q) (:domain d) (:objects t1 t2 - truck)\n"
                " (:init (= (load t1) 0) (= (load t2) 0) (= (capacity t1) 2) (= (capacity t2) 0))\n"
                " (:goal (= (load t1) 2)))");
  // (capacity t2) = 0 makes (add t2) impossible: the grounder never builds it.
  ASSERT_EQ(loaded.task.actions.size(), 1u);
  EXPECT_EQ(comparison_text(loaded.task, loaded.task.actions[0].precondition.numeric[0]),
            "(<= (+ (load t1) 1) 2)");
  EXPECT_EQ(check(loaded, "(add t2)\n").summary("plan.txt"),
            "invalid: plan.txt:1: step 1 (add t2): precondition (> (capacity t2) 0) is false");

  const std::string cost_domain = R"((define (domain d) (:requirements :numeric-fluents)
    (:predicates (p)) (:functions (total-cost) (price) - number)
    (:action buy :parameters () :effect (and (p) (increase (price) 1)
      (increase (total-cost) (price))))))";
  EXPECT_EQ(
      input_error([&] {
        load_text(cost_domain,
                  "(define (problem q) (:domain d) (:init (= (price) 1)) (:goal (p)))");
      }),
      "domain.pddl:4:30: the cost 'price' is a numeric fluent that actions change: a cost must "
      "be a number or a static function");
}

TEST(PddlNumeric, RequirementsUsedWithoutDeclarationAreWarnings) {
  const std::string domain = R"((define (domain d) (:requirements :strips)
    (:predicates (p)) (:functions (x) - number)
    (:action a :parameters () :precondition (< (x) 1) :effect (and (p) (increase (x) 1)))))";
  const test::Loaded loaded =
      load_text(domain,
                "(define (problem q) (:domain d) (:init (= (x) 0)) (:goal (p))\n"
                " (:constraints (always (<= (x) 1))))");
  const std::vector<std::string> expected = {
      "uses :numeric-fluents without declaring it",
      "uses :constraints without declaring it",
  };
  EXPECT_EQ(loaded.task.warnings, expected);
  // Declared for the total cost alone, as many files do: no warning.
  const test::Loaded costs = load_text(
      "(define (domain d) (:requirements :strips :numeric-fluents) (:predicates (p))\n"
      " (:functions (total-cost) - number)\n"
      " (:action a :parameters () :effect (and (p) (increase (total-cost) 2))))",
      "(define (problem q) (:domain d) (:init (= (total-cost) 0)) (:goal (p))\n"
      " (:metric minimize (total-cost)))");
  EXPECT_TRUE(costs.task.warnings.empty()) << costs.task.warnings[0];
}

TEST(PddlNumeric, TheStateDrawingAndTraceCarryTheValues) {
  const test::Loaded loaded = load_text(kCounterDomain, kCounterProblem);
  const Task& task = loaded.task;
  EXPECT_EQ(draw_state(task, task.initial), "x:  (= (x) 2)\n");
  const State on = apply(action_named(task, "(toggle-on)"), task.initial);
  const State up = apply(action_named(task, "(inc)"), on);
  EXPECT_EQ(draw_state(task, up, {}, {0}), "on:  (on)\nx:   (= (x) 3)*\n");
  const nlohmann::json state = trace_state(task, up);
  EXPECT_EQ(state["values"]["(x)"], 3);
  EXPECT_EQ(state["true"].size(), 1u);
  // A task without fluents traces what it always did.
  const test::Loaded hanoi = test::load_examples("hanoi-domain.pddl", "hanoi-2.pddl");
  EXPECT_FALSE(trace_state(hanoi.task, hanoi.task.initial).contains("values"));
}

// Missionaries and cannibals, 3 + 3, a boat of two (examples/pddl/missionaries-*.pddl): 11
// crossings at fewest, a classic figure.
TEST(PddlNumeric, MissionariesAndCannibalsInElevenCrossings) {
  const test::Loaded loaded =
      test::load_examples("missionaries-domain.pddl", "missionaries-3.pddl");
  EXPECT_EQ(loaded.task.fluents.size(), 4u);
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), 11u);
  expect_valid(loaded, found);
  // The reachable states, by an independent search over (missionaries near, cannibals near,
  // boat near): the classic state graph of 16 states, the farthest 12 crossings away.
  auto safe = [](int m, int c) { return (m == 0 || m >= c) && (m == 3 || 3 - m >= 3 - c); };
  std::set<std::tuple<int, int, bool>> seen = {{3, 3, true}};
  std::deque<std::tuple<int, int, bool>> queue(seen.begin(), seen.end());
  while (!queue.empty()) {
    const auto [m, c, near] = queue.front();
    queue.pop_front();
    for (const auto& [dm, dc] : {std::pair{1, 0}, {2, 0}, {0, 1}, {0, 2}, {1, 1}}) {
      const int nm = near ? m - dm : m + dm, nc = near ? c - dc : c + dc;
      if (nm < 0 || nm > 3 || nc < 0 || nc > 3 || !safe(nm, nc)) continue;
      if (seen.insert({nm, nc, !near}).second) queue.push_back({nm, nc, !near});
    }
  }
  EXPECT_EQ(seen.size(), 16u);
  const BfsOutcome counted = count_states(loaded.task);
  EXPECT_EQ(counted.states, seen.size());
  EXPECT_EQ(counted.farthest_distance, 12);
  // A crossing that leaves one missionary with three cannibals is refused, naming the
  // condition.
  const Validation verdict = check(loaded, "(cross-one-missionary near far)\n");
  EXPECT_EQ(verdict.summary("plan.txt"),
            "invalid: plan.txt:1: step 1 (cross-one-missionary near far): precondition (or (= "
            "(missionaries near) 1) (>= (- (missionaries near) 1) (cannibals near))) is false");
}

// Wolf, goat and cabbage (examples/pddl/wgc-*.pddl): the safety rule is an (always ...) state
// constraint, not a precondition.
TEST(PddlConstraints, WolfGoatCabbageInSevenCrossings) {
  const test::Loaded loaded = test::load_examples("wgc-domain.pddl", "wgc-classic.pddl");
  EXPECT_FALSE(loaded.task.invariant.empty());
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), 7u);
  expect_valid(loaded, found);
  // Ten safe arrangements of the farmer and the three, all reachable (the classic state graph).
  EXPECT_EQ(count_states(loaded.task).states, 10u);

  // The successor function drops what breaks the constraint: from the start only the goat
  // may go.
  std::vector<std::string> first;
  for_each_successor(loaded.task, loaded.task.initial, [&](std::uint32_t index, const State&) {
    first.push_back(loaded.task.action_name(loaded.task.actions[index]));
  });
  EXPECT_EQ(first, std::vector<std::string>{"(cross-with goat near far)"});

  // The validator names the step and the constraint it breaks.
  const Validation verdict = check(loaded,
                                   "(cross-with goat near far)\n(cross-alone far near)\n"
                                   "(cross-with cabbage near far)\n"
                                   "(cross-alone far near)\n");
  EXPECT_FALSE(verdict.valid);
  EXPECT_EQ(verdict.failed_step, 4u);
  EXPECT_EQ(verdict.summary("plan.txt"),
            "invalid: plan.txt:4: step 4 (cross-alone far near): reaches a state that breaks the "
            "state constraint (or (farmer-at far) (and (or (not (at goat far)) (not (at wolf "
            "far))) (or (not (at goat far)) (not (at cabbage far)))))");
}

TEST(PddlConstraints, AnInitialStateBreakingThemMeansNoPlan) {
  std::string problem = read_text_file(test::example("wgc-classic.pddl"));
  problem.replace(problem.find("(farmer-at near)"), 16, "(farmer-at far)");
  const test::Loaded loaded = load_text(read_text_file(test::example("wgc-domain.pddl")), problem);
  const BfsOutcome found = bfs_plan(loaded.task);
  EXPECT_EQ(found.status, SearchStatus::kNoSolution);
  EXPECT_TRUE(found.note.starts_with(
      "no plan: the initial state breaks the state constraints: (or (farmer-at near)"))
      << found.note;
  EXPECT_EQ(count_states(loaded.task).states, 0u);
  const Validation verdict = check(loaded, "");
  EXPECT_FALSE(verdict.valid);
  EXPECT_TRUE(verdict.summary("plan.txt")
                  .starts_with("invalid: the initial state breaks the state constraints"))
      << verdict.summary("plan.txt");

  // A constraint that can never hold (a static atom false) is said so.
  const test::Loaded never =
      load_text("(define (domain d) (:predicates (p) (s)) (:action a :parameters () :effect (p)))",
                "(define (problem q) (:domain d) (:goal (p)) (:constraints (always (s))))");
  ASSERT_TRUE(never.task.invariant_unsatisfiable.has_value());
  EXPECT_EQ(bfs_plan(never.task).note,
            "no plan: the initial state breaks the state constraints: (s) can never hold");
}

}  // namespace
}  // namespace puzzlelab::pddl::numeric_tests
