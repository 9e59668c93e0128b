// The heuristics of the delete relaxation against the true cost of every reachable state of small
// tasks (found by a cheapest-path search backwards over the whole state graph): h^max <= LM-cut
// <= h*, 0 at the goal, LM-cut above h^max somewhere, admissible with conditional effects, and a
// dead end only where no plan exists.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <queue>
#include <random>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/hff.hpp"
#include "puzzles/pddl/lmcut.hpp"
#include "puzzles/pddl/pdb_heuristic.hpp"
#include "puzzles/pddl/relaxed_exploration.hpp"
#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

// Every state reachable from the initial one, with its moves and their costs.
struct StateGraph {
  std::vector<State> states;
  std::vector<std::vector<std::pair<std::size_t, Cost>>> moves;
  // h*: the cost of a cheapest plan from each state, kDeadEnd when there is none.
  std::vector<Cost> goal_distance;
};

StateGraph explore(const Task& task) {
  StateGraph graph;
  std::unordered_map<State, std::size_t> index;
  graph.states.push_back(task.initial);
  index.emplace(task.initial, 0);
  for (std::size_t at = 0; at < graph.states.size(); ++at) {
    std::vector<std::pair<std::size_t, Cost>> out;
    const State current = graph.states[at];
    for_each_successor(task, current, [&](std::uint32_t action, const State& next) {
      auto [it, added] = index.try_emplace(next, graph.states.size());
      if (added) graph.states.push_back(next);
      out.emplace_back(it->second, task.actions[action].cost);
    });
    graph.moves.push_back(std::move(out));
  }
  // Dijkstra's algorithm backwards from every goal state.
  std::vector<std::vector<std::pair<std::size_t, Cost>>> into(graph.states.size());
  for (std::size_t from = 0; from < graph.states.size(); ++from)
    for (const auto& [to, cost] : graph.moves[from]) into[to].emplace_back(from, cost);
  graph.goal_distance.assign(graph.states.size(), kDeadEnd);
  using Entry = std::pair<Cost, std::size_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  for (std::size_t s = 0; s < graph.states.size(); ++s) {
    if (!task.goal.holds(graph.states[s])) continue;
    graph.goal_distance[s] = 0;
    queue.emplace(0, s);
  }
  while (!queue.empty()) {
    const auto [distance, s] = queue.top();
    queue.pop();
    if (distance != graph.goal_distance[s]) continue;
    for (const auto& [from, cost] : into[s]) {
      if (distance + cost >= graph.goal_distance[from]) continue;
      graph.goal_distance[from] = distance + cost;
      queue.emplace(distance + cost, from);
    }
  }
  return graph;
}

struct Comparison {
  int states = 0;
  int lmcut_above_hmax = 0;
  int lmcut_exact = 0;
};

// h^max <= LM-cut <= h* on every reachable state; 0 at goal states; a dead end only where h* is
// one. Returns how often LM-cut beats h^max.
Comparison check_every_state(const Task& task) {
  const StateGraph graph = explore(task);
  const RelaxedTask relaxed(task);
  const auto hmax = make_heuristic(HeuristicKind::kHMax, task, relaxed);
  const auto lmcut = make_heuristic(HeuristicKind::kLmCut, task, relaxed);
  const auto hff = make_heuristic(HeuristicKind::kFF, task, relaxed);
  Comparison seen;
  for (std::size_t s = 0; s < graph.states.size(); ++s) {
    const State& state = graph.states[s];
    const Cost optimal = graph.goal_distance[s];
    const Cost low = hmax->estimate(state);
    const Cost cut = lmcut->estimate(state);
    const Cost ff = hff->estimate(state);
    SCOPED_TRACE("state " + std::to_string(s) + ": h* " + std::to_string(optimal) + ", h^max " +
                 std::to_string(low) + ", LM-cut " + std::to_string(cut));
    ++seen.states;
    // Dead ends: the relaxation agrees among the heuristics and is never wrong about them.
    EXPECT_EQ(low == kDeadEnd, cut == kDeadEnd);
    EXPECT_EQ(low == kDeadEnd, ff == kDeadEnd);
    if (low == kDeadEnd) {
      EXPECT_EQ(optimal, kDeadEnd);
      continue;
    }
    EXPECT_LE(low, cut);
    if (optimal != kDeadEnd) {
      EXPECT_LE(cut, optimal);
    }
    if (task.goal.holds(state)) {
      EXPECT_EQ(low, 0);
      EXPECT_EQ(cut, 0);
      EXPECT_EQ(ff, 0);
    }
    seen.lmcut_above_hmax += cut > low;
    seen.lmcut_exact += cut == optimal;
  }
  return seen;
}

