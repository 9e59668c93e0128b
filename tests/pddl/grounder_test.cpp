// The grounder: the traps a correct one gets right, static folding, quantifiers, disjunctions,
// conditional effects and costs.
#include <gtest/gtest.h>

#include <algorithm>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {
namespace {

using test::load_text;

std::vector<std::string> action_names(const Task& task) {
  std::vector<std::string> names;
  for (const GroundAction& action : task.actions) names.push_back(task.action_name(action));
  std::sort(names.begin(), names.end());
  return names;
}

const GroundAction& action_named(const Task& task, const std::string& name) {
  for (const GroundAction& action : task.actions)
    if (task.action_name(action) == name) return action;
  ADD_FAILURE() << "no ground action " << name;
  return task.actions.at(0);
}

std::vector<std::string> true_atoms(const Task& task, const State& state) {
  std::vector<std::string> names;
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom)
    if (state.test(atom)) names.push_back(task.atom_name(atom));
  std::sort(names.begin(), names.end());
  return names;
}

// Trap 1: nothing makes ?from differ from ?to unless the domain says so.
TEST(PddlGrounder, ParametersMayCoRefer) {
  const std::string problem =
      "(define (problem p) (:domain swap) (:objects a b) (:init (at a)) (:goal (at b)))";
  const std::string domain = R"((define (domain swap) (:predicates (at ?x))
    (:action go :parameters (?from ?to) :precondition (at ?from)
      :effect (and (not (at ?from)) (at ?to)))))";
  const std::vector<std::string> co_referring = {"(go a a)", "(go a b)", "(go b a)", "(go b b)"};
  EXPECT_EQ(action_names(load_text(domain, problem).task), co_referring);

  std::string distinct = domain;
  distinct.replace(distinct.find("(at ?from)"), 10, "(and (at ?from) (not (= ?from ?to)))");
  const std::vector<std::string> only_distinct = {"(go a b)", "(go b a)"};
  EXPECT_EQ(action_names(load_text(distinct, problem).task), only_distinct);
}

// Trap 2: an atom both deleted and added by one action ends true: (go a a) deletes and adds
// (at a).
TEST(PddlGrounder, AddAfterDelete) {
  const test::Loaded loaded = load_text(
      R"((define (domain swap) (:predicates (at ?x))
         (:action go :parameters (?from ?to) :precondition (at ?from)
           :effect (and (not (at ?from)) (at ?to)))))",
      "(define (problem p) (:domain swap) (:objects a b) (:init (at a)) (:goal (at b)))");
  const Task& task = loaded.task;
  const GroundAction& stay = action_named(task, "(go a a)");
  EXPECT_EQ(stay.add, stay.del);
  EXPECT_EQ(true_atoms(task, apply(stay, task.initial)), std::vector<std::string>{"(at a)"});
}

// Trap 3: atoms are keyed by (predicate, objects), never by names glued together: "o"+"aob"
// and "oa"+"ob" spell the same string.
TEST(PddlGrounder, ObjectNamesThatConcatenateAlikeNeverCollide) {
  const test::Loaded loaded = load_text(
      R"((define (domain pairs) (:predicates (r ?x ?y) (done))
         (:action finish :parameters (?x ?y) :precondition (r ?x ?y)
           :effect (and (done) (not (r ?x ?y))))))",
      "(define (problem p) (:domain pairs) (:objects o aob oa ob)\n"
      " (:init (r o aob)) (:goal (and (done) (r oa ob))))");
  const Task& task = loaded.task;
  EXPECT_EQ(true_atoms(task, task.initial), std::vector<std::string>{"(r o aob)"});
  // (r oa ob) is never true: no action adds it, so the goal can never hold.
  ASSERT_TRUE(task.goal_unreachable.has_value());
  EXPECT_EQ(*task.goal_unreachable, "(r oa ob) can never hold");
  EXPECT_EQ(action_names(task), std::vector<std::string>{"(finish o aob)"});
}

TEST(PddlGrounder, StaticPredicatesAreFoldedAway) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-3.pddl");
  const Task& task = loaded.task;
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom)
    EXPECT_NE(task.predicates[task.atoms.predicate(atom)], "smaller");
  // Three discs: each smaller than three pegs and the larger discs, d1 and d2 than themselves.
  EXPECT_EQ(task.stats.static_atoms, 3u * 3 + 3 + 2);
  // What remains are (on ?d ?from), (clear ?d) and (clear ?to): two atoms when the disc moves
  // onto itself.
  for (const GroundAction& action : task.actions) {
    const bool onto_itself = action.args[0] == action.args[2];
    EXPECT_EQ(action.precondition.positive.size(), onto_itself ? 2u : 3u)
        << task.action_name(action);
    EXPECT_FALSE(action.precondition.formula);
  }
}

TEST(PddlGrounder, ReachabilityPrunesActionsThatCanNeverApply) {
  const test::Loaded loaded = test::load_examples("hanoi-domain.pddl", "hanoi-3.pddl");
  // The naive product: 3 discs, 6 places from, 6 places to.
  const std::size_t naive = 3 * 6 * 6;
  EXPECT_LT(loaded.task.actions.size(), naive);
  // A disc never rests on a smaller one, so (move d2 d1 a) is never built.
  for (const GroundAction& action : loaded.task.actions)
    EXPECT_NE(loaded.task.action_name(action), "(move d2 d1 a)");
}

