// The sliding-tile puzzle through the registry, as every surface sees it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

// The default start is one of the two 3x3 boards farthest from the goal.
constexpr int kDefaultStartMoves = 31;

const Puzzle& tiles_puzzle() {
  return puzzle_named("tiles");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return tiles_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  const auto parsed = instance(params);
  return run_method(tiles_puzzle(), *parsed, method, options);
}

std::string error_of(const Params& params) {
  try {
    instance(params);
  } catch (const InputError& error) {
    return error.what();
  }
  return "(no error)";
}

void expect_plan(const Report& report, int moves, const std::string& label) {
  ASSERT_EQ(report.status, Status::kOptimal) << label << ": " << report.note;
  EXPECT_EQ(report.answer["move_count"], moves) << label;
  EXPECT_EQ(report.answer["moves"].size(), static_cast<std::size_t>(moves)) << label;
  EXPECT_EQ(report.answer["tiles"].size(), static_cast<std::size_t>(moves)) << label;
  EXPECT_EQ(report.verified(), std::optional<bool>(true)) << label;
  EXPECT_EQ(report.summary, std::to_string(moves) + (moves == 1 ? " move" : " moves")) << label;
  EXPECT_FALSE(report.drawing.empty()) << label;
}

TEST(TilesPuzzle, DescribesItself) {
  const Puzzle& puzzle = tiles_puzzle();
  EXPECT_EQ(puzzle.title(), "Sliding tiles");
  EXPECT_EQ(puzzle.docs(), "docs/tiles.md");
  std::vector<std::string> names;
  for (const MethodInfo& method : puzzle.methods()) names.push_back(method.name);
  EXPECT_EQ(names, (std::vector<std::string>{"bfs", "ida", "sat"}));
  EXPECT_EQ(puzzle.methods()[2].available(), sat::cadical_available());
  EXPECT_EQ(puzzle.default_method(*instance({})), "bfs");
  EXPECT_EQ(puzzle.default_method(*instance({{"start", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"}})),
            "ida");
}

TEST(TilesPuzzle, DefaultStartIs31MovesByBfsAndIda) {
  const Report bfs = run({}, "bfs");
  expect_plan(bfs, kDefaultStartMoves, "bfs");
  EXPECT_EQ(bfs.puzzle, "tiles");
  EXPECT_EQ(bfs.method, "bfs");
  EXPECT_TRUE(bfs.stats.nodes.has_value());
  EXPECT_TRUE(bfs.stats.table_entries.has_value());
  const Report ida = run({}, "ida");
  expect_plan(ida, kDefaultStartMoves, "ida");
  EXPECT_NE(ida.note.find("thresholds 23, 25, 27, 29, 31"), std::string::npos) << ida.note;
  EXPECT_FALSE(ida.stats.table_entries.has_value());
}

TEST(TilesPuzzle, SatOnTheDefaultStart) {
  const Report sat = run({}, "sat");
  if (!sat::cadical_available()) {
    EXPECT_EQ(sat.status, Status::kUnavailable);
    return;
  }
  expect_plan(sat, kDefaultStartMoves, "sat");
  ASSERT_TRUE(sat.backend.has_value());
  EXPECT_EQ(sat.backend->solver, "cadical");
  EXPECT_NE(sat.note.find("horizons 23, 25, 27, 29 proved unsatisfiable"), std::string::npos)
      << sat.note;
}

TEST(TilesPuzzle, AllMethodsAgreeOnShortStarts) {
  for (const std::string start :
       {"1,2,3,4,5,6,7,0,8", "1,2,3,0,5,6,4,7,8", "4,1,3,7,2,6,0,5,8", "1,2,3,0"}) {
    const Report bfs = run({{"start", start}}, "bfs");
    ASSERT_EQ(bfs.status, Status::kOptimal) << start;
    const int moves = bfs.answer["move_count"];
    expect_plan(run({{"start", start}}, "ida"), moves, start + " ida");
    if (sat::cadical_available())
      expect_plan(run({{"start", start}}, "sat"), moves, start + " sat");
  }
}

TEST(TilesPuzzle, StartAtTheGoalNeedsNoMove) {
  for (const std::string method : {"bfs", "ida", "sat"}) {
    if (method == "sat" && !sat::cadical_available()) continue;
    expect_plan(run({{"start", "1,2,3,4,5,6,7,8,0"}}, method), 0, method);
  }
}

TEST(TilesPuzzle, UnsolvableStartsAreRefusedWithTheProof) {
  // 1 and 2 exchanged: an odd permutation with the blank at home.
  for (const std::string method : {"bfs", "ida", "sat"}) {
    const Report report = run({{"start", "2,1,3,4,5,6,7,8,0"}}, method);
    EXPECT_EQ(report.status, Status::kNoSolution) << method;
    EXPECT_TRUE(report.answer.is_null());
    EXPECT_FALSE(report.verified().has_value());
    EXPECT_EQ(report.summary, "no solution");
    EXPECT_NE(report.note.find("odd permutation"), std::string::npos) << report.note;
    EXPECT_NE(report.note.find("0 rows and 0 columns"), std::string::npos) << report.note;
  }
  // Bigger boards too, at once, whatever the method's reach.
  const Report big = run({{"start", "1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0"}}, "ida");
  EXPECT_EQ(big.status, Status::kNoSolution);
}

TEST(TilesPuzzle, FifteenPuzzleByIda) {
  // 1..15 with the last row shifted: 3 moves.
  const Report ida = run({{"start", "1,2,3,4,5,6,7,8,9,10,11,12,0,13,14,15"}}, "ida");
  expect_plan(ida, 3, "ida");
  EXPECT_EQ(ida.answer["moves"], nlohmann::json({"right", "right", "right"}));
  EXPECT_EQ(ida.answer["tiles"], nlohmann::json({13, 14, 15}));
}

TEST(TilesPuzzle, BfsRefusesBoardsAboveThreeByThree) {
  const auto big = instance({{"start", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15"}});
  try {
    tiles_puzzle().solve(*big, "bfs", {});
    FAIL() << "expected an InputError";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("use ida"), std::string::npos) << error.what();
  }
}

TEST(TilesPuzzle, LimitsGiveStopped) {
  SolveOptions few;
  few.limits.nodes = 50;
  for (const std::string method : {"bfs", "ida", "sat"}) {
    if (method == "sat" && !sat::cadical_available()) continue;
    const Report report = run({}, method, few);
    EXPECT_EQ(report.status, Status::kStopped) << method;
    EXPECT_TRUE(report.answer.is_null());
    EXPECT_FALSE(report.verified().has_value());
    EXPECT_EQ(report.summary.rfind("stopped after ", 0), 0u) << report.summary;
    EXPECT_NE(report.note.find("stopped"), std::string::npos) << report.note;
  }
  // A hard 15-puzzle board stops at the time limit.
  SolveOptions brief;
  brief.limits.seconds = 0.5;
  const Report hard = run({{"start", "0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1"}}, "ida", brief);
  EXPECT_EQ(hard.status, Status::kStopped);
  EXPECT_LT(hard.seconds, 5.0);
  EXPECT_NE(hard.note.find("time limit"), std::string::npos) << hard.note;
}

TEST(TilesPuzzle, BadParametersNameThemselves) {
  EXPECT_EQ(error_of({{"size", "6"}}), "size: expected 2..5, got '6'");
  EXPECT_EQ(error_of({{"size", "4"}}),
            "start: the default start is 3x3; give the tiles of a 4x4 start");
  EXPECT_EQ(error_of({{"start", "1,2,3"}}),
            "start: 3 tiles do not fill a square board of 2x2 to 5x5 (4, 9, 16 or 25 tiles)");
  EXPECT_EQ(error_of({{"start", "1 2 3 4 5 6 7 8 8"}}),
            "start: expected a permutation of 0..8, tile 8 appears twice");
  EXPECT_EQ(error_of({{"size", "2"}, {"start", "1,2,3,4,5,6,7,8,0"}}),
            "start: size 2 needs 4 tiles, got 9");
  EXPECT_EQ(error_of({{"goal", "1,2,3,0"}}), "goal: size 3 needs 9 tiles, got 4");
  EXPECT_EQ(error_of({{"horizon", "-1"}}),
            "horizon: expected auto or a whole number 0..500, got '-1'");
  EXPECT_EQ(error_of({{"moves", "3"}}).rfind("moves: not a parameter of tiles", 0), 0u);
  EXPECT_EQ(error_of({{"file", "/nonexistent.txt"}}),
            "file: /nonexistent.txt: cannot open the board file (No such file or directory)");
  EXPECT_EQ(error_of({{"file", "x"}, {"start", "1,2,3,0"}}),
            "file: give the start as start or in a file, not both");
  const auto parsed = instance({});
  EXPECT_THROW(tiles_puzzle().solve(*parsed, "astar", {}), InputError);
}

TEST(TilesPuzzle, StartFromAFileWithBadLinesNamed) {
  const auto dir = std::filesystem::temp_directory_path();
  const std::string good = (dir / "tiles_good_board.txt").string();
  const std::string bad = (dir / "tiles_bad_board.txt").string();
  std::ofstream(good) << "# three by three\n1 2 3\n4 5 6\n7 0 8\n";
  std::ofstream(bad) << "1 2 3\n4 5 6\n7 9 8\n";
  const auto parsed = instance({{"file", good}});
  EXPECT_EQ(parsed->canonical(),
            "size=3 start=1,2,3,4,5,6,7,0,8 goal=1,2,3,4,5,6,7,8,0 "
            "horizon=auto file=");
  EXPECT_EQ(error_of({{"file", bad}}), bad + ":3:3: tile 9 is out of range 0..8");
  EXPECT_EQ(error_of({{"file", good}, {"size", "4"}}),
            "file: " + good + " holds a 3x3 board, but size is 4");
  std::filesystem::remove(good);
  std::filesystem::remove(bad);
}

TEST(TilesPuzzle, CanonicalFormRoundTrips) {
  const auto defaults = instance({});
  EXPECT_EQ(defaults->canonical(),
            "size=3 start=8,6,7,2,5,4,3,0,1 goal=1,2,3,4,5,6,7,8,0 horizon=auto file=");
  const auto spaced = instance({{"start", "2 1 3 0"}, {"goal", "0 1 2 3"}, {"horizon", "4"}});
  EXPECT_EQ(spaced->canonical(), "size=2 start=2,1,3,0 goal=0,1,2,3 horizon=4 file=");
  for (const auto* original : {defaults.get(), spaced.get()}) {
    const auto again = instance(puzzle_support::split_params(original->canonical()));
    EXPECT_EQ(again->canonical(), original->canonical());
  }
}

TEST(TilesPuzzle, DrawsBoardsInAsciiAndUnicode) {
  const auto parsed = instance({{"start", "1,2,0,3"}});
  const std::string ascii = tiles_puzzle().draw(*parsed, {});
  EXPECT_EQ(ascii,
            "start      goal\n"
            "+---+---+  +---+---+\n"
            "| 1 | 2 |  | 1 | 2 |\n"
            "+---+---+  +---+---+\n"
            "|   | 3 |  | 3 |   |\n"
            "+---+---+  +---+---+\n");
  DrawStyle unicode;
  unicode.unicode = true;
  const std::string boxes = tiles_puzzle().draw(*parsed, unicode);
  EXPECT_NE(boxes.find("┌───┬───┐"), std::string::npos) << boxes;
  SolveOptions options;
  options.style = unicode;
  const Report report = run({{"start", "1,2,0,3"}}, "bfs", options);
  EXPECT_NE(report.drawing.find("1 right (3)"), std::string::npos) << report.drawing;
  EXPECT_NE(report.drawing.find("└───┴───┘"), std::string::npos) << report.drawing;
}

TEST(TilesPuzzle, WritesThePlanModel) {
  const Puzzle& puzzle = tiles_puzzle();
  ASSERT_EQ(puzzle.models().size(), 2u);  // and the PDDL task (tests/pddl/export_test.cpp)
  EXPECT_EQ(puzzle.models()[0].name, "plan");
  EXPECT_EQ(puzzle.models()[1].name, "pddl");
  std::ostringstream given;
  puzzle.write_model(*instance({{"start", "1,2,3,4,5,6,7,0,8"}, {"horizon", "3"}}), "plan",
                     ModelFormat::kDimacs, given);
  EXPECT_NE(given.str().find("a plan of exactly 3 moves"), std::string::npos);
  EXPECT_NE(given.str().find("p cnf "), std::string::npos);
  std::ostringstream automatic;
  puzzle.write_model(*instance({}), "plan", ModelFormat::kDimacs, automatic);
  EXPECT_NE(automatic.str().find("a plan of exactly 31 moves"), std::string::npos);
  std::ostringstream ignored;
  EXPECT_THROW(puzzle.write_model(*instance({}), "plan", ModelFormat::kLp, ignored), InputError);
  EXPECT_THROW(puzzle.write_model(*instance({}), "board", ModelFormat::kDimacs, ignored),
               InputError);
  EXPECT_THROW(puzzle.write_model(*instance({{"start", "2,1,3,4,5,6,7,8,0"}}), "plan",
                                  ModelFormat::kDimacs, ignored),
               InputError);
}

}  // namespace
}  // namespace puzzlelab