TEST(PddlHeuristics, HmaxAtMostLmCutAtMostTheOptimumOnEveryReachableState) {
  const std::vector<std::pair<std::string, std::string>> tasks = {
      {"hanoi-domain.pddl", "hanoi-1.pddl"},
      {"hanoi-domain.pddl", "hanoi-2.pddl"},
      {"hanoi-domain.pddl", "hanoi-3.pddl"},
      {"hanoi-domain.pddl", "hanoi-4.pddl"},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"},
      {"courier-domain.pddl", "courier-1.pddl"},
  };
  int above = 0;
  for (const auto& [domain, problem] : tasks) {
    SCOPED_TRACE(problem);
    const test::Loaded loaded = test::load_examples(domain, problem);
    const Comparison seen = check_every_state(loaded.task);
    EXPECT_GT(seen.states, 1);
    above += seen.lmcut_above_hmax;
    if (problem != "hanoi-1.pddl") {
      EXPECT_GT(seen.lmcut_above_hmax, 0) << "LM-cut never beats h^max";
    }
  }
  EXPECT_GT(above, 0);
}

// Pattern databases: at most h* on every reachable state, 0 at goal states, consistent along
// every move (h(s) <= cost + h(s')), a dead end only where there is no plan; with the default
// size and with patterns so small (64 abstract states) that the goal's variables spread over
// many databases, whose sum must stay admissible.
TEST(PddlHeuristics, PatternDatabasesAdmissibleAndConsistentOnEveryReachableState) {
  const std::vector<std::pair<std::string, std::string>> tasks = {
      {"hanoi-domain.pddl", "hanoi-3.pddl"},
      {"hanoi-domain.pddl", "hanoi-4.pddl"},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"},
      {"courier-domain.pddl", "courier-1.pddl"},
      {"lamps-domain.pddl", "lamps-2.pddl"},
      {"peg-domain.pddl", "peg-triangle4.pddl"},
      {"wgc-domain.pddl", "wgc-classic.pddl"},
      {"missionaries-domain.pddl", "missionaries-3.pddl"},
  };
  for (const auto& [domain, problem] : tasks) {
    const test::Loaded loaded = test::load_examples(domain, problem);
    const StateGraph graph = explore(loaded.task);
    for (std::uint64_t max_states : {kDefaultPatternStates, std::uint64_t{64}}) {
      SCOPED_TRACE(problem + " with patterns of at most " + std::to_string(max_states));
      PdbHeuristic pdb(loaded.task, max_states);
      int exact = 0, solvable = 0;
      for (std::size_t s = 0; s < graph.states.size(); ++s) {
        const Cost h = pdb.estimate(graph.states[s]);
        solvable += graph.goal_distance[s] != kDeadEnd;
        const Cost optimal = graph.goal_distance[s];
        SCOPED_TRACE("state " + std::to_string(s) + ": h* " + std::to_string(optimal) + ", pdb " +
                     std::to_string(h));
        if (h == kDeadEnd) {
          EXPECT_EQ(optimal, kDeadEnd);
          continue;
        }
        if (optimal != kDeadEnd) {
          EXPECT_LE(h, optimal);
        }
        if (loaded.task.goal.holds(graph.states[s])) {
          EXPECT_EQ(h, 0);
        }
        exact += h == optimal;
        for (const auto& [next, cost] : graph.moves[s]) {
          const Cost after = pdb.estimate(graph.states[next]);
          if (after != kDeadEnd) {
            EXPECT_LE(h, cost + after);
          }
        }
      }
      if (solvable > 0) {  // peg-triangle4 has no plan: nothing to be exact on
        EXPECT_GT(exact, 0);
      }
      // Missionaries and cannibals says its goal in numbers only: no pattern, h = 0.
      EXPECT_EQ(pdb.databases().empty(), loaded.task.goal.positive.empty());
    }
  }
}

