// The cost-aware searches of a ground task (uniform cost, A* with h^max and LM-cut, greedy with
// h^FF, eager and lazy, IDA*): every plan replayed by the validator; the optimal ones agree with
// each other and, on unit-cost tasks, with breadth-first search; uniform cost beats breadth-first
// search where the fewest actions are not the cheapest; goals out of reach are named; limits stop
// each; lazy greedy search estimates fewer states than eager greedy search and follows its
// preferred operators.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::pddl {
namespace {

using SearchRun = std::function<PlanSearchOutcome(const Task&, const PlanSearchOptions&)>;

struct SearchMethod {
  std::string name;
  SearchRun run;
  bool optimal;
};

PlanSearchOptions using_heuristic(HeuristicKind kind, PlanSearchOptions options = {}) {
  options.heuristic = kind;
  return options;
}

std::vector<SearchMethod> search_methods() {
  return {
      {"ucs", ucs_plan, true},
      {"astar lmcut",
       [](const Task& task, const PlanSearchOptions& options) {
         return astar_plan(task, using_heuristic(HeuristicKind::kLmCut, options));
       },
       true},
      {"astar hmax",
       [](const Task& task, const PlanSearchOptions& options) {
         return astar_plan(task, using_heuristic(HeuristicKind::kHMax, options));
       },
       true},
      {"greedy", greedy_plan, false},
      {"lazy greedy", lazy_greedy_plan, false},
      {"ida lmcut",
       [](const Task& task, const PlanSearchOptions& options) {
         return ida_plan(task, using_heuristic(HeuristicKind::kLmCut, options));
       },
       true},
      {"ida hmax",
       [](const Task& task, const PlanSearchOptions& options) {
         return ida_plan(task, using_heuristic(HeuristicKind::kHMax, options));
       },
       true},
  };
}

// The plan's cost as the validator replays it from the plan's text (-1 when it is invalid).
std::int64_t validated_cost(const test::Loaded& loaded, const std::vector<std::uint32_t>& plan) {
  const Plan parsed = parse_plan(write_plan(loaded.task, plan), "plan");
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task, parsed);
  EXPECT_TRUE(verdict.valid) << verdict.summary("plan");
  return verdict.valid ? verdict.cost : -1;
}

struct SolvedExample {
  std::string domain, problem;
  std::int64_t optimum;  // the cheapest plan's cost
  bool unit_cost;
};

// Hanoi 2^n - 1; blocksworld 8 and gripper 11 (tests/pddl/search_test.cpp); courier: the ferry
// crosses to the island (4), loads the fish (1), crosses back (4), unloads it (0), goes on to the
// mill (2), loads the flour (1), drives to the depot (3) and unloads it (0): 15, where the van
// fetching the flour would cost 7 instead of 6.
const std::vector<SolvedExample>& solved_examples() {
  static const std::vector<SolvedExample> all = {
      {"hanoi-domain.pddl", "hanoi-1.pddl", 1, true},
      {"hanoi-domain.pddl", "hanoi-2.pddl", 3, true},
      {"hanoi-domain.pddl", "hanoi-3.pddl", 7, true},
      {"hanoi-domain.pddl", "hanoi-4.pddl", 15, true},
      {"hanoi-domain.pddl", "hanoi-5.pddl", 31, true},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl", 8, true},
      {"gripper-domain.pddl", "gripper-4.pddl", 11, true},
      {"courier-domain.pddl", "courier-1.pddl", 15, false},
  };
  return all;
}

