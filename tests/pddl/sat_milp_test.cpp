// The pddl puzzle's declarative methods through the registry: sat (planning as satisfiability on
// CaDiCaL) against breadth-first search on the number of actions, milp (a 0-1 program on CBC)
// against a Dijkstra search on the cost, the honest ends (no plan proved, the maximum horizon,
// limits) and the settings.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include <unistd.h>

#include "core/error.hpp"
#include "pddl_test_support.hpp"
#include "puzzles/pddl/h2_mutexes.hpp"
#include "puzzles/pddl/successors.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

using pddl::test::example;

const Puzzle& pddl_puzzle() {
  return puzzle_named("pddl");
}

bool has_method(const std::string& name) {
  for (const MethodInfo& method : pddl_puzzle().methods())
    if (method.name == name) return method.available();
  return false;
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  const auto parsed = pddl_puzzle().parse(params);
  return run_method(pddl_puzzle(), *parsed, method, options);
}

SolveOptions with_settings(Params settings) {
  SolveOptions options;
  options.settings = std::move(settings);
  return options;
}

std::string write_file(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("pddl_sat_milp_" + std::to_string(::getpid()) + "_" + name))
                               .string();
  std::ofstream(path) << text;
  return path;
}

int actions_of(const Report& report) {
  return report.answer.at("move_count").get<int>();
}

// Lamps on a line, each button toggling its lamp and the neighbours: one conditional effect
// switches a lit lamp off, another an unlit one on, both judged on the state before the press.
// Over GF(2) the four-lamp line's toggle matrix is invertible: from lamp 2 lit, pressing b1 and
// b3 once each (and no other set of presses, taken mod 2) lights them all.
constexpr const char* kLampsDomain = R"(
(define (domain lamps)
  (:requirements :strips :typing :conditional-effects :negative-preconditions)
  (:types button lamp)
  (:predicates (wired ?b - button ?l - lamp) (lit ?l - lamp))
  (:action press
    :parameters (?b - button)
    :effect (forall (?l - lamp)
              (and (when (and (wired ?b ?l) (lit ?l)) (not (lit ?l)))
                   (when (and (wired ?b ?l) (not (lit ?l))) (lit ?l))))))
)";
constexpr const char* kLampsProblem = R"(
(define (problem lamps-4) (:domain lamps)
  (:objects b1 b2 b3 b4 - button l1 l2 l3 l4 - lamp)
  (:init (wired b1 l1) (wired b1 l2)
         (wired b2 l1) (wired b2 l2) (wired b2 l3)
         (wired b3 l2) (wired b3 l3) (wired b3 l4)
         (wired b4 l3) (wired b4 l4) (lit l2))
  (:goal (and (lit l1) (lit l2) (lit l3) (lit l4))))
)";

// Rooms in a ring: a locked door passes with the key (a disjunction over fluents), a dark room
// with a torch, the key is picked up only with empty hands (a negative precondition), and the
// goal asks for the last room with the key dropped or a torch carried (a disjunction).
constexpr const char* kRoomsDomain = R"(
(define (domain rooms)
  (:requirements :strips :negative-preconditions :disjunctive-preconditions)
  (:predicates (at ?r) (link ?a ?b) (locked ?r) (has-key) (key-in ?r) (dark ?r)
               (torch-in ?r) (torch))
  (:action go
    :parameters (?a ?b)
    :precondition (and (at ?a) (link ?a ?b) (or (not (locked ?b)) (has-key))
                       (imply (dark ?b) (torch)))
    :effect (and (not (at ?a)) (at ?b)))
  (:action unlock
    :parameters (?a ?b)
    :precondition (and (at ?a) (link ?a ?b) (locked ?b) (has-key))
    :effect (not (locked ?b)))
  (:action take-key
    :parameters (?r)
    :precondition (and (at ?r) (key-in ?r) (not (has-key)))
    :effect (and (has-key) (not (key-in ?r))))
  (:action drop-key
    :parameters (?r)
    :precondition (and (at ?r) (has-key))
    :effect (and (key-in ?r) (not (has-key))))
  (:action take-torch
    :parameters (?r)
    :precondition (and (at ?r) (torch-in ?r))
    :effect (and (torch) (not (torch-in ?r)))))
)";
constexpr const char* kRoomsProblem = R"(
(define (problem rooms-6) (:domain rooms)
  (:objects r1 r2 r3 r4 r5 r6)
  (:init (at r1) (key-in r3) (torch-in r5) (locked r6) (locked r4) (dark r2)
         (link r1 r2) (link r2 r1) (link r2 r3) (link r3 r2) (link r3 r4) (link r4 r3)
         (link r4 r5) (link r5 r4) (link r5 r6) (link r6 r5) (link r1 r6) (link r6 r1)
         (link r1 r5) (link r5 r1))
  (:goal (and (at r3) (or (torch) (not (has-key))))))
)";

