// decode_smt2_output: reads what an SMT solver printed for smt2_script(game). Only text, so it is
// built with or without Z3 (a script written on one machine may be solved on another).
//
//   sat
//   ((board_0 #b111111111111110)
//    (board_1 #b111111111101011)
//    ...)
//
// Values may be binary (#b, one digit a hole, most significant first), hexadecimal (#x, when the
// hole count is a multiple of 4) or (_ bvN W); pairs may be split across lines.
#include <cctype>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "backends/smt/smt2_lexer.hpp"
#include "core/bits.hpp"
#include "core/error.hpp"
#include "puzzles/peg/encode_smt.hpp"

namespace puzzlelab::peg {
namespace {

using smt::Smt2Lexer;
using Token = smt::Smt2Token;

class OutputReader {
 public:
  OutputReader(const Game& game, std::istream& in, const std::string& source)
      : game_(game), lexer_(in, source), steps_(game.moves_to_goal()) {}

  std::optional<Solution> read() {
    const Token answer = lexer_.next();
    if (answer.kind == Token::Kind::kOpen) solver_error(answer);
    if (answer.kind == Token::Kind::kEnd) lexer_.fail(answer, "the output is empty");
    if (answer.kind != Token::Kind::kAtom) {
      lexer_.fail(answer, "expected sat, unsat or unknown, found " + Smt2Lexer::describe(answer));
    }
    // After unsat, z3 reports an error for (get-value ...): there is no model. Not read.
    if (answer.text == "unsat") return std::nullopt;
    if (answer.text == "unknown") {
      lexer_.fail(answer, "the solver answered unknown: it gave up before deciding");
    }
    if (answer.text != "sat") {
      lexer_.fail(answer, "expected sat, unsat or unknown, found " + Smt2Lexer::describe(answer));
    }
    if (steps_ < 0) lexer_.fail(answer, "sat, but the goal has more pegs than the start");

    std::vector<std::optional<HoleSet>> boards(steps_ + 1);
    std::vector<Token> where(steps_ + 1);
    Token open = lexer_.next();
    if (open.kind == Token::Kind::kEnd) lexer_.fail(open, "sat, but the board values are missing");
    expect_open(open, "the get-value answer");
    for (;;) {
      Token token = lexer_.next();
      if (token.kind == Token::Kind::kClose) break;
      if (token.kind == Token::Kind::kEnd) lexer_.fail(token, "the get-value answer is not closed");
      expect_open(token, "a (board_t value) pair");
      const Token name = lexer_.next();
      const int t = board_index(name);
      if (boards[t]) lexer_.fail(name, name.text + " is given twice");
      where[t] = name;
      boards[t] = read_value(name.text);
      expect_close(lexer_.next(), "after the value of " + name.text);
    }
    const Token rest = lexer_.next();
    if (rest.kind != Token::Kind::kEnd) {
      if (rest.kind == Token::Kind::kOpen) solver_error(rest);
      lexer_.fail(rest, "unexpected " + Smt2Lexer::describe(rest) + " after the get-value answer");
    }
    for (int t = 0; t <= steps_; ++t) {
      if (!boards[t]) lexer_.fail(rest, "board_" + std::to_string(t) + " is missing");
    }
    return connect(boards, where);
  }

 private:
  [[noreturn]] void solver_error(const Token& open) {
    const Token word = lexer_.next();
    const Token message = lexer_.next();
    if (word.kind == Token::Kind::kAtom && word.text == "error") {
      lexer_.fail(open, "the solver reported an error: " + excerpt(message.text, 200));
    }
    lexer_.fail(open, "expected sat, unsat or unknown, found '('");
  }

  void expect_open(const Token& token, const std::string& what) {
    if (token.kind != Token::Kind::kOpen) {
      lexer_.fail(token, "expected '(' opening " + what + ", found " + Smt2Lexer::describe(token));
    }
  }

  void expect_close(const Token& token, const std::string& what) {
    if (token.kind != Token::Kind::kClose) {
      lexer_.fail(token, "expected ')' " + what + ", found " + Smt2Lexer::describe(token));
    }
  }

  int board_index(const Token& name) {
    const std::string prefix = "board_";
    bool ok = name.kind == Token::Kind::kAtom && name.text.rfind(prefix, 0) == 0 &&
              name.text.size() > prefix.size() && name.text.size() <= prefix.size() + 4;
    int t = 0;
    for (std::size_t i = prefix.size(); ok && i < name.text.size(); ++i) {
      ok = std::isdigit(static_cast<unsigned char>(name.text[i])) != 0;
      t = t * 10 + (name.text[i] - '0');
    }
    if (!ok) lexer_.fail(name, "expected a board name board_t, found " + Smt2Lexer::describe(name));
    if (t > steps_) {
      lexer_.fail(name, name.text + " is out of range: this game has board_0 to board_" +
                            std::to_string(steps_));
    }
    return t;
  }