// The 15-puzzle's atoms become its natural variables: a tile's cell (16 values, exactly one
// holds) for each tile and the empty cell's; and its patterns see what the relaxation cannot:
// h above LM-cut's at the start of tiles-15c (which is 30 moves from the goal), and every pattern
// holds the empty cell, which every move changes.
TEST(PddlHeuristics, PatternDatabasesOfTheFifteenPuzzle) {
  const test::Loaded loaded = test::load_examples("tiles-domain.pddl", "tiles-15c.pddl");
  PdbHeuristic pdb(loaded.task);
  const StateVariables& variables = pdb.variables();
  ASSERT_EQ(variables.variables.size(), 16u);
  std::size_t empty_cell = variables.variables.size();
  for (std::size_t v = 0; v < variables.variables.size(); ++v) {
    const StateVariable& variable = variables.variables[v];
    EXPECT_EQ(variable.atoms.size(), 16u);
    EXPECT_FALSE(variable.may_be_none);
    const std::string first = loaded.task.atom_name(variable.atoms.front());
    for (AtomId atom : variable.atoms)  // one predicate, one tile: "(at t5 " or "(empty "
      EXPECT_EQ(loaded.task.atom_name(atom).substr(0, first.find(' ', 4)),
                first.substr(0, first.find(' ', 4)));
    if (first.starts_with("(empty")) empty_cell = v;
  }
  ASSERT_LT(empty_cell, variables.variables.size());
  EXPECT_EQ(pdb.databases().size(), 3u);  // 15 tiles, five a pattern, each with the empty cell
  for (const PatternDatabase& database : pdb.databases()) {
    EXPECT_EQ(database.size(), std::uint64_t{1} << 24);
    EXPECT_TRUE(std::find(database.pattern().begin(), database.pattern().end(), empty_cell) !=
                database.pattern().end());
  }
  const RelaxedTask relaxed(loaded.task);
  const Cost cut =
      make_heuristic(HeuristicKind::kLmCut, loaded.task, relaxed)->estimate(loaded.task.initial);
  const Cost h = pdb.estimate(loaded.task.initial);
  EXPECT_GT(h, cut);
  EXPECT_LE(h, 30);
  EXPECT_NE(pdb.detail().find("3 patterns over 16 variables"), std::string::npos);
  // A state no move reaches, a tile nowhere: no abstract state, and the estimate 0.
  State lost = loaded.task.initial;
  for (AtomId atom : variables.variables.front().atoms) lost.reset(atom);
  std::vector<std::uint32_t> values(variables.variables.size());
  EXPECT_FALSE(variables.read(lost, values));
  EXPECT_EQ(pdb.estimate(lost), 0);
  EXPECT_TRUE(variables.read(loaded.task.initial, values));
}

// Peg solitaire's goal is mostly negative literals ((not (peg h2-0)), every hole but one): each
// names an atom that is a variable alone, so it becomes that variable's "none", and the
// databases see every hole of the goal rather than the one peg that must stay.
TEST(PddlHeuristics, PatternDatabasesReadNegativeGoalLiterals) {
  const test::Loaded loaded = test::load_examples("peg-domain.pddl", "peg-plus.pddl");
  PdbHeuristic pdb(loaded.task);
  const std::optional<std::vector<GoalValue>> goal = goal_values(loaded.task, pdb.variables());
  ASSERT_TRUE(goal.has_value());
  EXPECT_EQ(goal->size(), loaded.task.goal.positive.size() + loaded.task.goal.negative.size());
  std::size_t nones = 0;
  for (const GoalValue& wanted : *goal)
    nones += wanted.value == pdb.variables().variables[wanted.variable].none();
  EXPECT_EQ(nones, loaded.task.goal.negative.size());
  // Above 1 (LM-cut's h is 0 here: a move, one peg's chain of jumps, costs 1), at most the
  // 6 moves of peg-plus's shortest game.
  const Cost h = pdb.estimate(loaded.task.initial);
  EXPECT_GT(h, 1);
  EXPECT_LE(h, 6);
}

// One action makes (p) and, under a condition that holds, (q); (forget) makes (c) a fluent, which
// the grounder would otherwise fold away.
constexpr const char* kBothDomain =
    "(define (domain both) (:requirements :conditional-effects)\n"
    "  (:predicates (c) (p) (q))\n"
    "  (:action forget :effect (not (c)))\n"
    "  (:action go :effect (and (p) (when (c) (q)))))\n";
