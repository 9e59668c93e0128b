// Peg solitaire by SMT (Z3 over bit vectors), checked against the DFS: same solvability on every
// start of the 15-hole triangle and on small square boards; every solution replays; the
// SMT-LIB2 script, solved by the z3 program, decodes to a solution that replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "../support/peg_games.hpp"
#include "backends/smt/z3_available.hpp"
#include "core/bits.hpp"
#include "core/error.hpp"
#include "peg_declarative_support.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/encode_smt.hpp"
#include "puzzles/peg/encode_smt_variants.hpp"
#include "puzzles/peg/first_solution.hpp"

namespace puzzlelab::peg {
namespace {

using testing_support::builtin_game;

constexpr const char* kZ3Program = "/usr/bin/z3";

Game from_text(const std::string& text, const std::string& name) {
  return make_game(parse_board_text(text, name), name);
}

// Every hole full except `hole`.
Game with_empty_hole(Game game, int hole) {
  game.start = game.board.all_holes() & ~bit<HoleSet>(hole);
  game.name += " empty " + to_string(game.board.cell(hole));
  return game;
}

// Small square boards besides the assignment's (simple, plus, and unsolvable, which no
// position-class argument settles: Z3 has to prove it). The 4x4 has 16 holes, so z3 prints its
// boards in hexadecimal; the corners of a 3x3 can never jump.
const char* const kSquare4 =
    "@ goal=any\n"
    "o.oo\n"
    "oooo\n"
    "oooo\n"
    "oooo\n";
const char* const kSquare3Corners =
    "@ goal=any\n"
    "o.o\n"
    "...\n"
    "o.o\n";

std::vector<Game> square_games() {
  return {builtin_game("simple"), builtin_game("unsolvable"), builtin_game("plus"),
          from_text(kSquare4, "square4"), from_text(kSquare3Corners, "square3-corners")};
}

void expect_smt_agrees_with_dfs(const Game& game,
                                SmtTransition transition = kDefaultSmtTransition) {
  const PegSolveResult dfs = solve_first(game);
  ASSERT_NE(dfs.status, SearchStatus::kStopped) << game.name;
  const PegSolveResult smt = solve_smt(game, {}, transition);
  EXPECT_EQ(smt.method, "smt");
  EXPECT_EQ(smt.status, dfs.status) << game.name << " (" << to_string(transition) << ")";
  if (smt.status == SearchStatus::kSolved) {
    EXPECT_EQ(static_cast<int>(smt.solution.size()), game.moves_to_goal()) << game.name;
    const ReplayResult replayed = replay(game, smt.solution);
    EXPECT_TRUE(replayed.valid) << game.name << ": " << replayed.problem;
  }
}

std::string run_z3_program(const Game& game, const std::string& stem) {
  const std::filesystem::path dir = testing::TempDir();
  const std::filesystem::path script = dir / (stem + ".smt2");
  const std::filesystem::path output = dir / (stem + ".out");
  {
    std::ofstream out(script);
    out << smt2_script(game);
  }
  const std::string command =
      std::string(kZ3Program) + " " + script.string() + " > " + output.string() + " 2>&1";
  EXPECT_NE(std::system(command.c_str()), -1) << command;
  return output.string();
}

// Its time is a benchmark's (bench/peg_declarative_bench.cpp, smt_triangle5), not a test's.
TEST(PegEncodeSmt, TriangleFiveTopEmpty) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const Game game = builtin_game("triangle5");
  const PegSolveResult result = solve_smt(game, {});
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(result.solution.size(), 13u);
  EXPECT_TRUE(replay(game, result.solution).valid);
  EXPECT_GT(result.stats.seconds, 0.0);
  EXPECT_EQ(result.backend.variables, 14u);  // board_0 .. board_13
  EXPECT_GT(result.backend.constraints, 0u);
}

TEST(PegEncodeSmt, TriangleFiveEveryStartAgreesWithDfs) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const Game triangle = builtin_game("triangle5");
  for (int hole = 0; hole < triangle.board.hole_count(); ++hole) {
    expect_smt_agrees_with_dfs(with_empty_hole(triangle, hole));
  }
}

TEST(PegEncodeSmt, NotebookPerHoleTransitionAgreesOnTriangleFive) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const Game triangle = builtin_game("triangle5");
  for (int hole : {0, 1, 3, 4}) {  // one start per symmetry class
    expect_smt_agrees_with_dfs(with_empty_hole(triangle, hole), SmtTransition::kPerHole);
  }
}

// Every triangle6 start is solvable; Z3's time varies from 0.3 s to 26 s by start (and by
// formulation, with no clear winner). These starts take about a second each.
TEST(PegEncodeSmt, TriangleSixStartsAgreeWithDfs) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const Game triangle = builtin_game("triangle6");
  for (int hole : {0, 1, 3, 12}) expect_smt_agrees_with_dfs(with_empty_hole(triangle, hole));
}