TEST(PddlHeuristicSearch, EveryMethodPlansEveryExampleAndTheOptimalOnesAgree) {
  for (const SolvedExample& example : solved_examples()) {
    const test::Loaded loaded = test::load_examples(example.domain, example.problem);
    const BfsOutcome bfs = bfs_plan(loaded.task);
    ASSERT_EQ(bfs.status, SearchStatus::kSolved);
    if (example.unit_cost) {
      EXPECT_EQ(static_cast<std::int64_t>(bfs.plan.size()), example.optimum) << example.problem;
    }
    for (const SearchMethod& method : search_methods()) {
      SCOPED_TRACE(example.problem + " " + method.name);
      const PlanSearchOutcome found = method.run(loaded.task, {});
      ASSERT_EQ(found.status, SearchStatus::kSolved) << found.note;
      const std::int64_t cost = validated_cost(loaded, found.plan);
      EXPECT_EQ(cost, found.cost);
      if (method.optimal) {
        EXPECT_EQ(cost, example.optimum);
        EXPECT_LE(found.initial_estimate, example.optimum);
      } else {
        EXPECT_GE(cost, example.optimum);
      }
      EXPECT_GT(found.stats.nodes, 0u);
    }
  }
}

TEST(PddlHeuristicSearch, LmCutExpandsFewerStatesThanHmaxAndUniformCost) {
  const test::Loaded loaded = test::load_examples("gripper-domain.pddl", "gripper-4.pddl");
  const PlanSearchOutcome ucs = ucs_plan(loaded.task);
  const PlanSearchOutcome hmax = astar_plan(loaded.task, using_heuristic(HeuristicKind::kHMax));
  const PlanSearchOutcome lmcut = astar_plan(loaded.task, using_heuristic(HeuristicKind::kLmCut));
  EXPECT_LT(lmcut.stats.nodes, hmax.stats.nodes);
  EXPECT_LE(hmax.stats.nodes, ucs.stats.nodes);
  EXPECT_GT(lmcut.initial_estimate, hmax.initial_estimate);
  // IDA*'s thresholds rise from the initial estimate to the optimum.
  const PlanSearchOutcome ida = ida_plan(loaded.task);
  ASSERT_FALSE(ida.thresholds.empty());
  EXPECT_EQ(ida.thresholds.front(), lmcut.initial_estimate);
  EXPECT_EQ(ida.thresholds.back(), 11);
  EXPECT_TRUE(std::is_sorted(ida.thresholds.begin(), ida.thresholds.end()));
}

// Two ways to the goal: one action of cost 10, or three of costs 0, 1 and 0. Breadth-first
// search takes the one action; the cheapest plan is the three, cost 1.
constexpr const char* kDetourDomain =
    "(define (domain detour) (:requirements :action-costs)\n"
    "  (:predicates (at-start) (one) (two) (done))\n"
    "  (:functions (total-cost) - number)\n"
    "  (:action direct :precondition (at-start)\n"
    "    :effect (and (done) (not (at-start)) (increase (total-cost) 10)))\n"
    "  (:action step-one :precondition (at-start) :effect (and (one) (not (at-start))))\n"
    "  (:action step-two :precondition (one)\n"
    "    :effect (and (two) (not (one)) (increase (total-cost) 1)))\n"
    "  (:action step-three :precondition (two) :effect (and (done) (not (two)))))\n";
constexpr const char* kDetourProblem =
    "(define (problem detour) (:domain detour) (:init (at-start) (= (total-cost) 0))\n"
    "  (:goal (done)) (:metric minimize (total-cost)))\n";

TEST(PddlHeuristicSearch, UniformCostFindsTheCheapestWhereBreadthFirstFindsTheShortest) {
  const test::Loaded loaded = test::load_text(kDetourDomain, kDetourProblem);
  const BfsOutcome bfs = bfs_plan(loaded.task);
  ASSERT_EQ(bfs.status, SearchStatus::kSolved);
  EXPECT_EQ(bfs.plan.size(), 1u);
  EXPECT_EQ(validated_cost(loaded, bfs.plan), 10);
  for (const SearchMethod& method : search_methods()) {
    if (!method.optimal) continue;
    SCOPED_TRACE(method.name);
    const PlanSearchOutcome found = method.run(loaded.task, {});
    ASSERT_EQ(found.status, SearchStatus::kSolved) << found.note;
    EXPECT_EQ(found.plan.size(), 3u);
    EXPECT_EQ(found.cost, 1);
    EXPECT_EQ(validated_cost(loaded, found.plan), 1);
  }
}