// Coins all heads up, flipped two at a time (each flip a pair of conditional effects): the
// number of coins down stays even, so no plan turns exactly one down, though neither relaxed
// reachability nor h^2 (which skips conditional effects) sees it. n coins make 2^n states.
constexpr const char* kCoinsDomain = R"(
(define (domain coins)
  (:requirements :strips :typing :conditional-effects :negative-preconditions :equality)
  (:types coin)
  (:predicates (up ?c - coin))
  (:action flip-two
    :parameters (?x ?y - coin)
    :precondition (not (= ?x ?y))
    :effect (and (when (up ?x) (not (up ?x))) (when (not (up ?x)) (up ?x))
                 (when (up ?y) (not (up ?y))) (when (not (up ?y)) (up ?y)))))
)";

std::string coins_problem(int coins) {
  std::string objects, init, goal = " (not (up c1))";
  for (int i = 1; i <= coins; ++i) {
    objects += " c" + std::to_string(i);
    init += " (up c" + std::to_string(i) + ")";
    if (i > 1) goal += " (up c" + std::to_string(i) + ")";
  }
  return "(define (problem coins) (:domain coins) (:objects" + objects + " - coin) (:init" + init +
         ") (:goal (and" + goal + ")))";
}

// A direct road of length 10 and a detour of two roads of length 2: the fewest actions are not
// the cheapest plan.
constexpr const char* kDetourDomain = R"(
(define (domain detour)
  (:requirements :strips :typing :action-costs)
  (:types place)
  (:predicates (at ?p - place) (road ?a ?b - place))
  (:functions (total-cost) - number (length ?a ?b - place) - number)
  (:action drive
    :parameters (?a ?b - place)
    :precondition (and (at ?a) (road ?a ?b))
    :effect (and (not (at ?a)) (at ?b) (increase (total-cost) (length ?a ?b)))))
)";
constexpr const char* kDetourProblem = R"(
(define (problem detour-1) (:domain detour)
  (:objects s m g - place)
  (:init (at s) (road s g) (road s m) (road m g)
         (= (length s g) 10) (= (length s m) 2) (= (length m g) 2) (= (total-cost) 0))
  (:goal (at g))
  (:metric minimize (total-cost)))
)";

// `pairs` switches, each a or b; the goal asks one switch to be both: no plan, though every atom
// is reachable (so relaxed reachability does not see it); h^2 finds (a p) and (b p) mutex.
constexpr const char* kPairsDomain = R"(
(define (domain pairs)
  (:requirements :strips :typing)
  (:types pair)
  (:predicates (a ?p - pair) (b ?p - pair))
  (:action to-a :parameters (?p - pair) :precondition (b ?p) :effect (and (a ?p) (not (b ?p))))
  (:action to-b :parameters (?p - pair) :precondition (a ?p) :effect (and (b ?p) (not (a ?p)))))
)";

std::string pairs_problem(int pairs) {
  std::string objects, init;
  for (int i = 1; i <= pairs; ++i) {
    objects += " p" + std::to_string(i);
    init += " (a p" + std::to_string(i) + ")";
  }
  return "(define (problem pairs) (:domain pairs) (:objects" + objects + " - pair) (:init" + init +
         ") (:goal (and (a p1) (b p1))))";
}

struct Files {
  std::string domain, problem;
  Params params() const { return {{"domain", domain}, {"problem", problem}}; }
};

Files files(const std::string& stem, const std::string& domain, const std::string& problem) {
  return {write_file(stem + "-domain.pddl", domain), write_file(stem + ".pddl", problem)};
}