// Every start of triangle6, up to symmetry: up to half a minute a start.
TEST(SlowPegEncodeSmt, TriangleSixStartsUpToSymmetryAgreeWithDfs) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const Game triangle = builtin_game("triangle6");
  for (int hole : testing_support::start_holes_up_to_symmetry("triangle6"))
    expect_smt_agrees_with_dfs(with_empty_hole(triangle, hole));
}

// 120 holes: the boards are 120-bit vectors, the masks beyond 64 bits.
TEST(PegEncodeSmt, WideBoardUsesWideBitVectors) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  Game game = builtin_game("triangle15");
  ASSERT_EQ(game.board.hole_count(), 120);
  const auto& jumps = game.board.jumps();
  const auto high = std::find_if(jumps.begin(), jumps.end(),
                                 [](const Jump& j) { return j.from >= 100 && j.to >= 100; });
  ASSERT_NE(high, jumps.end());
  Jump after;  // a second jump that continues from where the first one landed
  for (const Jump& j : jumps) {
    if (j.from == high->to && j.to != high->from && j.to != high->over) after = j;
  }
  game.start = bit<HoleSet>(high->from) | bit<HoleSet>(high->over) | bit<HoleSet>(after.over);
  game.goal.kind = Goal::Kind::kPegs;
  game.goal.pegs = bit<HoleSet>(after.to);
  const PegSolveResult result = solve_smt(game, {});
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  ASSERT_EQ(result.solution.size(), 2u);
  EXPECT_TRUE(replay(game, result.solution).valid);

  if (!std::filesystem::exists(kZ3Program)) GTEST_SKIP() << kZ3Program << " is not installed";
  const std::string output = run_z3_program(game, "peg_smt_wide");
  std::ifstream in(output);
  EXPECT_EQ(decode_smt2_output(game, in, output), result.solution);
}

TEST(PegEncodeSmt, SquareBoardsAgreeWithDfs) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  for (const Game& game : square_games()) expect_smt_agrees_with_dfs(game);
}

TEST(PegEncodeSmt, UnsolvableSquareIsProvedBySmtNotByPositionClasses) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const PegSolveResult result = solve_smt(builtin_game("unsolvable"), {});
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  EXPECT_FALSE(result.proof.has_value());
  EXPECT_GT(result.backend.constraints, 0u);  // Z3 ran
}

TEST(PegEncodeSmt, ConflictLimitStops) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  BackendLimits limits;
  limits.conflicts = 1;
  const PegSolveResult result = solve_smt(builtin_game("english"), limits);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
  EXPECT_TRUE(result.solution.empty());
}

TEST(PegEncodeSmt, TimeLimitStops) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  BackendLimits limits;
  limits.seconds = 0.05;
  const PegSolveResult result = solve_smt(builtin_game("english"), limits);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
  EXPECT_LT(result.stats.seconds, 5.0);
}

TEST(PegEncodeSmt, Smt2ScriptNamesTheInstance) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const std::string script = smt2_script(builtin_game("triangle5"));
  for (const char* expected :
       {"; PuzzleLab: peg solitaire 'triangle5'", "holes: 15", "steps T = 13", "one peg anywhere",
        ";   bit 0 = ", "(set-logic QF_BV)", "(declare-fun board_13 () (_ BitVec 15))",
        "(check-sat)\n(get-value (board_0 board_1 board_2 board_3 board_4 board_5 board_6 "
        "board_7 board_8 board_9 board_10 board_11 board_12 board_13))\n"}) {
    EXPECT_NE(script.find(expected), std::string::npos) << expected;
  }
  EXPECT_EQ(script.find("(check-sat)"), script.rfind("(check-sat)")) << "one (check-sat) only";
}

TEST(PegEncodeSmt, Z3ProgramSolvesTheScript) {
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  if (!std::filesystem::exists(kZ3Program)) GTEST_SKIP() << kZ3Program << " is not installed";
  // 15 holes print as #b, 16 as #x.
  for (const Game& game :
       {builtin_game("triangle5"), from_text(kSquare4, "square4"), builtin_game("plus")}) {
    const std::string output = run_z3_program(game, "peg_smt_" + game.name);
    std::ifstream in(output);
    const std::optional<Solution> solution = decode_smt2_output(game, in, output);
    ASSERT_TRUE(solution.has_value()) << game.name;
    const ReplayResult replayed = replay(game, *solution);
    EXPECT_TRUE(replayed.valid) << game.name << ": " << replayed.problem;
  }
  const Game unsolvable = builtin_game("unsolvable");
  const std::string output = run_z3_program(unsolvable, "peg_smt_unsolvable");
  std::ifstream in(output);
  EXPECT_FALSE(decode_smt2_output(unsolvable, in, output).has_value());
}

// --- decode_smt2_output alone: needs no Z3 ---

