// Mutation fuzzing of what other solvers write back: DIMACS CNF files, SAT-competition and
// minisat answers, cbc solution files and z3's get-value output, each built here from a known
// solution of a peg game and decoded through decode_answer (the path `puzzlelab decode` takes):
// an answer, "no solution" or an InputError, never a crash; the valid variants (a byte-order
// mark, CRLF, tabs) decode to the same jumps.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "backends/sat/dimacs.hpp"
#include "core/bits.hpp"
#include "mutation.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/encode_milp.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/model_export.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

constexpr int kCasesPerAnswer = 250;
constexpr const char* kSource = "answer.txt";

Game builtin_game(const std::string& name) {
  return load_game({name, std::nullopt, std::nullopt});
}

// The positions a solution passes through, start first.
std::vector<HoleSet> positions(const Game& game, const Solution& solution) {
  return replay(game, solution).positions;
}

// "s SATISFIABLE" and the model of the SAT encoding that `solution` is, ten literals a line.
std::string sat_answer(const Game& game, const Solution& solution, bool minisat) {
  const PegSatEncoding encoding(game, PegSatOptions{});
  std::vector<bool> value(static_cast<std::size_t>(encoding.cnf().variable_count()) + 1, false);
  const std::vector<HoleSet> boards = positions(game, solution);
  for (std::size_t t = 0; t < boards.size(); ++t)
    for (int h = 0; h < game.board.hole_count(); ++h)
      if (test_bit(boards[t], h)) value[encoding.peg(static_cast<int>(t), h)] = true;
  for (std::size_t t = 0; t < solution.size(); ++t)
    value[encoding.jump(static_cast<int>(t), solution[t])] = true;
  std::string text = minisat ? "SAT\n" : "c from a test\ns SATISFIABLE\nv";
  for (std::size_t v = 1; v < value.size(); ++v) {
    text += ' ' + std::to_string(value[v] ? static_cast<long>(v) : -static_cast<long>(v));
    if (!minisat && v % 10 == 0) text += "\nv";
  }
  return text + " 0\n";
}

// A cbc solution file: the status line, then "index name value reduced-cost" per column set.
std::string cbc_answer(const Game& game, const Solution& solution) {
  const PegMilpEncoding encoding(game);
  std::vector<int> ones;
  const std::vector<HoleSet> boards = positions(game, solution);
  for (std::size_t t = 0; t < boards.size(); ++t)
    for (int h = 0; h < game.board.hole_count(); ++h)
      if (test_bit(boards[t], h)) ones.push_back(encoding.peg(static_cast<int>(t), h));
  for (std::size_t t = 0; t < solution.size(); ++t)
    ones.push_back(encoding.jump(static_cast<int>(t), solution[t]));
  std::sort(ones.begin(), ones.end());
  std::string text = "Optimal - objective value 0.00000000\n";
  for (const int column : ones) {
    text += "      " + std::to_string(column) + " " + encoding.model().variables()[column].name +
            "  1  0\n";
  }
  return text;
}

// z3's answer to the get-value query of smt2_script: one (board_t #b...) pair a line.
std::string smt_answer(const Game& game, const Solution& solution) {
  std::string text = "sat\n(";
  const std::vector<HoleSet> boards = positions(game, solution);
  for (std::size_t t = 0; t < boards.size(); ++t) {
    text += (t ? "\n (board_" : "(board_") + std::to_string(t) + " #b";
    for (int h = game.board.hole_count() - 1; h >= 0; --h)
      text += test_bit(boards[t], h) ? '1' : '0';
    text += ")";
  }
  return text + ")\n";
}

struct Answer {
  std::string name;
  Game game;
  std::string text;
  char nesting = 0;
  bool tabs_for_spaces = true;  // cbc's status line is a fixed phrase
};

