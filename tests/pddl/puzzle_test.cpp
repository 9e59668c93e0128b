// The pddl puzzle through the registry, as every surface sees it: the built-in examples, files,
// every method, limits, bad parameters and the canonical form.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

// Tower of Hanoi of 3 discs: 2^3 - 1 moves, and 3 * 4^2 reachable PDDL states (a disc may be
// "moved onto itself" and retired, docs/pddl.md, trap 1).
constexpr int kHanoi3Moves = 7;
constexpr int kHanoi3States = 48;
// Blocksworld, four blocks (docs/pddl.md): 73 arrangements with the hand empty plus 4 x 13.
constexpr int kBlocksworld4States = 125;

const Puzzle& pddl_puzzle() {
  return puzzle_named("pddl");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return pddl_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  const auto parsed = instance(params);
  return run_method(pddl_puzzle(), *parsed, method, options);
}

std::string error_of(const Params& params) {
  try {
    instance(params);
  } catch (const InputError& error) {
    return error.what();
  }
  return "(no error)";
}

std::string example(const std::string& name) {
  return std::string(PUZZLELAB_SOURCE_DIR) + "/examples/pddl/" + name;
}

std::string write_file(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  std::ofstream(path) << text;
  return path;
}

TEST(PddlPuzzle, DescribesItself) {
  const Puzzle& puzzle = pddl_puzzle();
  EXPECT_EQ(puzzle.docs(), "docs/pddl.md");
  std::vector<std::string> names;
  for (const MethodInfo& method : puzzle.methods()) names.push_back(method.name);
  EXPECT_EQ(names, (std::vector<std::string>{"bfs", "count", "ucs", "astar", "greedy", "ida", "sat",
                                             "milp"}));
  EXPECT_EQ(puzzle.default_method(*instance({})), "bfs");
  const std::vector<ParamSpec> params = puzzle.params();
  ASSERT_EQ(params.size(), 3u);
  EXPECT_EQ(params[0].name, "domain");
  EXPECT_EQ(params[1].name, "problem");
  EXPECT_EQ(params[2].name, "horizon");  // of the exported models
  EXPECT_FALSE(params[2].names_file);
  for (const ParamSpec& spec : {params[0], params[1]}) {
    EXPECT_TRUE(spec.names_file) << spec.name;
    // The defaults are built in: the server offers them, and they need no file.
    EXPECT_NE(std::find(spec.choices.begin(), spec.choices.end(), spec.default_value),
              spec.choices.end())
        << spec.name;
  }
}

// `solve --plan-out` asks the puzzle for a plan file: pddl writes its plans in the IPC format
// (one action a line, then the cost), a count has none; puzzles without plan files say so.
TEST(PddlPuzzle, WritesPlanFilesOfPlansOnly) {
  EXPECT_TRUE(pddl_puzzle().writes_plan_files());
  EXPECT_FALSE(puzzle_named("queens").writes_plan_files());
  const Report plan = run({}, "bfs");
  const std::optional<std::string> file = pddl_puzzle().plan_file(*instance({}), plan);
  ASSERT_TRUE(file.has_value());
  EXPECT_EQ(std::count(file->begin(), file->end(), '\n'), kHanoi3Moves + 1);  // and the cost
  EXPECT_EQ(file->rfind("(move ", 0), 0u) << *file;
  EXPECT_NE(file->find("; cost = 7"), std::string::npos) << *file;
  EXPECT_EQ(pddl_puzzle().plan_file(*instance({}), run({}, "count")), std::nullopt);
}

// The exported models' horizon is part of the instance only when given, and is a number.
TEST(PddlPuzzle, TheHorizonIsKeptWhenGiven) {
  EXPECT_EQ(instance({})->canonical(), "domain=hanoi problem=hanoi-3");
  EXPECT_EQ(instance({{"horizon", "9"}})->canonical(), "domain=hanoi problem=hanoi-3 horizon=9");
  EXPECT_EQ(instance({{"horizon", "auto"}})->canonical(), "domain=hanoi problem=hanoi-3");
  EXPECT_THROW(instance({{"horizon", "-1"}}), InputError);
  EXPECT_THROW(instance({{"horizon", "many"}}), InputError);
}