std::string bits_literal(const Game& game, HoleSet set) {
  std::string s = "#b";
  for (int h = game.board.hole_count() - 1; h >= 0; --h) s += test_bit(set, h) ? '1' : '0';
  return s;
}

// A full, legal answer for `game` along `solution`, in binary, one pair a line.
std::string answer_text(const Game& game, const Solution& solution) {
  const ReplayResult replayed = replay(game, solution);
  std::string text = "sat\n(";
  for (std::size_t t = 0; t < replayed.positions.size(); ++t) {
    text += (t > 0 ? "\n (board_" : "(board_") + std::to_string(t) + " " +
            bits_literal(game, replayed.positions[t]) + ")";
  }
  return text + ")\n";
}

std::string decode_error(const Game& game, const std::string& text) {
  std::istringstream in(text);
  try {
    decode_smt2_output(game, in, "answer.txt");
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

TEST(PegDecodeSmt2Output, ReadsBinaryHexAndIndexedValues) {
  const Game simple = builtin_game("simple");  // one jump
  ASSERT_EQ(simple.moves_to_goal(), 1);
  const Solution one_jump = solve_first(simple).solution;
  std::istringstream binary(answer_text(simple, one_jump));
  EXPECT_EQ(decode_smt2_output(simple, binary, "b"), one_jump);

  // The 4x4 board has 16 holes: z3 prints hexadecimal; pairs may wrap across lines.
  const Game square = from_text(kSquare4, "square4");
  const PegSolveResult dfs = solve_first(square);
  ASSERT_EQ(dfs.status, SearchStatus::kSolved);
  const ReplayResult replayed = replay(square, dfs.solution);
  std::string hex = "sat\n(";
  for (std::size_t t = 0; t < replayed.positions.size(); ++t) {
    char digits[8];
    std::snprintf(digits, sizeof digits, "%04x", static_cast<unsigned>(replayed.positions[t]));
    hex += "(board_" + std::to_string(t) + "\n   #x" + digits + ")\n ";
  }
  hex += ")";
  std::istringstream hex_in(hex);
  EXPECT_EQ(decode_smt2_output(square, hex_in, "x"), dfs.solution);

  std::string indexed = "sat ((board_0 (_ bv" + to_decimal(square.start) + " 16)) " +
                        hex.substr(hex.find("(board_1"));
  std::istringstream indexed_in(indexed);
  EXPECT_EQ(decode_smt2_output(square, indexed_in, "i"), dfs.solution);
}

TEST(PegDecodeSmt2Output, UnsatIsNoSolution) {
  std::istringstream in("unsat\n");
  EXPECT_FALSE(decode_smt2_output(builtin_game("unsolvable"), in, "u").has_value());
}

TEST(PegDecodeSmt2Output, ErrorsNameTheLine) {
  const Game simple = builtin_game("simple");
  const std::string good = answer_text(simple, solve_first(simple).solution);
  const std::string board0 =
      good.substr(good.find("(board_0"), good.find(')') + 1 - good.find("(board_0"));

  EXPECT_NE(decode_error(simple, "").find("answer.txt:1:1: the output is empty"),
            std::string::npos);
  EXPECT_NE(decode_error(simple, "unknown\n").find("answer.txt:1:1: the solver answered unknown"),
            std::string::npos);
  EXPECT_NE(decode_error(simple, "\n(error \"line 3 column 1: bad\")\n")
                .find("answer.txt:2:1: the solver reported an error: line 3 column 1: bad"),
            std::string::npos);
  EXPECT_NE(decode_error(simple, "maybe").find("answer.txt:1:1: expected sat, unsat or unknown"),
            std::string::npos);
  // Wrong width on line 3.
  EXPECT_NE(decode_error(simple, "sat\n(" + board0 + "\n (board_1 #b101))")
                .find("answer.txt:3:11: the value of board_1 has 3 bits"),
            std::string::npos);
  // Two boards that no jump connects: board_1 equal to board_0, on line 3.
  const std::string same = board0.substr(0, board0.find("board_0")) + "board_1" +
                           board0.substr(board0.find("board_0") + 7);
  EXPECT_NE(decode_error(simple, "sat\n(" + board0 + "\n " + same + ")")
                .find("answer.txt:3:3: no legal jump turns board_0 into board_1"),
            std::string::npos);
  // Missing board, unclosed list, unknown name, bad digit.
  EXPECT_NE(decode_error(simple, "sat\n(" + board0 + ")").find("board_1 is missing"),
            std::string::npos);
  EXPECT_NE(decode_error(simple, "sat\n(" + board0).find("answer.txt:2:"), std::string::npos);
  EXPECT_NE(decode_error(simple, "sat\n((board_7 #b0))").find("answer.txt:2:3: board_7 is out"),
            std::string::npos);
  EXPECT_NE(decode_error(simple, "sat\n((foo #b0))").find("answer.txt:2:3: expected a board name"),
            std::string::npos);
}

}  // namespace
}  // namespace puzzlelab::peg