// The cheapest cost of reaching the goal with at most `max_actions` actions (any number when
// negative), by rounds of relaxation over every reachable state: after round t, `best` holds
// the cheapest cost of each state within t actions.
std::int64_t cheapest(const pddl::Task& task, int max_actions) {
  std::unordered_map<pddl::State, std::int64_t> best = {{task.initial, 0}};
  for (int round = 0; max_actions < 0 || round < max_actions; ++round) {
    std::unordered_map<pddl::State, std::int64_t> next = best;
    bool changed = false;
    for (const auto& [state, cost] : best) {
      pddl::for_each_successor(task, state, [&](std::uint32_t action, pddl::State successor) {
        const std::int64_t reached = cost + task.actions[action].cost;
        const auto [place, fresh] = next.emplace(std::move(successor), reached);
        if (fresh || reached < place->second) {
          place->second = std::min(place->second, reached);
          changed = true;
        }
      });
    }
    best = std::move(next);
    if (!changed) break;
  }
  std::int64_t found = std::numeric_limits<std::int64_t>::max();
  for (const auto& [state, cost] : best)
    if (task.goal.holds(state)) found = std::min(found, cost);
  return found;
}

class PddlSatMilp : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!has_method("sat") || !has_method("milp"))
      GTEST_SKIP() << "this build lacks CaDiCaL or CBC";
  }
};

TEST_F(PddlSatMilp, HanoiNeedsTwoToTheNMinusOneActions) {
  for (int n = 1; n <= 4; ++n) {
    SCOPED_TRACE(n);
    const Report sat = run({{"problem", "hanoi-" + std::to_string(n)}}, "sat");
    ASSERT_EQ(sat.status, Status::kOptimal) << sat.note;
    EXPECT_EQ(actions_of(sat), (1 << n) - 1);
    EXPECT_EQ(sat.verified(), std::optional<bool>(true));
    ASSERT_TRUE(sat.backend.has_value());
    EXPECT_EQ(sat.backend->solver, "cadical");
    EXPECT_GT(sat.backend->variables.value_or(0), 0u);
    EXPECT_GT(sat.backend->clauses.value_or(0), 0u);
    // Every shorter horizon was refuted, and the report says so.
    EXPECT_NE(sat.note.find("no plan has fewer actions"), std::string::npos) << sat.note;
    EXPECT_NE(sat.note.find("horizon " + std::to_string((1 << n) - 1)), std::string::npos)
        << sat.note;
  }
}

TEST_F(PddlSatMilp, SatFindsAsFewActionsAsBreadthFirstSearch) {
  const Files lamps = files("lamps", kLampsDomain, kLampsProblem);
  const Files rooms = files("rooms", kRoomsDomain, kRoomsProblem);
  const std::vector<Params> tasks = {{{"problem", "blocksworld-4"}},
                                     {{"problem", "gripper-4"}},
                                     {{"problem", "courier-1"}},
                                     {{"problem", "wgc-classic"}},  // a state constraint
                                     lamps.params(),
                                     rooms.params()};
  for (const Params& params : tasks) {
    SCOPED_TRACE(params.back().second);
    const Report bfs = run(params, "bfs");
    ASSERT_TRUE(has_answer(bfs.status)) << bfs.note;
    const Report sat = run(params, "sat");
    ASSERT_TRUE(has_answer(sat.status)) << sat.note;
    EXPECT_EQ(sat.status, bfs.status);  // optimal without a metric, solved with one
    EXPECT_EQ(actions_of(sat), actions_of(bfs));
    EXPECT_EQ(sat.verified(), std::optional<bool>(true));
    // The step encoding with any at-most-one encoding finds the same number.
    const Report pairwise = run(params, "sat", with_settings({{"at_most_one", "pairwise"}}));
    EXPECT_EQ(actions_of(pairwise), actions_of(bfs));
  }
  // b1 puts out lamp 2 and b3 lights it again: both conditional effects at work.
  const Report lamps_bfs = run(lamps.params(), "bfs");
  EXPECT_EQ(actions_of(lamps_bfs), 2);
  for (const Files& written : {lamps, rooms}) {
    std::filesystem::remove(written.domain);
    std::filesystem::remove(written.problem);
  }
}