// A cycle of actions of cost 0 beside the way to the goal: IDA* must not walk it forever, and
// every search must still find the cheapest plan.
TEST(PddlHeuristicSearch, ZeroCostCyclesEnd) {
  const test::Loaded loaded = test::load_text(
      "(define (domain spin) (:requirements :action-costs)\n"
      "  (:predicates (left) (right) (done))\n"
      "  (:functions (total-cost) - number)\n"
      "  (:action to-right :precondition (left) :effect (and (right) (not (left))))\n"
      "  (:action to-left :precondition (right) :effect (and (left) (not (right))))\n"
      "  (:action finish :precondition (right)\n"
      "    :effect (and (done) (increase (total-cost) 2))))\n",
      "(define (problem spin) (:domain spin) (:init (left) (= (total-cost) 0))\n"
      "  (:goal (done)) (:metric minimize (total-cost)))\n");
  for (const SearchMethod& method : search_methods()) {
    SCOPED_TRACE(method.name);
    const PlanSearchOutcome found = method.run(loaded.task, {});
    ASSERT_EQ(found.status, SearchStatus::kSolved) << found.note;
    EXPECT_EQ(validated_cost(loaded, found.plan), 2);
  }
}

TEST(PddlHeuristicSearch, AGoalOutOfReachIgnoringDeletesIsNamedByEveryMethod) {
  const test::Loaded loaded = test::load_text(
      "(define (domain circular) (:requirements :conditional-effects)\n"
      "  (:predicates (c) (d) (g) (start))\n"
      "  (:action make-c :precondition (start) :effect (when (d) (c)))\n"
      "  (:action make-d :precondition (start) :effect (when (c) (d)))\n"
      "  (:action make-g :precondition (start) :effect (when (c) (g))))\n",
      "(define (problem circular) (:domain circular) (:init (start)) (:goal (g)))\n");
  const std::string note = "no plan: the goal atom (g) cannot be reached even ignoring deletes";
  const BfsOutcome bfs = bfs_plan(loaded.task);
  EXPECT_EQ(bfs.status, SearchStatus::kNoSolution);
  EXPECT_EQ(bfs.note, note);
  EXPECT_EQ(bfs.stats.nodes, 0u);  // said before searching
  for (const SearchMethod& method : search_methods()) {
    SCOPED_TRACE(method.name);
    const PlanSearchOutcome found = method.run(loaded.task, {});
    EXPECT_EQ(found.status, SearchStatus::kNoSolution);
    EXPECT_EQ(found.note, note);
    EXPECT_EQ(found.stats.nodes, 0u);
  }
}

TEST(PddlHeuristicSearch, AnExhaustedSpaceSaysHowManyStatesWereSearched) {
  // (a) and (b) swap, never both: every atom is reachable ignoring deletes, no state has both.
  const test::Loaded loaded = test::load_text(
      "(define (domain flip) (:predicates (a) (b))\n"
      "  (:action to-a :precondition (b) :effect (and (a) (not (b))))\n"
      "  (:action to-b :precondition (a) :effect (and (b) (not (a)))))\n",
      "(define (problem both) (:domain flip) (:init (a)) (:goal (and (a) (b))))\n");
  for (const SearchMethod& method : search_methods()) {
    SCOPED_TRACE(method.name);
    const PlanSearchOutcome found = method.run(loaded.task, {});
    EXPECT_EQ(found.status, SearchStatus::kNoSolution);
    EXPECT_EQ(found.note.rfind("no plan: ", 0), 0u) << found.note;
    EXPECT_NE(found.note.find(method.name.rfind("ida", 0) == 0 ? "every path" : "all 2 states"),
              std::string::npos)
        << found.note;
  }
}