TEST(PddlPuzzle, HanoiOfThreeDiscsIsSevenMovesVerified) {
  const Report bfs = run({}, "bfs");
  ASSERT_EQ(bfs.status, Status::kOptimal) << bfs.note;
  EXPECT_EQ(bfs.puzzle, "pddl");
  EXPECT_EQ(bfs.answer["move_count"], kHanoi3Moves);
  ASSERT_EQ(bfs.answer["moves"].size(), static_cast<std::size_t>(kHanoi3Moves));
  EXPECT_EQ(bfs.answer["moves"][0].get<std::string>().rfind("(move d1 ", 0), 0u);
  EXPECT_EQ(bfs.answer["cost"], kHanoi3Moves);
  EXPECT_EQ(bfs.verified(), std::optional<bool>(true));
  EXPECT_EQ(bfs.summary, "7 actions");
  EXPECT_NE(bfs.drawing.find("; cost = 7 (unit cost)"), std::string::npos) << bfs.drawing;
  EXPECT_NE(bfs.drawing.find("(on d3 c)"), std::string::npos) << bfs.drawing;
  EXPECT_TRUE(bfs.stats.nodes.has_value());
  // The same files from the examples folder give the same plan.
  const Report files =
      run({{"domain", example("hanoi-domain.pddl")}, {"problem", example("hanoi-3.pddl")}}, "bfs");
  EXPECT_EQ(files.answer, bfs.answer);
}

TEST(PddlPuzzle, CountIsTheWholeReachableSpace) {
  const Report count = run({}, "count");
  ASSERT_EQ(count.status, Status::kSolved) << count.note;
  EXPECT_EQ(count.answer["count_decimal"], std::to_string(kHanoi3States));
  EXPECT_GE(count.answer["farthest"].get<int>(), kHanoi3Moves);
  EXPECT_FALSE(count.verified().has_value());  // nothing to replay
  EXPECT_EQ(count.summary, "48 states");
  const Report blocks = run({{"problem", "blocksworld-4"}}, "count");
  EXPECT_EQ(blocks.answer["count_decimal"], std::to_string(kBlocksworld4States));
  // Seen through `on` alone a Hanoi state is all there (`clear` follows from `on`); through
  // `clear` alone, fewer states are told apart. An undeclared predicate is named.
  SolveOptions on;
  on.settings = {{"positions", "on"}};
  const Report by_on = run({}, "count", on);
  EXPECT_EQ(by_on.answer["positions_decimal"], std::to_string(kHanoi3States));
  EXPECT_EQ(by_on.summary, "48 states, 48 positions");
  SolveOptions clear;
  clear.settings = {{"positions", "clear"}};
  const Report by_clear = run({}, "count", clear);
  EXPECT_LT(std::stoi(by_clear.answer["positions_decimal"].get<std::string>()), kHanoi3States);
  SolveOptions unknown;
  unknown.settings = {{"positions", "on, ontop"}};
  std::string refused;
  try {
    run({}, "count", unknown);
  } catch (const InputError& error) {
    refused = error.what();
  }
  EXPECT_EQ(refused.rfind("--set positions: the domain declares no predicate 'ontop' (it has ", 0),
            0u)
      << refused;
}

TEST(PddlPuzzle, EveryBuiltInProblemIsSolvedAndVerified) {
  const std::vector<ParamSpec> params = pddl_puzzle().params();
  for (const std::string& problem : params[1].choices) {
    const Report report = run({{"problem", problem}}, "bfs");
    EXPECT_TRUE(has_answer(report.status)) << problem << ": " << report.note;
    EXPECT_EQ(report.verified(), std::optional<bool>(true)) << problem;
  }
  // With a metric the cost is reported, and fewest actions is no proof of the cheapest.
  const Report courier = run({{"problem", "courier-1"}}, "bfs");
  EXPECT_EQ(courier.status, Status::kSolved);
  EXPECT_NE(courier.summary.find(", cost "), std::string::npos) << courier.summary;
}