std::vector<Answer> answers() {
  std::vector<Answer> all;
  for (const char* board : {"simple", "triangle5"}) {
    const Game game = builtin_game(board);
    const Solution solution = solve_first(game).solution;
    all.push_back({"sat", game, sat_answer(game, solution, false)});
    all.push_back({"minisat", game, sat_answer(game, solution, true)});
    all.push_back({"cbc", game, cbc_answer(game, solution), 0, false});
    all.push_back({"smt", game, smt_answer(game, solution), '('});
  }
  const Game unsolvable = builtin_game("unsolvable");
  all.push_back({"sat unsat", unsolvable, "s UNSATISFIABLE\n"});
  all.push_back(
      {"cbc infeasible", unsolvable, "Infeasible - objective value 0.00000000\n", 0, false});
  all.push_back(
      {"smt unsat", unsolvable, "unsat\n(error \"line 9: model is not available\")\n", '('});
  return all;
}

std::string decoded(const Answer& answer, const std::string& text) {
  const std::optional<Solution> solution = decode_answer(answer.game, text, kSource);
  if (!solution) return "no solution";
  std::string jumps;
  for (const int jump : *solution) jumps += std::to_string(jump) + ' ';
  return jumps;
}

TEST(SolverAnswersFuzz, MutatedAnswersDecodeOrAreInputErrors) {
  std::uint32_t state = 77;
  for (const Answer& answer : answers()) {
    fuzz::Mutator mutator(state++);
    for (int i = 0; i < fuzz::case_count(kCasesPerAnswer / 2); ++i) {
      const std::string text = mutator.mutate(answer.text, answer.nesting);
      fuzz::survives(text, kSource, [&](const std::string& checked) {
        const std::optional<Solution> solution = decode_answer(answer.game, checked, kSource);
        if (solution) {
          EXPECT_TRUE(replay(answer.game, *solution).valid);
        }
      });
      if (testing::Test::HasFailure()) FAIL() << answer.name << " case " << i;
    }
  }
}

TEST(SolverAnswersFuzz, MutatedDimacsFilesReadOrAreInputErrors) {
  std::ostringstream written;
  sat::write_dimacs(PegSatEncoding(builtin_game("simple"), PegSatOptions{}).cnf(), written);
  const std::string dimacs = written.str();
  fuzz::Mutator mutator(4242);
  int accepted = 0;
  for (int i = 0; i < fuzz::case_count(kCasesPerAnswer * 2); ++i) {
    const std::string text = mutator.mutate(dimacs);
    if (fuzz::survives(text, "f.cnf", [](const std::string& checked) {
          std::istringstream in(checked);
          (void)sat::read_dimacs(in, "f.cnf");
        }))
      ++accepted;
    if (testing::Test::HasFailure()) FAIL() << "case " << i << ": " << excerpt(text, 300);
  }
  EXPECT_GT(accepted, 0);
}

TEST(SolverAnswersFuzz, ByteOrderMarkCrlfAndTabsDecodeToTheSameJumps) {
  for (const Answer& answer : answers()) {
    const std::string expected = decoded(answer, answer.text);
    std::vector<std::string> variants = {
        "\xEF\xBB\xBF" + answer.text,
        fuzz::with_crlf(answer.text),
        fuzz::with_trailing_tabs(answer.text),
        "\xEF\xBB\xBF" + fuzz::with_crlf(fuzz::with_trailing_tabs(answer.text)),
    };
    std::string tabbed = answer.text;
    const std::size_t from = answer.tabs_for_spaces ? 0 : tabbed.find('\n');
    for (std::size_t i = from; i < tabbed.size(); ++i)
      if (tabbed[i] == ' ') tabbed[i] = '\t';
    variants.push_back(tabbed);
    for (const std::string& variant : variants) {
      try {
        EXPECT_EQ(decoded(answer, checked_text(variant, kSource)), expected)
            << answer.name << ": " << excerpt(variant, 200);
      } catch (const InputError& error) {
        ADD_FAILURE() << answer.name << ": " << error.what();
      }
    }
  }
}

TEST(SolverAnswersFuzz, TheMostNegativeLiteralIsAnInputError) {
  // std::llabs(INT64_MIN) is undefined; the reader must refuse it as out of range.
  const Game game = builtin_game("simple");
  try {
    decode_answer(game, "s SATISFIABLE\nv -9223372036854775808 0\n", kSource);
    ADD_FAILURE() << "accepted";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("answer.txt:2:3: literal out of range"),
              std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace puzzlelab::peg