TEST_F(PddlSatMilp, NoPlanIsClaimedOnlyWhenProved) {
  // Two coins: 2 atoms, at most 4 states, so a plan would have at most 3 actions; horizons 0..3
  // refuted prove that there is none.
  const Files two = files("coins-2", kCoinsDomain, coins_problem(2));
  const Report proved = run(two.params(), "sat");
  EXPECT_EQ(proved.status, Status::kNoSolution) << proved.note;
  EXPECT_TRUE(proved.answer.is_null());
  EXPECT_NE(proved.note.find("horizons 0..3 proved unsatisfiable"), std::string::npos)
      << proved.note;
  EXPECT_NE(proved.note.find("2^2 - 1 = 3"), std::string::npos) << proved.note;
  EXPECT_EQ(run(two.params(), "milp").status, Status::kNoSolution);
  EXPECT_EQ(run(two.params(), "bfs").status, Status::kNoSolution);

  // Six coins: 2^6 states, beyond the horizon: no plan of at most 6 actions is all that is
  // known, so the run stops there and says so.
  const Files six = files("coins-6", kCoinsDomain, coins_problem(6));
  const Report capped = run(six.params(), "sat", with_settings({{"max_horizon", "6"}}));
  EXPECT_EQ(capped.status, Status::kStopped) << capped.note;
  EXPECT_TRUE(capped.answer.is_null());
  EXPECT_NE(capped.note.find("no plan of at most 6 actions"), std::string::npos) << capped.note;
  EXPECT_NE(capped.note.find("a longer plan may exist"), std::string::npos) << capped.note;
  const Report milp_capped = run(six.params(), "milp", with_settings({{"max_horizon", "6"}}));
  EXPECT_EQ(milp_capped.status, Status::kStopped) << milp_capped.note;

  // A horizon given to milp is a question about that horizon only.
  const Report short_horizon = run(two.params(), "milp", with_settings({{"horizon", "2"}}));
  EXPECT_EQ(short_horizon.status, Status::kStopped) << short_horizon.note;
  EXPECT_EQ(short_horizon.summary, "no plan of at most 2 actions");
  const Report whole = run(two.params(), "milp", with_settings({{"horizon", "3"}}));
  EXPECT_EQ(whole.status, Status::kNoSolution) << whole.note;

  // h^2 sees that the goal asks for two atoms no reachable state holds together.
  const Files pairs = files("pairs-8", kPairsDomain, pairs_problem(8));
  for (const std::string method : {"sat", "milp"}) {
    const Report mutex = run(pairs.params(), method);
    EXPECT_EQ(mutex.status, Status::kNoSolution) << method << ": " << mutex.note;
    EXPECT_NE(mutex.note.find("(a p1) and (b p1)"), std::string::npos) << mutex.note;
  }
  // Without the mutexes, only the horizon ends the search.
  const Report blind =
      run(pairs.params(), "sat", with_settings({{"mutexes", "no"}, {"max_horizon", "6"}}));
  EXPECT_EQ(blind.status, Status::kStopped) << blind.note;
  for (const Files& written : {two, six, pairs}) {
    std::filesystem::remove(written.domain);
    std::filesystem::remove(written.problem);
  }
}