TEST(PddlPuzzle, UnsolvableTasksSayWhy) {
  const std::string domain =
      write_file("pddl_puzzle_flip_domain.pddl",
                 "(define (domain flip) (:predicates (a) (b))\n"
                 "  (:action to-a :precondition (b) :effect (and (a) (not (b))))\n"
                 "  (:action to-b :precondition (a) :effect (and (b) (not (a)))))\n");
  const std::string both = write_file("pddl_puzzle_flip_both.pddl",
                                      "(define (problem both) (:domain flip) (:init (a))\n"
                                      "  (:goal (and (a) (b))))\n");
  const Report exhausted = run({{"domain", domain}, {"problem", both}}, "bfs");
  EXPECT_EQ(exhausted.status, Status::kNoSolution);
  EXPECT_TRUE(exhausted.answer.is_null());
  EXPECT_NE(exhausted.note.find("all 2 reachable states searched"), std::string::npos)
      << exhausted.note;
  std::filesystem::remove(domain);
  std::filesystem::remove(both);
}

TEST(PddlPuzzle, LimitsGiveStopped) {
  SolveOptions few;
  few.limits.nodes = 5;
  for (const std::string method : {"bfs", "count", "ucs", "astar", "greedy", "ida"}) {
    const Report report = run({{"problem", "hanoi-5"}}, method, few);
    EXPECT_EQ(report.status, Status::kStopped) << method;
    EXPECT_TRUE(report.answer.is_null());
    EXPECT_FALSE(report.verified().has_value());
    EXPECT_EQ(report.summary.rfind("stopped after ", 0), 0u) << report.summary;
    EXPECT_NE(report.note.find("node limit"), std::string::npos) << report.note;
  }
}

TEST(PddlPuzzle, BadParametersNameThemselves) {
  EXPECT_EQ(error_of({{"moves", "3"}}).rfind("moves: not a parameter of pddl", 0), 0u);
  EXPECT_EQ(error_of({{"domain", ""}}), "domain: expected a built-in name or a path, got ''");
  EXPECT_EQ(error_of({{"problem", "a b.pddl"}}),
            "problem: 'a b.pddl' has blanks, which the canonical instance cannot hold");
  EXPECT_EQ(error_of({{"domain", "/nonexistent.pddl"}}).rfind("domain: /nonexistent.pddl: ", 0),
            0u);
  EXPECT_EQ(error_of({{"problem", "/nonexistent.pddl"}}).rfind("problem: /nonexistent.pddl: ", 0),
            0u);
  // A file that does not parse: FILE:LINE:COL.
  const std::string bad = write_file("pddl_puzzle_bad.pddl",
                                     "(define (problem p) (:domain hanoi)\n  (:init (on d1))\n"
                                     "  (:goal (on d1 d1)))\n");
  EXPECT_EQ(error_of({{"problem", bad}}).rfind(bad + ":2:", 0), 0u) << error_of({{"problem", bad}});
  std::filesystem::remove(bad);
  const auto parsed = instance({});
  EXPECT_THROW(pddl_puzzle().solve(*parsed, "dijkstra", {}), InputError);
}

