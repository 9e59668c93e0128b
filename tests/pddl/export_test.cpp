// The built-in puzzles written as PDDL (`puzzlelab export PUZZLE --format pddl`), solved through
// the PDDL route (parse, ground, breadth-first search, counting) and checked against the puzzle's
// own methods on the same instance; each plan found is read back by the puzzle (`puzzlelab
// decode PUZZLE`), turned into its moves and replayed through its rules.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <sstream>
#include <string>

#include "pddl_test_support.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tiles/scramble.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::pddl {
namespace {

std::uint64_t integer_power(std::uint64_t base, int exponent) {
  std::uint64_t result = 1;
  for (int i = 0; i < exponent; ++i) result *= base;
  return result;
}

// One instance of a built-in puzzle, its PDDL model and that model's ground task.
struct Exported {
  const Puzzle* puzzle = nullptr;
  std::unique_ptr<Instance> instance;
  std::string model;  // the joined text write_model wrote
  test::Loaded loaded;
};

Exported export_pddl(const std::string& name, const Params& params) {
  Exported out;
  out.puzzle = &puzzle_named(name);
  out.instance = out.puzzle->parse(params);
  std::ostringstream text;
  out.puzzle->write_model(*out.instance, "pddl", ModelFormat::kPddl, text);
  out.model = text.str();
  const std::optional<PddlModelText> files = split_pddl_model(out.model);
  EXPECT_TRUE(files.has_value());
  if (files) out.loaded = test::load_text(files->domain, files->problem);
  return out;
}

Report builtin(const Exported& exported, const std::string& method) {
  return run_method(*exported.puzzle, *exported.instance, method, SolveOptions{});
}

// The plan read back by the puzzle: verified by its rules, with as many moves as steps.
Report decode(const Exported& exported, const BfsOutcome& found) {
  const std::string plan = write_plan(exported.loaded.task, found.plan);
  Report report = read_model_answer(*exported.puzzle, *exported.instance, "pddl", plan, "sas_plan");
  EXPECT_EQ(report.status, Status::kSolved) << report.note;
  EXPECT_TRUE(report.verified().value_or(false)) << report.summary;
  EXPECT_EQ(report.answer.value("move_count", std::size_t{0}), found.plan.size());
  return report;
}

std::size_t moves_of(const Report& report) {
  EXPECT_TRUE(report.verified().value_or(false)) << report.summary << " " << report.note;
  return report.answer.value("move_count", std::size_t{0});
}

// Tower of Hanoi: no disc may rest on itself in the exported problem, so its PDDL states are the
// puzzle's 3^N configurations; the optimum is the recursion's, 2^N - 1 for a whole tower.
TEST(PddlExport, HanoiTowerStatesAndOptimum) {
  for (int disks = 1; disks <= 6; ++disks) {
    SCOPED_TRACE("disks " + std::to_string(disks));
    const Exported exported = export_pddl("hanoi", {{"disks", std::to_string(disks)}});
    EXPECT_EQ(count_states(exported.loaded.task).states, integer_power(3, disks));
    const BfsOutcome found = bfs_plan(exported.loaded.task);
    ASSERT_EQ(found.status, SearchStatus::kSolved);
    EXPECT_EQ(found.plan.size(), integer_power(2, disks) - 1);
    EXPECT_EQ(found.plan.size(), moves_of(builtin(exported, "recursive")));
    decode(exported, found);
  }
}

TEST(PddlExport, HanoiAnyStartAndGoal) {
  std::mt19937_64 random(37);
  for (int round = 0; round < 8; ++round) {
    const int disks = 2 + round % 5;
    std::string start, goal;
    for (int disk = 0; disk < disks; ++disk) {
      start += static_cast<char>('A' + random() % 3);
      goal += static_cast<char>('A' + random() % 3);
    }
    SCOPED_TRACE(start + " -> " + goal);
    const Exported exported = export_pddl("hanoi", {{"start", start}, {"goal", goal}});
    const BfsOutcome found = bfs_plan(exported.loaded.task);
    ASSERT_EQ(found.status, SearchStatus::kSolved);
    EXPECT_EQ(found.plan.size(), moves_of(builtin(exported, "recursive")));
    decode(exported, found);
  }
}

TEST(PddlExport, HanoiOnFourPegsIsRefused) {
  const Puzzle& hanoi = puzzle_named("hanoi");
  std::ostringstream text;
  EXPECT_THROW(hanoi.write_model(*hanoi.parse({{"pegs", "4"}}), "pddl", ModelFormat::kPddl, text),
               InputError);
}

// Sliding tiles: the PDDL states are the boards, and the optimum is the tiles puzzle's.
void expect_tiles_optimum(const tiles::Board& start) {
  const std::string text = tiles::canonical_tiles(start);
  SCOPED_TRACE(text);
  const Exported exported = export_pddl("tiles", {{"start", text}});
  const BfsOutcome found = bfs_plan(exported.loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), moves_of(builtin(exported, "ida")));
  decode(exported, found);
}