constexpr const char* kBothProblem =
    "(define (problem both) (:domain both) (:init (c)) (:goal (and (p) (q))))\n";

// A task with conditional effects has no projection here: refused with a message that names the
// action and the heuristics that do take it.
TEST(PddlHeuristics, PatternDatabasesRefuseConditionalEffects) {
  const test::Loaded loaded = test::load_text(kBothDomain, kBothProblem);
  EXPECT_EQ(test::input_error([&] { PdbHeuristic pdb(loaded.task); }),
            "--set heuristic=pdb: (go) has conditional effects, which the pattern databases do "
            "not project; use lmcut or hmax");
}

// h^FF's preferred operators (hff.hpp) on every reachable state of small STRIPS tasks: the same
// estimate as the plain one; each preferred action applicable, none twice; none at a goal or a
// dead end, at least one elsewhere (the relaxed plan's first steps). On the initial states of
// blocksworld-4 and gripper-4 one of them starts a cheapest plan (no promise of h^FF: on the
// Tower of Hanoi none does on about half the states).
TEST(PddlHeuristics, PreferredOperatorsAreApplicableAndLeadTowardTheGoal) {
  struct Case {
    std::string domain, problem;
    bool initial_step_optimal;
  };
  const std::vector<Case> tasks = {
      {"hanoi-domain.pddl", "hanoi-3.pddl", false},
      {"hanoi-domain.pddl", "hanoi-4.pddl", false},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl", true},
      {"gripper-domain.pddl", "gripper-4.pddl", true},
  };
  for (const Case& c : tasks) {
    SCOPED_TRACE(c.problem);
    const test::Loaded loaded = test::load_examples(c.domain, c.problem);
    const Task& task = loaded.task;
    const StateGraph graph = explore(task);
    const RelaxedTask relaxed(task);
    HFF hff(relaxed);
    HFF plain(relaxed);
    std::vector<std::uint32_t> preferred;
    for (std::size_t s = 0; s < graph.states.size(); ++s) {
      const State& state = graph.states[s];
      const Cost h = hff.estimate_with_preferred(state, preferred);
      EXPECT_EQ(h, plain.estimate(state));
      std::vector<std::uint32_t> sorted = preferred;
      std::sort(sorted.begin(), sorted.end());
      EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end());
      // Each applicable action's successor, by the one successor function.
      std::unordered_map<std::uint32_t, State> successor;
      for_each_successor(task, state, [&](std::uint32_t action, const State& next) {
        successor.emplace(action, next);
      });
      for (std::uint32_t action : preferred)
        ASSERT_TRUE(successor.contains(action)) << task.action_name(task.actions[action]);
      if (task.goal.holds(state) || h == kDeadEnd) {
        EXPECT_TRUE(preferred.empty());
        continue;
      }
      ASSERT_FALSE(preferred.empty());
      // A preferred action starts a cheapest plan when its successor's cheapest plan is cheaper
      // by exactly that action's cost.
      std::unordered_map<State, std::size_t> index;
      for (const auto& [to, cost] : graph.moves[s]) index.emplace(graph.states[to], to);
      const bool starts_a_cheapest_plan =
          std::any_of(preferred.begin(), preferred.end(), [&](std::uint32_t action) {
            const Cost rest = graph.goal_distance[index.at(successor.at(action))];
            return rest != kDeadEnd && rest + task.actions[action].cost == graph.goal_distance[s];
          });
      if (s == 0 && c.initial_step_optimal) {
        EXPECT_TRUE(starts_a_cheapest_plan);
      }
    }
  }
}

TEST(PddlHeuristics, InitialEstimatesOfTheExamples) {
  // Gripper: four balls to carry, each a pick and a drop, and at least one move: LM-cut finds
  // the 4 picks, 4 drops and the move as nine landmarks, h^FF the same nine actions; h^max
  // sees one ball's drop after the costlier of its pick and the move: 2.
  const test::Loaded gripper = test::load_examples("gripper-domain.pddl", "gripper-4.pddl");
  const RelaxedTask relaxed(gripper.task);
  EXPECT_EQ(
      make_heuristic(HeuristicKind::kHMax, gripper.task, relaxed)->estimate(gripper.task.initial),
      2);
  EXPECT_EQ(
      make_heuristic(HeuristicKind::kLmCut, gripper.task, relaxed)->estimate(gripper.task.initial),
      9);
  EXPECT_EQ(
      make_heuristic(HeuristicKind::kFF, gripper.task, relaxed)->estimate(gripper.task.initial), 9);
}