// Tower of Hanoi of n discs in the examples' form (examples/pddl/make_hanoi.py).
std::string big_hanoi(int discs) {
  std::string init, goal;
  for (int k = 1; k <= discs; ++k) {
    const std::string disc = "d" + std::to_string(k);
    const std::string below = k < discs ? "d" + std::to_string(k + 1) : "a";
    init += " (on " + disc + " " + below + ")";
    goal += " (on " + disc + " " + (k < discs ? below : "c") + ")";
    for (const char* peg : {"a", "b", "c"}) init += " (smaller " + disc + " " + peg + ")";
    for (int j = k + 1; j <= discs; ++j)
      init += " (smaller " + disc + " d" + std::to_string(j) + ")";
    if (k < discs) init += " (smaller " + disc + " " + disc + ")";
  }
  std::string objects;
  for (int k = 1; k <= discs; ++k) objects += " d" + std::to_string(k);
  return "(define (problem hanoi-big) (:domain hanoi) (:objects" + objects +
         " - disc a b c - peg)\n (:init (clear d1) (clear b) (clear c)" + init + ")\n (:goal (and" +
         goal + ")))\n";
}

TEST(PddlHeuristicSearch, EveryMethodStopsAtItsNodeAndTimeLimits) {
  const test::Loaded loaded =
      test::load_text(read_text_file(test::example("hanoi-domain.pddl")), big_hanoi(8));
  for (const SearchMethod& method : search_methods()) {
    SCOPED_TRACE(method.name);
    PlanSearchOptions few;
    few.limits.nodes = 20;
    const PlanSearchOutcome by_nodes = method.run(loaded.task, few);
    EXPECT_EQ(by_nodes.status, SearchStatus::kStopped);
    EXPECT_EQ(by_nodes.note.rfind("node limit reached after 20 states expanded", 0), 0u)
        << by_nodes.note;
    EXPECT_TRUE(by_nodes.plan.empty());
    PlanSearchOptions brief;
    brief.limits.seconds = 0;
    const Stopwatch clock;
    const PlanSearchOutcome by_time = method.run(loaded.task, brief);
    EXPECT_EQ(by_time.status, SearchStatus::kStopped);
    EXPECT_EQ(by_time.note.rfind("time limit reached", 0), 0u) << by_time.note;
    EXPECT_LT(clock.seconds(), 1.0);
  }
}

// Crates carried between places by trucks and stacked by hoists, in the manner of the IPC-2002
// Depots domain (Long and Fox), written for this test: four crates in two stacks, each stack to
// be rebuilt at another place.
constexpr const char* kCratesDomain =
    "(define (domain crates) (:requirements :strips :typing)\n"
    "  (:types place locatable - object truck hoist surface - locatable crate pallet - surface)\n"
    "  (:predicates (at ?x - locatable ?p - place) (on ?c - crate ?s - surface)\n"
    "    (in ?c - crate ?t - truck) (lifting ?h - hoist ?c - crate) (available ?h - hoist)\n"
    "    (clear ?s - surface))\n"
    "  (:action drive :parameters (?t - truck ?from ?to - place) :precondition (at ?t ?from)\n"
    "    :effect (and (not (at ?t ?from)) (at ?t ?to)))\n"
    "  (:action lift :parameters (?h - hoist ?c - crate ?s - surface ?p - place)\n"
    "    :precondition (and (at ?h ?p) (available ?h) (at ?c ?p) (on ?c ?s) (clear ?c))\n"
    "    :effect (and (not (at ?c ?p)) (lifting ?h ?c) (not (clear ?c)) (not (available ?h))\n"
    "      (clear ?s) (not (on ?c ?s))))\n"
    "  (:action drop :parameters (?h - hoist ?c - crate ?s - surface ?p - place)\n"
    "    :precondition (and (at ?h ?p) (at ?s ?p) (clear ?s) (lifting ?h ?c))\n"
    "    :effect (and (available ?h) (not (lifting ?h ?c)) (at ?c ?p) (not (clear ?s))\n"
    "      (clear ?c) (on ?c ?s)))\n"
    "  (:action load :parameters (?h - hoist ?c - crate ?t - truck ?p - place)\n"
    "    :precondition (and (at ?h ?p) (at ?t ?p) (lifting ?h ?c))\n"
    "    :effect (and (not (lifting ?h ?c)) (in ?c ?t) (available ?h)))\n"
    "  (:action unload :parameters (?h - hoist ?c - crate ?t - truck ?p - place)\n"
    "    :precondition (and (at ?h ?p) (at ?t ?p) (available ?h) (in ?c ?t))\n"
    "    :effect (and (not (in ?c ?t)) (not (available ?h)) (lifting ?h ?c))))\n";
