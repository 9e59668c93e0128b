// The example files of examples/pddl through the PDDL route (parse, ground, breadth-first search,
// counting) against the built-in puzzles on the same instances, and against published figures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::pddl {
namespace {

// The 8-puzzle: 9!/2 boards reach the goal, the farthest of them 31 moves away (Reinefeld,
// "Complete solution of the eight-puzzle and the benefit of node ordering in IDA*", 1993).
constexpr std::uint64_t kEightPuzzleBoards = 181440;
constexpr int kEightPuzzleDiameter = 31;

std::uint64_t power(std::uint64_t base, int exponent) {
  std::uint64_t result = 1;
  for (int i = 0; i < exponent; ++i) result *= base;
  return result;
}

// The built-in puzzle's report on an instance given as key=value pairs.
Report solve_builtin(const std::string& name, const Params& params, const std::string& method) {
  const Puzzle& puzzle = puzzle_named(name);
  return run_method(puzzle, *puzzle.parse(params), method, SolveOptions{});
}

std::uint64_t builtin_moves(const Report& report) {
  EXPECT_TRUE(report.verified().value_or(false)) << report.summary;
  return report.answer.value("move_count", std::uint64_t{0});
}

// The plan found, written in the IPC format and replayed by the validator.
void expect_valid(const test::Loaded& loaded, const BfsOutcome& found) {
  const Plan plan = parse_plan(write_plan(loaded.task, found.plan), "bfs");
  const Validation verdict = validate_plan(loaded.domain, loaded.problem, loaded.task, plan);
  EXPECT_TRUE(verdict.valid) << verdict.summary("bfs");
}

// hanoi-N.pddl lists (smaller dK dK) for every disc but the largest (docs/pddl.md, trap 1):
// 3 * 4^(N-1) PDDL states, and the optimum stays 2^N - 1, the built-in puzzle's.
void expect_hanoi_example(int discs) {
  SCOPED_TRACE("hanoi-" + std::to_string(discs));
  const test::Loaded loaded =
      test::load_examples("hanoi-domain.pddl", "hanoi-" + std::to_string(discs) + ".pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), power(2, discs) - 1);
  expect_valid(loaded, found);
  const std::string all_a(static_cast<std::size_t>(discs), 'A');
  const std::string all_c(static_cast<std::size_t>(discs), 'C');
  EXPECT_EQ(found.plan.size(), builtin_moves(solve_builtin(
                                   "hanoi", {{"start", all_a}, {"goal", all_c}}, "recursive")));
  EXPECT_EQ(count_states(loaded.task).states, 3 * power(4, discs - 1));
}

TEST(PddlExamples, HanoiOneToSix) {
  for (int discs = 1; discs <= 6; ++discs) expect_hanoi_example(discs);
}

// Breadth-first search tries every ground action in every state: hanoi-10's 786,432 states take
// minutes.
TEST(SlowPddlExamples, HanoiSevenToTen) {
  for (int discs = 7; discs <= 10; ++discs) expect_hanoi_example(discs);
}

// The starts of examples/pddl/make_tiles.py, row-major with 0 the blank.
const std::pair<const char*, const char*> kEightPuzzles[] = {
    {"tiles-8a.pddl", "1 4 5 7 0 2 8 6 3"},
    {"tiles-8b.pddl", "6 1 2 7 8 5 4 3 0"},
    {"tiles-8c.pddl", "0 6 7 8 4 1 5 2 3"},
    {"tiles-8far.pddl", "8 6 7 2 5 4 3 0 1"},
};

void expect_eight_puzzle_example(const char* file, const char* start) {
  SCOPED_TRACE(file);
  const test::Loaded loaded = test::load_examples("tiles-domain.pddl", file);
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  expect_valid(loaded, found);
  EXPECT_EQ(found.plan.size(), builtin_moves(solve_builtin("tiles", {{"start", start}}, "ida")));
}

TEST(PddlExamples, EightPuzzleOptimumIsTheTilesPuzzles) {
  expect_eight_puzzle_example(kEightPuzzles[0].first, kEightPuzzles[0].second);
}

// Breadth-first search over up to the 181,440 boards: seconds each.
TEST(SlowPddlExamples, EightPuzzleOptimaAreTheTilesPuzzles) {
  for (const auto& [file, start] : kEightPuzzles) expect_eight_puzzle_example(file, start);
}

TEST(SlowPddlExamples, EightPuzzleFarthestBoardsAre31MovesAway) {
  // Counting from the goal's side: every board reached from the farthest start is one of the
  // 9!/2, and the start's own distance to the farthest is the diameter.
  const test::Loaded loaded = test::load_examples("tiles-domain.pddl", "tiles-8far.pddl");
  const BfsOutcome counted = count_states(loaded.task);
  EXPECT_EQ(counted.states, kEightPuzzleBoards);
  EXPECT_EQ(counted.farthest_distance, kEightPuzzleDiameter);
  const BfsOutcome found = bfs_plan(loaded.task);
  EXPECT_EQ(found.plan.size(), static_cast<std::size_t>(kEightPuzzleDiameter));
}

TEST(PddlExamples, FifteenPuzzleShortOptimumIsTheTilesPuzzles) {
  const test::Loaded loaded = test::load_examples("tiles-domain.pddl", "tiles-15a.pddl");
  const BfsOutcome found = bfs_plan(loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  expect_valid(loaded, found);
  EXPECT_EQ(found.plan.size(),
            builtin_moves(solve_builtin(
                "tiles", {{"start", "1 6 4 8 5 3 7 2 9 10 0 11 13 14 15 12"}}, "ida")));
}

// Korf's random 15-puzzles 2 and 9 (of the hundred in "Depth-first iterative-deepening", 1985),
// optimally through the PDDL route: IDA* with the pattern databases the planner builds from the
// task's mutex groups, against the published fewest moves.
TEST(SlowPddlExamples, KorfFifteenPuzzlesOptimallyByPatternDatabases) {
  const std::pair<const char*, int> instances[] = {{"korf-2.pddl", 55}, {"korf-9.pddl", 46}};
  SolveOptions options;
  options.settings = {{"heuristic", "pdb"}};
  for (const auto& [file, published] : instances) {
    SCOPED_TRACE(file);
    const Puzzle& puzzle = puzzle_named("pddl");
    const Params params{{"domain", test::example("tiles-domain.pddl")},
                        {"problem", test::example(file)}};
    const Report report = run_method(puzzle, *puzzle.parse(params), "ida", options);
    ASSERT_EQ(report.status, Status::kOptimal) << report.note;
    EXPECT_EQ(report.verified(), std::optional<bool>(true));
    EXPECT_EQ(report.answer.value("move_count", 0), published);
  }
}

// The longer 15-puzzle examples parse and ground: one slide action for each tile and each
// ordered pair of neighbouring cells (24 pairs on 4x4), as the built-in puzzle moves.
TEST(PddlExamples, FifteenPuzzlesGround) {
  for (const char* file : {"tiles-15a.pddl", "tiles-15b.pddl", "tiles-15c.pddl"}) {
    SCOPED_TRACE(file);
    const test::Loaded loaded = test::load_examples("tiles-domain.pddl", file);
    EXPECT_EQ(loaded.task.actions.size(), 15u * 2 * 24);
  }
}

// Peg solitaire: a plan exists exactly when the peg puzzle finds a game, with as many actions as
// jumps.
TEST(PddlExamples, PegAgreesWithThePegPuzzle) {
  const std::pair<const char*, Params> boards[] = {
      {"peg-triangle5.pddl", {{"board", "triangle5"}, {"goal", "4,0"}}},
      {"peg-triangle4.pddl", {{"board", "triangle4"}, {"goal", "3,0"}}},
      {"peg-plus.pddl", {{"board", "plus"}}},
  };
  for (const auto& [file, params] : boards) {
    SCOPED_TRACE(file);
    const test::Loaded loaded = test::load_examples("peg-domain.pddl", file);
    const BfsOutcome found = bfs_plan(loaded.task);
    const Report builtin = solve_builtin("peg", params, "dfs");
    ASSERT_NE(found.status, SearchStatus::kStopped);
    EXPECT_EQ(found.status == SearchStatus::kSolved, builtin.status == Status::kSolved);
    if (found.status != SearchStatus::kSolved) continue;
    expect_valid(loaded, found);
    EXPECT_EQ(found.plan.size(), builtin_moves(builtin));
  }
}

// `count --set positions=peg`: the PDDL states seen through the peg atoms alone are the peg
// puzzle's positions without symmetry, fewer than the PDDL states (which also say where the
// last peg stands), and the same as a plain projection of every reachable state into a std::set.
TEST(PddlExamples, PegPositionsAreThePegPuzzlesPositions) {
  const std::pair<const char*, Params> boards[] = {
      {"peg-triangle5.pddl", {{"board", "triangle5"}, {"empty", "4,0"}, {"goal", "4,0"}}},
      {"peg-triangle4.pddl", {{"board", "triangle4"}, {"goal", "3,0"}}},
      {"peg-plus.pddl", {{"board", "plus"}}},
  };
  for (const auto& [file, params] : boards) {
    SCOPED_TRACE(file);
    const Puzzle& pddl = puzzle_named("pddl");
    SolveOptions projected;
    projected.settings = {{"positions", "PEG"}};  // names are case-insensitive
    const Report counted = run_method(
        pddl,
        *pddl.parse(
            {{"domain", std::string(PUZZLELAB_SOURCE_DIR) + "/examples/pddl/peg-domain.pddl"},
             {"problem", std::string(PUZZLELAB_SOURCE_DIR) + "/examples/pddl/" + file}}),
        "count", projected);
    ASSERT_EQ(counted.status, Status::kSolved) << counted.note;
    const std::uint64_t positions =
        std::stoull(counted.answer["positions_decimal"].get<std::string>());
    const std::uint64_t states = std::stoull(counted.answer["count_decimal"].get<std::string>());
    EXPECT_LT(positions, states);

    const test::Loaded loaded = test::load_examples("peg-domain.pddl", file);
    std::set<std::vector<bool>> plain;
    const auto peg = static_cast<std::uint32_t>(
        std::find(loaded.task.predicates.begin(), loaded.task.predicates.end(), "peg") -
        loaded.task.predicates.begin());
    count_states(loaded.task, {}, [&](const State& state) {
      std::vector<bool> holes;
      for (AtomId atom = 0; atom < loaded.task.atoms.size(); ++atom)
        if (loaded.task.atoms.predicate(atom) == peg) holes.push_back(state.test(atom));
      plain.insert(holes);
    });
    EXPECT_EQ(positions, plain.size());

    SolveOptions no_symmetry;
    no_symmetry.settings = {{"symmetry", "no"}};
    const Puzzle& builtin = puzzle_named("peg");
    const Report games = run_method(builtin, *builtin.parse(params), "count", no_symmetry);
    ASSERT_NE(games.status, Status::kStopped) << games.note;  // some boards have no winning game
    EXPECT_EQ(positions, games.answer["positions"].get<std::uint64_t>());
  }
}

// The English board's file grounds to the three actions over its 76 jumps: a first jump and a
// continued move for each, and a new move for each jump and each hole the last peg may stand in
// (the hole it jumps from included: (not (last ?from)) is decided by the state, not the grounder).
TEST(PddlExamples, EnglishPegBoardGrounds) {
  constexpr std::size_t kJumps = 76;
  const test::Loaded loaded = test::load_examples("peg-domain.pddl", "peg-english.pddl");
  constexpr std::size_t kHoles = 33;
  EXPECT_EQ(loaded.task.actions.size(), kJumps * (2 + kHoles));
}

}  // namespace
}  // namespace puzzlelab::pddl