// One action makes (p) and, under a condition that holds, (q); the goal is both. One action, so
// h* = 1: LM-cut must not count its cost once per effect (relaxed_task.hpp, lmcut.hpp).
TEST(PddlHeuristics, LmCutCountsAnActionOnceAcrossItsConditionalEffects) {
  const test::Loaded loaded = test::load_text(kBothDomain, kBothProblem);
  const RelaxedTask relaxed(loaded.task);
  ASSERT_EQ(relaxed.actions().size(), 2u);  // the action's own add, and its conditional effect
  LmCut lmcut(relaxed);
  lmcut.keep_landmarks(true);
  EXPECT_EQ(lmcut.estimate(loaded.task.initial), 1);
  EXPECT_EQ(lmcut.landmarks().size(), 1u);
  EXPECT_EQ(
      make_heuristic(HeuristicKind::kHMax, loaded.task, relaxed)->estimate(loaded.task.initial), 1);
  EXPECT_EQ(make_heuristic(HeuristicKind::kFF, loaded.task, relaxed)->estimate(loaded.task.initial),
            1);
  const Comparison seen = check_every_state(loaded.task);
  EXPECT_EQ(seen.states, 5);  // {c}, {}, {c p q}, {p}, {p q}
}

// LM-cut's later rounds lower h^max where costs fell (RelaxedExploration::lower) instead of
// exploring again: on every reachable state of small tasks, after several random falls of random
// actions' costs, the atoms' costs must be a fresh exploration's, and each supporter a costliest
// precondition.
TEST(PddlHeuristics, LoweredHmaxEqualsAFreshExploration) {
  const std::vector<std::pair<std::string, std::string>> tasks = {
      {"hanoi-domain.pddl", "hanoi-3.pddl"},     {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"}, {"courier-domain.pddl", "courier-1.pddl"},
      {"tiles-domain.pddl", "tiles-8a.pddl"},
  };
  std::mt19937_64 random(37);
  int fallen = 0;
  for (const auto& [domain, problem] : tasks) {
    SCOPED_TRACE(problem);
    const test::Loaded loaded = test::load_examples(domain, problem);
    const RelaxedTask relaxed(loaded.task);
    const StateGraph graph = explore(loaded.task);
    RelaxedExploration lowered(relaxed), fresh(relaxed);
    for (std::size_t s = 0; s < graph.states.size() && s < 300; ++s) {
      const State& state = graph.states[s];
      std::vector<Cost> costs = relaxed.costs();
      lowered.run(state, RelaxedExploration::Combine::kMax, costs);
      for (int fall = 0; fall < 4; ++fall) {
        std::vector<std::uint32_t> changed;
        for (std::uint32_t action = 0; action < relaxed.actions().size(); ++action) {
          Cost& cost = costs[relaxed.actions()[action].action];
          if (cost == 0 || random() % 4 != 0) continue;
          cost -= static_cast<Cost>(1 + random() % static_cast<std::uint64_t>(cost));
          ++fallen;
          // Every relaxed action of the ground action got cheaper.
          for (std::uint32_t other = 0; other < relaxed.actions().size(); ++other)
            if (relaxed.actions()[other].action == relaxed.actions()[action].action)
              changed.push_back(other);
        }
        lowered.lower(changed, costs);
        fresh.run(state, RelaxedExploration::Combine::kMax, costs);
        ASSERT_EQ(lowered.goal_cost(), fresh.goal_cost()) << "state " << s << ", fall " << fall;
        for (AtomId atom = 0; atom < relaxed.atom_count(); ++atom)
          ASSERT_EQ(lowered.atom_cost(atom), fresh.atom_cost(atom))
              << loaded.task.atom_name(atom) << ", state " << s << ", fall " << fall;
        for (std::uint32_t action = 0; action < relaxed.actions().size(); ++action) {
          if (!lowered.reached(action) || relaxed.pre(relaxed.actions()[action]).empty()) continue;
          Cost largest = 0;
          for (AtomId pre : relaxed.pre(relaxed.actions()[action]))
            largest = std::max(largest, lowered.atom_cost(pre));
          ASSERT_EQ(lowered.atom_cost(lowered.supporter(action)), largest);
        }
      }
    }
  }
  EXPECT_GT(fallen, 1000);
}

TEST(PddlHeuristics, TheRelaxationKeepsPositiveLiteralsOnly) {
  // (go) needs (not (done)) and an (or ...): both dropped; its conditional effects keep their
  // conditions' positive literals. (reset) makes (a) and (r) fluents, and adds nothing: no
  // relaxed action.
  const test::Loaded loaded = test::load_text(
      "(define (domain keep) (:requirements :negative-preconditions :disjunctive-preconditions\n"
      "    :conditional-effects)\n"
      "  (:predicates (a) (b) (done) (r) (g))\n"
      "  (:action reset :effect (and (not (a)) (not (r))))\n"
      "  (:action go :precondition (and (a) (not (done)) (or (a) (b)))\n"
      "    :effect (and (done) (when (and (r) (not (b))) (g)) (when (a) (b)))))\n",
      "(define (problem keep) (:domain keep) (:init (a) (r)) (:goal (and (done) (b))))\n");
  const RelaxedTask relaxed(loaded.task);
  // go's own add, and its two conditional effects.
  ASSERT_EQ(relaxed.actions().size(), 3u);
  for (const RelaxedAction& action : relaxed.actions()) {
    for (AtomId atom : relaxed.pre(action)) {
      const std::string name = loaded.task.atom_name(atom);
      EXPECT_TRUE(name == "(a)" || name == "(r)") << name;
    }
  }
  EXPECT_EQ(relaxed.goal().size(), 2u);
}

// (c) and (d) each come only from an effect conditioned on the other: the grounder, which
// ignores effect conditions, keeps (g) reachable; the relaxation, which keeps them, does not.
constexpr const char* kCircularDomain =
    "(define (domain circular) (:requirements :conditional-effects)\n"
    "  (:predicates (c) (d) (g) (start))\n"
    "  (:action make-c :precondition (start) :effect (when (d) (c)))\n"
    "  (:action make-d :precondition (start) :effect (when (c) (d)))\n"
    "  (:action make-g :precondition (start) :effect (when (c) (g))))\n";

TEST(PddlHeuristics, AGoalOutOfReachIgnoringDeletesIsNamed) {
  const test::Loaded loaded = test::load_text(
      kCircularDomain,
      "(define (problem circular) (:domain circular) (:init (start)) (:goal (and (start) "
      "(g))))\n");
  EXPECT_FALSE(loaded.task.goal_unreachable.has_value());
  EXPECT_EQ(no_plan_reason(loaded.task),
            std::optional<std::string>("the goal atom (g) cannot be reached even ignoring "
                                       "deletes"));
  const RelaxedTask relaxed(loaded.task);
  for (HeuristicKind kind : {HeuristicKind::kHMax, HeuristicKind::kLmCut, HeuristicKind::kFF})
    EXPECT_EQ(make_heuristic(kind, loaded.task, relaxed)->estimate(loaded.task.initial), kDeadEnd);
  // A goal that can be reached gives no reason.
  const test::Loaded reachable = test::load_examples("courier-domain.pddl", "courier-1.pddl");
  EXPECT_EQ(no_plan_reason(reachable.task), std::nullopt);
}

TEST(PddlHeuristics, HeuristicSettingNamesTheAdmissibleOnes) {
  EXPECT_EQ(admissible_heuristic_named("lmcut"), HeuristicKind::kLmCut);
  EXPECT_EQ(admissible_heuristic_named("hmax"), HeuristicKind::kHMax);
  EXPECT_EQ(admissible_heuristic_named("pdb"), HeuristicKind::kPdb);
  EXPECT_EQ(test::input_error([] { admissible_heuristic_named("ff"); }),
            "--set heuristic: expected lmcut, hmax or pdb (admissible), got 'ff'");
  EXPECT_EQ(heuristic_name(HeuristicKind::kLmCut), "LM-cut");
  EXPECT_EQ(heuristic_key(HeuristicKind::kHMax), "hmax");
}

}  // namespace
}  // namespace puzzlelab::pddl