constexpr const char* kCratesProblem =
    "(define (problem crates-4) (:domain crates)\n"
    "  (:objects depot west east - place truck0 truck1 - truck h0 h1 h2 - hoist\n"
    "    p0 p1 p2 - pallet c0 c1 c2 c3 - crate)\n"
    "  (:init (at p0 depot) (at p1 west) (at p2 east) (at truck0 depot) (at truck1 east)\n"
    "    (at h0 depot) (at h1 west) (at h2 east) (available h0) (available h1) (available h2)\n"
    "    (at c0 depot) (on c0 p0) (at c1 depot) (on c1 c0) (clear c1)\n"
    "    (at c2 west) (on c2 p1) (at c3 west) (on c3 c2) (clear c3) (clear p2))\n"
    "  (:goal (and (on c1 p2) (on c0 c1) (on c3 p0) (on c2 c3))))\n";

// Deferred evaluation estimates a state when it is expanded, not when it is reached: on tasks
// with many successors a state, lazy greedy search estimates fewer states than eager greedy
// search stores (each estimated), and most of what it expands comes from its preferred list.
TEST(PddlHeuristicSearch, LazyGreedyEstimatesFewerStatesAndFollowsItsPreferredOperators) {
  struct Case {
    std::string name;
    test::Loaded loaded;
  };
  std::vector<Case> cases;
  cases.push_back({"crates-4", test::load_text(kCratesDomain, kCratesProblem)});
  cases.push_back({"gripper-4", test::load_examples("gripper-domain.pddl", "gripper-4.pddl")});
  for (const Case& task : cases) {
    SCOPED_TRACE(task.name);
    const PlanSearchOutcome eager = greedy_plan(task.loaded.task);
    const PlanSearchOutcome lazy = lazy_greedy_plan(task.loaded.task);
    ASSERT_EQ(eager.status, SearchStatus::kSolved) << eager.note;
    ASSERT_EQ(lazy.status, SearchStatus::kSolved) << lazy.note;
    EXPECT_EQ(validated_cost(task.loaded, lazy.plan), lazy.cost);
    EXPECT_EQ(lazy.initial_estimate, eager.initial_estimate);
    // Stored: each estimated once, but for the goal the lazy search stores unestimated.
    EXPECT_LT(lazy.states, eager.states);
    EXPECT_EQ(lazy.states, lazy.stats.nodes + 1);
    const std::string gave = "the preferred list gave ";
    const std::size_t at = lazy.note.find(gave);
    ASSERT_NE(at, std::string::npos) << lazy.note;
    const std::uint64_t preferred = std::stoull(lazy.note.substr(at + gave.size()));
    EXPECT_GT(2 * preferred, lazy.stats.nodes) << lazy.note;
    EXPECT_LE(preferred, lazy.stats.nodes) << lazy.note;
  }
}

TEST(PddlHeuristicSearch, BestFirstSearchesStopAtTheMemoryLimit) {
  const test::Loaded loaded =
      test::load_text(read_text_file(test::example("hanoi-domain.pddl")), big_hanoi(8));
  PlanSearchOptions little;
  little.limits.memory_bytes = 16 << 10;
  for (const auto& run : {ucs_plan, astar_plan, greedy_plan, lazy_greedy_plan}) {
    const PlanSearchOutcome found = run(loaded.task, little);
    EXPECT_EQ(found.status, SearchStatus::kStopped);
    EXPECT_NE(found.note.find("memory limit"), std::string::npos) << found.note;
  }
}

}  // namespace
}  // namespace puzzlelab::pddl