// Random walks of at most 14 moves: breadth-first search stays within a few thousand boards.
TEST(PddlExport, TilesRandomWalksOfTheEightPuzzle) {
  std::mt19937_64 random(37);
  const tiles::Board goal = tiles::blank_last_goal(3);
  for (int round = 0; round < 6; ++round)
    expect_tiles_optimum(tiles::random_walk(goal, 4 + 2 * round, random));
}

// Boards drawn uniformly among the solvable: 22 moves on average, seconds each.
TEST(SlowPddlExport, TilesRandomEightPuzzles) {
  std::mt19937_64 random(37);
  const tiles::Board goal = tiles::blank_last_goal(3);
  for (int round = 0; round < 6; ++round)
    expect_tiles_optimum(tiles::random_solvable(goal, random));
}

TEST(PddlExport, TilesAnyGoalAndEveryBoardOfTwoByTwo) {
  const Exported other_goal =
      export_pddl("tiles", {{"start", "1 2 3 4 5 6 7 8 0"}, {"goal", "0 1 2 3 4 5 6 7 8"}});
  const BfsOutcome found = bfs_plan(other_goal.loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), moves_of(builtin(other_goal, "bfs")));
  decode(other_goal, found);

  // 4!/2 boards reach the goal; the other half (a swapped pair) reaches none of them.
  const Exported small = export_pddl("tiles", {{"start", "3 1 2 0"}});
  EXPECT_EQ(count_states(small.loaded.task).states, 12u);
  const Exported swapped = export_pddl("tiles", {{"start", "2 1 3 0"}});
  EXPECT_EQ(bfs_plan(swapped.loaded.task).status, SearchStatus::kNoSolution);
  EXPECT_EQ(builtin(swapped, "bfs").status, Status::kNoSolution);
}

TEST(PddlExport, TilesFifteenPuzzleGroundsLikeTheExample) {
  const Exported exported =
      export_pddl("tiles", {{"start", "1 6 4 8 5 3 7 2 9 10 0 11 13 14 15 12"}});
  EXPECT_EQ(exported.loaded.task.actions.size(), 15u * 2 * 24);
  const BfsOutcome found = bfs_plan(exported.loaded.task);
  ASSERT_EQ(found.status, SearchStatus::kSolved);
  EXPECT_EQ(found.plan.size(), moves_of(builtin(exported, "ida")));
  decode(exported, found);
}

// Peg solitaire on small boards: a plan exists exactly when the peg puzzle finds a game.
TEST(PddlExport, PegSmallBoardsAgreeWithThePegPuzzle) {
  const Params boards[] = {
      {{"board", "triangle4"}},
      {{"board", "triangle5"}},
      {{"board", "triangle5"}, {"empty", "2,2"}},
      {{"board", "triangle5"}, {"empty", "4,2"}, {"goal", "4,2"}},
      {{"board", "plus"}},
      {{"board", "simple"}},
      {{"board", "unsolvable"}},
  };
  for (const Params& params : boards) {
    const Exported exported = export_pddl("peg", params);
    SCOPED_TRACE(exported.instance->canonical());
    const BfsOutcome found = bfs_plan(exported.loaded.task);
    const Report dfs = builtin(exported, "dfs");
    ASSERT_NE(found.status, SearchStatus::kStopped);
    EXPECT_EQ(found.status == SearchStatus::kSolved, dfs.status == Status::kSolved) << dfs.note;
    if (found.status != SearchStatus::kSolved) continue;
    EXPECT_EQ(found.plan.size(), moves_of(dfs));
    decode(exported, found);
  }
}