constexpr const char* kLightsDomain = R"((define (domain lights)
  (:requirements :adl)
  (:types light switch)
  (:predicates (on ?l - light) (wired ?s - switch ?l - light) (master ?s - switch) (broken ?l - light)
               (flipped ?s - switch))
  ; Flipping a switch turns every light it is wired to over: on to off, off to on.
  (:action flip
    :parameters (?s - switch)
    :precondition (or (master ?s) (exists (?l - light) (and (wired ?s ?l) (not (broken ?l)))))
    :effect (and (flipped ?s)
                 (forall (?l - light)
                   (when (and (wired ?s ?l) (not (broken ?l)))
                     (and (when (on ?l) (not (on ?l)))
                          (when (not (on ?l)) (on ?l)))))))
  (:action repair
    :parameters (?l - light)
    :precondition (and (broken ?l) (imply (on ?l) (forall (?s - switch) (not (flipped ?s)))))
    :effect (not (broken ?l))))
)";

constexpr const char* kLightsProblem = R"((define (problem two) (:domain lights)
  (:objects l1 l2 l3 - light s1 s2 s3 - switch)
  (:init (wired s1 l1) (wired s1 l2) (wired s2 l2) (wired s2 l3) (on l2) (broken l3))
  (:goal (forall (?l - light) (on ?l))))
)";

TEST(PddlGrounder, QuantifiersAndConditionalEffectsAreExpanded) {
  const test::Loaded loaded = load_text(kLightsDomain, kLightsProblem);
  const Task& task = loaded.task;
  // s3 is wired to nothing and is no master: its precondition folds to false (both disjuncts
  // are static), so it is never built.
  EXPECT_EQ(action_names(task),
            (std::vector<std::string>{"(flip s1)", "(flip s2)", "(repair l3)"}));
  const GroundAction& flip1 = action_named(task, "(flip s1)");
  EXPECT_TRUE(flip1.precondition.empty());  // (wired s1 l1), l1 not broken: statically true
  EXPECT_EQ(true_atoms(task, apply(flip1, task.initial)),
            (std::vector<std::string>{"(broken l3)", "(flipped s1)", "(on l1)"}));
  // l2 can never break, so (flip s2) may always apply; l3 is broken now but may be repaired,
  // so its two effects keep (not (broken l3)) in their conditions, l2's do not.
  const GroundAction& flip2 = action_named(task, "(flip s2)");
  EXPECT_TRUE(flip2.precondition.empty());
  ASSERT_EQ(flip2.conditional.size(), 4u);
  EXPECT_EQ(flip2.conditional[0].condition.positive.size(), 1u);  // (on l2)
  EXPECT_EQ(flip2.conditional[2].condition.negative.size(), 1u);  // (not (broken l3))
  // The goal is a conjunction over the three lights.
  EXPECT_EQ(task.goal.positive.size(), 3u);
}

TEST(PddlGrounder, ImplicationIsEvaluatedOnTheState) {
  const test::Loaded loaded = load_text(kLightsDomain, kLightsProblem);
  const Task& task = loaded.task;
  const GroundAction& repair = action_named(task, "(repair l3)");
  ASSERT_TRUE(repair.precondition.formula.has_value());
  EXPECT_EQ(formula_text(task, *repair.precondition.formula),
            "(or (not (on l3)) (and (not (flipped s1)) (not (flipped s2))))");
  EXPECT_TRUE(repair.precondition.holds(task.initial));
}

TEST(PddlGrounder, CostsFollowTheMetric) {
  const test::Loaded loaded = test::load_examples("courier-domain.pddl", "courier-1.pddl");
  const Task& task = loaded.task;
  EXPECT_TRUE(task.metric);
  EXPECT_EQ(action_named(task, "(drive van depot mill)").cost, 3);
  EXPECT_EQ(action_named(task, "(load flour van mill)").cost, 1);
  EXPECT_EQ(action_named(task, "(unload flour van depot)").cost, 0);  // no increase: 0
  // (road depot depot) exists, but (not (= ?from ?to)) rules the drive out; the market is
  // closed.
  for (const GroundAction& action : task.actions) {
    EXPECT_NE(task.action_name(action), "(drive van depot depot)");
    EXPECT_NE(task.action_name(action), "(drive van depot market)");
  }
  // (either vehicle parcel): a truck, a boat and a parcel can each be "at" a place.
  const std::vector<std::string> at_start = {"(at ferry harbour)", "(at fish island)",
                                             "(at flour mill)", "(at van depot)"};
  EXPECT_EQ(true_atoms(task, task.initial), at_start);
}

TEST(PddlGrounder, WithoutAMetricEveryActionCostsOne) {
  std::string problem = read_text_file(test::example("courier-1.pddl"));
  problem.erase(problem.find("(:metric"), std::string("(:metric minimize (total-cost))").size());
  const test::Loaded loaded =
      load_text(read_text_file(test::example("courier-domain.pddl")), problem);
  EXPECT_FALSE(loaded.task.metric);
  for (const GroundAction& action : loaded.task.actions) EXPECT_EQ(action.cost, 1);
}

TEST(PddlGrounder, ACostFunctionWithoutAValueIsNamed) {
  std::string problem = read_text_file(test::example("courier-1.pddl"));
  const std::string value = "(= (distance depot mill) 3)";
  problem.erase(problem.find(value), value.size());
  const std::string message = test::input_error(
      [&] { load_text(read_text_file(test::example("courier-domain.pddl")), problem); });
  EXPECT_EQ(
      message,
      "the problem's :init gives no value for (distance depot mill), a cost of action 'drive'");
}

}  // namespace
}  // namespace puzzlelab::pddl