  // #b..., #x... or (_ bvN W), exactly one bit a hole.
  HoleSet read_value(const std::string& board) {
    const Token token = lexer_.next();
    const int holes = game_.board.hole_count();
    if (token.kind == Token::Kind::kOpen) return read_indexed_value(token, board);
    const std::string& s = token.text;
    if (token.kind != Token::Kind::kAtom || s.size() < 3 || s[0] != '#' ||
        (s[1] != 'b' && s[1] != 'x')) {
      lexer_.fail(token, "expected a bit-vector value (#b..., #x...) for " + board + ", found " +
                             Smt2Lexer::describe(token));
    }
    const int digit_bits = s[1] == 'b' ? 1 : 4;
    const int width = static_cast<int>(s.size() - 2) * digit_bits;
    if (width != holes) {
      lexer_.fail(token, "the value of " + board + " has " + std::to_string(width) +
                             " bits; the board has " + std::to_string(holes) + " holes");
    }
    HoleSet bits = 0;
    for (std::size_t i = 2; i < s.size(); ++i) {
      const int digit = digit_value(s[i], digit_bits == 1 ? 2 : 16);
      if (digit < 0) {
        std::string message = "'";  // appended: GCC 12 warns (-Wrestrict) on "'" + std::string
        message += s[i];
        message += "' is not a digit of ";
        lexer_.fail(token, message + excerpt(s));
      }
      bits = (bits << digit_bits) | static_cast<HoleSet>(digit);
    }
    return bits;
  }

  HoleSet read_indexed_value(const Token& open, const std::string& board) {
    const Token underscore = lexer_.next();
    const Token number = lexer_.next();
    const Token width = lexer_.next();
    if (underscore.text != "_" || number.text.rfind("bv", 0) != 0 || number.text.size() < 3) {
      lexer_.fail(open, "expected a bit-vector value (#b..., #x... or (_ bvN W)) for " + board);
    }
    if (width.text != std::to_string(game_.board.hole_count())) {
      lexer_.fail(width, "the value of " + board + " has " + excerpt(width.text) +
                             " bits; the board has " + std::to_string(game_.board.hole_count()) +
                             " holes");
    }
    HoleSet bits = 0;
    for (std::size_t i = 2; i < number.text.size(); ++i) {
      const int digit = digit_value(number.text[i], 10);
      const HoleSet before = bits;
      bits = bits * 10 + static_cast<HoleSet>(digit);
      if (digit < 0 || bits / 10 != before)
        lexer_.fail(number, "bad value " + excerpt(number.text));
    }
    if (game_.board.hole_count() < kMaxHoles && (bits >> game_.board.hole_count()) != 0) {
      lexer_.fail(number, excerpt(number.text) + " does not fit in " + width.text + " bits");
    }
    expect_close(lexer_.next(), "closing (_ bvN W)");
    return bits;
  }

  static int digit_value(char c, int base) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    return d < base ? d : -1;
  }

  // The jumps between consecutive boards, each checked against the rules.
  Solution connect(const std::vector<std::optional<HoleSet>>& boards,
                   const std::vector<Token>& where) {
    if (*boards[0] != game_.start) lexer_.fail(where[0], "board_0 is not the start position");
    Solution solution;
    for (int t = 1; t <= steps_; ++t) {
      const HoleSet p = *boards[t - 1], q = *boards[t];
      int found = -1;
      for (int j = 0; j < static_cast<int>(game_.board.jumps().size()) && found < 0; ++j) {
        if (is_legal(game_.board, p, j) && apply_jump(game_.board, p, j) == q) found = j;
      }
      if (found < 0) {
        lexer_.fail(where[t], "no legal jump turns board_" + std::to_string(t - 1) +
                                  " into board_" + std::to_string(t));
      }
      solution.push_back(found);
    }
    if (!game_.goal.reached_by(*boards[steps_])) {
      lexer_.fail(where[steps_], "board_" + std::to_string(steps_) + " is not the goal");
    }
    return solution;
  }

  const Game& game_;
  Smt2Lexer lexer_;
  int steps_;
};

}  // namespace

std::optional<Solution> decode_smt2_output(const Game& game, std::istream& in,
                                           const std::string& source) {
  return OutputReader(game, in, source).read();
}

}  // namespace puzzlelab::peg