// River crossings: the PDDL states are the puzzle's, and so are the fewest crossings.
TEST(PddlExport, RiverCrossingsAgreeWithTheRiverPuzzle) {
  for (const std::string& file :
       {std::string("wolf-goat-cabbage"), test::example("../river/farmyard.river"),
        test::example("../river/impossible.river")}) {
    SCOPED_TRACE(file);
    const Exported exported = export_pddl("river", {{"file", file}});
    const BfsOutcome found = bfs_plan(exported.loaded.task);
    const Report bfs = builtin(exported, "bfs");
    ASSERT_NE(found.status, SearchStatus::kStopped);
    EXPECT_EQ(found.status == SearchStatus::kSolved, bfs.status == Status::kOptimal) << bfs.note;
    if (found.status != SearchStatus::kSolved) continue;
    EXPECT_EQ(found.plan.size(), moves_of(bfs));
    decode(exported, found);
  }
  const Exported classic = export_pddl("river", {});
  EXPECT_EQ(bfs_plan(classic.loaded.task).plan.size(), 7u);
}

// A plan the model refuses is named at its step, with the precondition that is false; a plan
// that stops short names the goal; text that is no plan names its line.
TEST(PddlExport, DecodeRefusesBadPlansAtTheirLine) {
  const Exported hanoi = export_pddl("hanoi", {{"disks", "2"}});
  const auto read = [&](const std::string& plan) {
    return test::input_error(
        [&] { read_model_answer(*hanoi.puzzle, *hanoi.instance, "pddl", plan, "p.plan"); });
  };
  EXPECT_EQ(read("(move d1 d2 b)\n(move d2 a b)\n"),
            "p.plan:2:1: step 2 (move d2 a b): precondition (clear b) is false");
  EXPECT_EQ(read("; a comment\n(move d1 d2 b)\n"),
            "p.plan:2:1: the goal does not hold after the last step: (on d1 d2) and 1 more");
  EXPECT_EQ(read("(fly d1 c)\n"), "p.plan:1:1: step 1 (fly d1 c): no action is named 'fly'");
  EXPECT_NE(read("(move d1 d2 b\n").find("p.plan:1:"), std::string::npos);
  // The same text through the whole route, decode's choice of model included.
  EXPECT_TRUE(looks_like_plan("(move d1 d2 b)\n; cost = 1 (unit cost)\n"));
  EXPECT_TRUE(looks_like_plan("0.000: (move d1 d2 b) [1.000]\n"));
  EXPECT_TRUE(looks_like_plan("; cost = 0 (unit cost)\n"));
  EXPECT_FALSE(looks_like_plan("s SATISFIABLE\nv 1 -2 0\n"));
  EXPECT_FALSE(looks_like_plan("sat\n(model\n)\n"));
  EXPECT_FALSE(looks_like_plan("Optimal - objective value 7.00000000\n"));
  EXPECT_FALSE(looks_like_plan(""));
  EXPECT_FALSE(looks_like_plan("(2, 2) -> (4, 0), (6, 2) -> (2, 2)\n"));  // peg's grader line
  EXPECT_FALSE(looks_like_plan("(error \"line 3 column 1: unknown constant\")\nsat\n"));
}

TEST(PddlExport, ModelTextSplitsWhereItWasJoined) {
  const std::string joined = join_pddl_model({"(define (domain d))", "(define (problem p))\n"});
  const std::optional<PddlModelText> files = split_pddl_model(joined);
  ASSERT_TRUE(files.has_value());
  EXPECT_EQ(files->domain, "(define (domain d))\n");
  EXPECT_EQ(files->problem, "(define (problem p))\n");
  EXPECT_FALSE(split_pddl_model("(define (domain d))\n").has_value());
}

}  // namespace
}  // namespace puzzlelab::pddl