TEST_F(PddlSatMilp, MilpFindsTheCheapestPlanWithinItsHorizon) {
  const pddl::test::Loaded courier =
      pddl::test::load_examples("courier-domain.pddl", "courier-1.pddl");
  const int fewest = actions_of(run({{"problem", "courier-1"}}, "bfs"));
  // The default horizon is the fewest actions; the cheapest plan of that many.
  const Report milp = run({{"problem", "courier-1"}}, "milp");
  ASSERT_EQ(milp.status, Status::kSolved) << milp.note;
  EXPECT_EQ(milp.verified(), std::optional<bool>(true));
  EXPECT_EQ(actions_of(milp), fewest);
  EXPECT_EQ(milp.answer.at("cost").get<std::int64_t>(), cheapest(courier.task, fewest));
  EXPECT_NE(milp.note.find("optimal cost among plans of at most " + std::to_string(fewest)),
            std::string::npos)
      << milp.note;
  ASSERT_TRUE(milp.backend.has_value());
  EXPECT_EQ(milp.backend->solver, "cbc");
  EXPECT_GT(milp.backend->rows.value_or(0), 0u);
  // sat's plan has as few actions and costs no less.
  const Report sat = run({{"problem", "courier-1"}}, "sat");
  EXPECT_GE(sat.answer.at("cost").get<std::int64_t>(), milp.answer.at("cost").get<std::int64_t>());

  // The detour: one road of 10, or two of 2. The fewest actions cost 10; two actions, 4, and
  // no longer plan can be cheaper: it would cost at least 3 x 2.
  const Files detour = files("detour", kDetourDomain, kDetourProblem);
  const pddl::test::Loaded loaded = pddl::test::load_text(kDetourDomain, kDetourProblem);
  ASSERT_EQ(cheapest(loaded.task, 1), 10);
  ASSERT_EQ(cheapest(loaded.task, -1), 4);
  const Report direct = run(detour.params(), "milp");
  EXPECT_EQ(direct.status, Status::kSolved) << direct.note;
  EXPECT_EQ(direct.answer.at("cost"), 10);
  EXPECT_NE(direct.note.find("a longer plan may be cheaper"), std::string::npos) << direct.note;
  const Report roundabout = run(detour.params(), "milp", with_settings({{"horizon", "2"}}));
  EXPECT_EQ(roundabout.status, Status::kOptimal) << roundabout.note;
  EXPECT_EQ(roundabout.answer.at("cost"), 4);
  EXPECT_EQ(actions_of(roundabout), 2);
  EXPECT_NE(roundabout.note.find("at least 3 x 2"), std::string::npos) << roundabout.note;
  std::filesystem::remove(detour.domain);
  std::filesystem::remove(detour.problem);

  // Unit costs: the fewest actions are the cheapest plan, and proved so.
  const Files lamps = files("lamps", kLampsDomain, kLampsProblem);
  const Files rooms = files("rooms", kRoomsDomain, kRoomsProblem);
  for (const Params& params : std::vector<Params>{{{"problem", "hanoi-3"}},
                                                  {{"problem", "blocksworld-4"}},
                                                  {{"problem", "gripper-4"}},
                                                  {{"problem", "wgc-classic"}},
                                                  lamps.params(),
                                                  rooms.params()}) {
    SCOPED_TRACE(params.back().second);
    const Report unit = run(params, "milp");
    ASSERT_EQ(unit.status, Status::kOptimal) << unit.note;
    EXPECT_EQ(unit.answer.at("cost"), run(params, "bfs").answer.at("move_count"));
    EXPECT_EQ(unit.verified(), std::optional<bool>(true));
  }
  for (const Files& written : {lamps, rooms}) {
    std::filesystem::remove(written.domain);
    std::filesystem::remove(written.problem);
  }
}

TEST_F(PddlSatMilp, LimitsGiveStopped) {
  // Twenty coins and no horizon cap to speak of: only the time limit ends the search.
  const Files twenty = files("coins-20", kCoinsDomain, coins_problem(20));
  SolveOptions quick = with_settings({{"max_horizon", "100000"}});
  quick.limits.seconds = 0.5;
  for (const std::string method : {"sat", "milp"}) {
    SCOPED_TRACE(method);
    const Stopwatch clock;
    const Report report = run(twenty.params(), method, quick);
    EXPECT_LT(clock.seconds(), 3.0);
    EXPECT_EQ(report.status, Status::kStopped) << report.note;
    EXPECT_TRUE(report.answer.is_null());
    EXPECT_NE(report.note.find("time limit"), std::string::npos) << report.note;
  }
  // The node limit counts CaDiCaL's conflicts, summed over the horizons.
  SolveOptions few;
  few.limits.nodes = 5;
  const Report sat = run({{"problem", "hanoi-5"}}, "sat", few);
  EXPECT_EQ(sat.status, Status::kStopped) << sat.note;
  EXPECT_NE(sat.note.find("node limit"), std::string::npos) << sat.note;
  std::filesystem::remove(twenty.domain);
  std::filesystem::remove(twenty.problem);
}