// The heuristic searches through the registry: the cheapest plans, verified, the note naming the
// heuristic and its initial estimate; greedy's plan is no proof.
TEST(PddlPuzzle, HeuristicSearchesReportTheirHeuristicAndGuarantee) {
  for (const std::string method : {"ucs", "astar", "ida"}) {
    const Report report = run({{"problem", "gripper-4"}}, method);
    ASSERT_EQ(report.status, Status::kOptimal) << method << ": " << report.note;
    EXPECT_EQ(report.verified(), std::optional<bool>(true)) << method;
    EXPECT_EQ(report.answer["cost"], 11) << method;
    EXPECT_EQ(report.summary, "11 actions") << method;
    EXPECT_TRUE(report.stats.nodes.has_value()) << method;
  }
  const Report lmcut = run({{"problem", "gripper-4"}}, "astar");
  EXPECT_EQ(lmcut.note.rfind("A* with LM-cut (admissible; h = 9 at the initial state)", 0), 0u)
      << lmcut.note;
  SolveOptions hmax;
  hmax.settings = {{"heuristic", "hmax"}};
  const Report by_hmax = run({{"problem", "gripper-4"}}, "astar", hmax);
  EXPECT_EQ(by_hmax.status, Status::kOptimal);
  EXPECT_EQ(by_hmax.note.rfind("A* with h^max (admissible; h = 2 at the initial state)", 0), 0u)
      << by_hmax.note;
  const Report ida = run({{"problem", "gripper-4"}}, "ida", hmax);
  EXPECT_EQ(ida.note.rfind("IDA* with h^max", 0), 0u) << ida.note;
  // Pattern databases: the same optimum, the note saying what they were built from.
  SolveOptions pdb;
  pdb.settings = {{"heuristic", "pdb"}};
  for (const std::string method : {"astar", "ida"}) {
    const Report by_pdb = run({{"problem", "gripper-4"}}, method, pdb);
    EXPECT_EQ(by_pdb.status, Status::kOptimal) << method;
    EXPECT_EQ(by_pdb.verified(), std::optional<bool>(true)) << method;
    EXPECT_EQ(by_pdb.answer["cost"], 11) << method;
    EXPECT_NE(by_pdb.note.find(" with pattern databases (admissible: "), std::string::npos)
        << by_pdb.note;
    EXPECT_NE(by_pdb.note.find(" abstract states), built in "), std::string::npos) << by_pdb.note;
  }
  // Costs: the cheapest plan of the courier, where breadth-first search only counts actions.
  const Report courier = run({{"problem", "courier-1"}}, "ucs");
  EXPECT_EQ(courier.status, Status::kOptimal);
  EXPECT_EQ(courier.answer["cost"], 15);
  EXPECT_EQ(courier.verified(), std::optional<bool>(true));
  // Greedy's plan as found is no proof; shortened, courier-1's few states are all searched
  // around it, which proves it the cheapest.
  SolveOptions as_found;
  as_found.settings = {{"improve", "none"}};
  const Report greedy = run({{"problem", "courier-1"}}, "greedy", as_found);
  EXPECT_EQ(greedy.status, Status::kSolved);
  EXPECT_EQ(greedy.verified(), std::optional<bool>(true));
  EXPECT_NE(greedy.note.find("not proved optimal"), std::string::npos) << greedy.note;
  EXPECT_GE(greedy.answer["cost"].get<int>(), 15);
  const Report proved = run({{"problem", "courier-1"}}, "greedy");
  EXPECT_EQ(proved.status, Status::kOptimal) << proved.note;
  EXPECT_EQ(proved.verified(), std::optional<bool>(true));
  EXPECT_EQ(proved.answer["cost"].get<int>(), 15);
  EXPECT_NE(proved.note.find("held every reachable state"), std::string::npos) << proved.note;
  // Greedy's plan is shortened by a search around it unless --set improve=none: on hanoi-5
  // h^FF leads into detours that the search removes (2^5 - 1 moves at fewest).
  const Report raw = run({{"problem", "hanoi-5"}}, "greedy", as_found);
  const Report shortened = run({{"problem", "hanoi-5"}}, "greedy");
  EXPECT_EQ(raw.verified(), std::optional<bool>(true));
  EXPECT_EQ(shortened.verified(), std::optional<bool>(true));
  EXPECT_GT(raw.answer["cost"].get<int>(), 31);
  EXPECT_EQ(shortened.answer["cost"].get<int>(), 31);
  EXPECT_EQ(raw.note.find("plan neighbourhood"), std::string::npos) << raw.note;
  EXPECT_NE(shortened.note.find("plan neighbourhood graph search"), std::string::npos)
      << shortened.note;
  SolveOptions unknown;
  unknown.settings = {{"improve", "shortest"}};
  EXPECT_THROW(run({{"problem", "hanoi-5"}}, "greedy", unknown), InputError);
  // Greedy's search: lazy with preferred operators by default, the eager one on request; the
  // note names the one that ran, and each plan is verified.
  EXPECT_EQ(shortened.note.rfind("lazy greedy best-first search with h^FF and its preferred "
                                 "operators (h = ",
                                 0),
            0u)
      << shortened.note;
  SolveOptions eager;
  eager.settings = {{"search", "eager"}, {"improve", "none"}};
  const Report by_eager = run({{"problem", "hanoi-5"}}, "greedy", eager);
  EXPECT_EQ(by_eager.verified(), std::optional<bool>(true));
  EXPECT_EQ(by_eager.note.rfind("greedy best-first search with h^FF (h = ", 0), 0u)
      << by_eager.note;
  EXPECT_EQ(by_eager.note.find("preferred"), std::string::npos) << by_eager.note;
  SolveOptions lazy;
  lazy.settings = {{"search", "lazy"}, {"improve", "none"}};
  const Report by_lazy = run({{"problem", "hanoi-5"}}, "greedy", lazy);
  EXPECT_EQ(by_lazy.answer, raw.answer);  // the default
  EXPECT_NE(by_lazy.note.find("the preferred list gave "), std::string::npos) << by_lazy.note;
  SolveOptions unknown_search;
  unknown_search.settings = {{"search", "astar"}};
  std::string refused;
  try {
    run({{"problem", "hanoi-5"}}, "greedy", unknown_search);
  } catch (const InputError& error) {
    refused = error.what();
  }
  EXPECT_EQ(refused, "--set search: expected lazy or eager, got 'astar'");
  // A heuristic no method has, or a setting greedy does not take: input errors.
  SolveOptions bad;
  bad.settings = {{"heuristic", "blind"}};
  const auto parsed = instance({});
  EXPECT_THROW(run_method(pddl_puzzle(), *parsed, "astar", bad), InputError);
  EXPECT_THROW(run_method(pddl_puzzle(), *parsed, "greedy", hmax), InputError);
}

TEST(PddlPuzzle, AGoalOutOfReachIgnoringDeletesIsNamed) {
  const std::string domain =
      write_file("pddl_puzzle_circular_domain.pddl",
                 "(define (domain circular) (:requirements :conditional-effects)\n"
                 "  (:predicates (c) (d) (g) (start))\n"
                 "  (:action make-c :precondition (start) :effect (when (d) (c)))\n"
                 "  (:action make-d :precondition (start) :effect (when (c) (d)))\n"
                 "  (:action make-g :precondition (start) :effect (when (c) (g))))\n");
  const std::string problem =
      write_file("pddl_puzzle_circular.pddl",
                 "(define (problem circular) (:domain circular) (:init (start)) (:goal (g)))\n");
  for (const std::string method : {"bfs", "ucs", "astar", "greedy", "ida"}) {
    const Report report = run({{"domain", domain}, {"problem", problem}}, method);
    EXPECT_EQ(report.status, Status::kNoSolution) << method;
    EXPECT_EQ(report.note, "no plan: the goal atom (g) cannot be reached even ignoring deletes")
        << method;
  }
  std::filesystem::remove(domain);
  std::filesystem::remove(problem);
}

TEST(PddlPuzzle, CanonicalFormRoundTrips) {
  const auto defaults = instance({});
  EXPECT_EQ(defaults->canonical(), "domain=hanoi problem=hanoi-3");
  // A built-in problem brings its own domain.
  const auto blocks = instance({{"problem", "blocksworld-4"}});
  EXPECT_EQ(blocks->canonical(), "domain=blocksworld problem=blocksworld-4");
  const auto files = instance(
      {{"domain", example("gripper-domain.pddl")}, {"problem", example("gripper-4.pddl")}});
  EXPECT_EQ(files->canonical(),
            "domain=" + example("gripper-domain.pddl") + " problem=" + example("gripper-4.pddl"));
  for (const auto* original : {defaults.get(), blocks.get(), files.get()}) {
    const auto again = instance(puzzle_support::split_params(original->canonical()));
    EXPECT_EQ(again->canonical(), original->canonical());
  }
}

TEST(PddlPuzzle, DrawsTheInitialState) {
  const auto parsed = instance({});
  const std::string drawing = pddl_puzzle().draw(*parsed, DrawStyle{});
  EXPECT_NE(drawing.find("(on d1 d2)"), std::string::npos) << drawing;
  EXPECT_NE(drawing.find("clear:"), std::string::npos) << drawing;
}

}  // namespace
}  // namespace puzzlelab