// Every mutex h^2 finds holds in every reachable state, all of them enumerated; and the robot of
// gripper is in one room at a time.
TEST(PddlMutexes, HoldInEveryReachableState) {
  const std::vector<std::pair<std::string, std::string>> examples = {
      {"hanoi-domain.pddl", "hanoi-3.pddl"},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"},
      {"courier-domain.pddl", "courier-1.pddl"}};
  std::vector<pddl::test::Loaded> tasks;
  for (const auto& [domain, problem] : examples)
    tasks.push_back(pddl::test::load_examples(domain, problem));
  tasks.push_back(pddl::test::load_text(kRoomsDomain, kRoomsProblem));
  for (const pddl::test::Loaded& loaded : tasks) {
    const pddl::Task& task = loaded.task;
    SCOPED_TRACE(loaded.problem.name);
    const pddl::Mutexes mutexes = pddl::h2_mutexes(task);
    ASSERT_TRUE(mutexes.computed);
    EXPECT_FALSE(mutexes.pairs.empty());
    std::unordered_set<pddl::State> seen = {task.initial};
    std::vector<pddl::State> frontier = {task.initial};
    int broken = 0;
    while (!frontier.empty()) {
      const pddl::State state = std::move(frontier.back());
      frontier.pop_back();
      for (pddl::AtomId p : mutexes.unreachable) broken += state.test(p);
      for (const auto& [p, q] : mutexes.pairs) broken += state.test(p) && state.test(q);
      pddl::for_each_successor(task, state, [&](std::uint32_t, pddl::State successor) {
        if (seen.insert(successor).second) frontier.push_back(std::move(successor));
      });
    }
    EXPECT_EQ(broken, 0);
    EXPECT_GT(seen.size(), 1u);
  }
  const pddl::Task& gripper = tasks[2].task;
  const pddl::Mutexes mutexes = pddl::h2_mutexes(gripper);
  bool robot = false;
  for (const auto& [p, q] : mutexes.pairs)
    robot |= gripper.atom_name(p) + gripper.atom_name(q) == "(robot-at first)(robot-at second)";
  EXPECT_TRUE(robot);
  // Conditional effects: none computed.
  EXPECT_FALSE(
      pddl::h2_mutexes(pddl::test::load_text(kCoinsDomain, coins_problem(3)).task).computed);
}

// Wolf, goat and cabbage: the state constraint holds at every step, so the farmer needs 7
// crossings, as breadth-first search finds (without it, five would do).
TEST_F(PddlSatMilp, StateConstraintsHoldAtEveryStep) {
  const Report sat = run({{"problem", "wgc-classic"}}, "sat");
  ASSERT_EQ(sat.status, Status::kOptimal) << sat.note;
  EXPECT_EQ(actions_of(sat), 7);
}

// Numeric fluents have no 0-1 encoding: both methods refuse the task, saying why.
TEST_F(PddlSatMilp, NumericFluentsAreRefused) {
  for (const std::string method : {"sat", "milp"}) {
    try {
      run({{"problem", "missionaries-3"}}, method);
      ADD_FAILURE() << method << " took a task with numeric fluents";
    } catch (const InputError& error) {
      EXPECT_NE(std::string(error.what()).find("numeric fluent"), std::string::npos)
          << error.what();
      EXPECT_NE(std::string(error.what()).find("--method " + method), std::string::npos)
          << error.what();
    }
  }
}

TEST_F(PddlSatMilp, BadSettingsAreInputErrors) {
  EXPECT_THROW(run({}, "sat", with_settings({{"max_horizon", "-1"}})), InputError);
  EXPECT_THROW(run({}, "sat", with_settings({{"at_most_one", "some"}})), InputError);
  EXPECT_THROW(run({}, "sat", with_settings({{"horizon", "3"}})), InputError);  // milp's
  EXPECT_THROW(run({}, "milp", with_settings({{"horizon", "many"}})), InputError);
  EXPECT_THROW(run({}, "milp", with_settings({{"mutexes", "maybe"}})), InputError);
  // A horizon of 0 asks for the empty plan: hanoi-3 has none of it.
  const Report none = run({}, "milp", with_settings({{"horizon", "0"}}));
  EXPECT_EQ(none.status, Status::kStopped);
  EXPECT_EQ(none.summary, "no plan of at most 0 actions");
}

}  // namespace
}  // namespace puzzlelab
