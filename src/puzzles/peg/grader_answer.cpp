#include "puzzles/peg/grader_answer.hpp"

#include <cctype>

#include "core/bits.hpp"
#include "core/error.hpp"

namespace puzzlelab::peg {
namespace {

// A cursor over the text that knows its line and column.
class GraderCursor {
 public:
  GraderCursor(const std::string& text, const std::string& source) : text_(text), source_(source) {}

  void skip_blanks() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) advance();
  }
  bool at_end() {
    skip_blanks();
    return pos_ >= text_.size();
  }
  SourceLocation here() const { return {source_, line_, column_}; }

  [[noreturn]] void fail(const SourceLocation& at, const std::string& message) const {
    throw InputError(at, message);
  }

  void expect(char wanted, const char* what) {
    skip_blanks();
    if (pos_ >= text_.size() || text_[pos_] != wanted) {
      fail(here(), std::string("expected ") + what + ", found " +
                       (pos_ >= text_.size() ? std::string("the end of the text")
                                             : "'" + std::string(1, text_[pos_]) + "'"));
    }
    advance();
  }

  bool accept(char wanted) {
    skip_blanks();
    if (pos_ < text_.size() && text_[pos_] == wanted) {
      advance();
      return true;
    }
    return false;
  }

  int number() {
    skip_blanks();
    const SourceLocation at = here();
    int value = 0;
    int digits = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      value = value * 10 + (text_[pos_] - '0');
      if (++digits > 6) fail(at, "a coordinate too large for any board");
      advance();
    }
    if (digits == 0) fail(at, "expected a coordinate (a whole number)");
    return value;
  }

  // "(x, y)"
  Cell cell() {
    expect('(', "'(' opening a hole (x, y)");
    Cell c;
    c.x = number();
    expect(',', "',' between x and y");
    c.y = number();
    expect(')', "')' closing a hole (x, y)");
    return c;
  }

 private:
  void advance() {
    if (text_[pos_++] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
  }

  const std::string& text_;
  const std::string& source_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

std::string grader_cell(Cell c) {
  return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

}  // namespace

bool looks_like_grader_line(const std::string& text) {
  const std::size_t at = text.find_first_not_of(" \t\r\n");
  if (at == std::string::npos || text[at] != '(' || at + 1 >= text.size()) return false;
  const unsigned char next = static_cast<unsigned char>(text[at + 1]);
  return std::isdigit(next) != 0 || next == ' ';
}

Solution decode_grader_line(const Game& game, const std::string& text, const std::string& source) {
  GraderCursor cursor(text, source);
  const Board& board = game.board;
  HoleSet position = game.start;
  Solution solution;
  SourceLocation last = cursor.here();
  while (!cursor.at_end()) {
    if (!solution.empty()) cursor.expect(',', "',' between two moves");
    cursor.skip_blanks();
    const SourceLocation at = cursor.here();
    last = at;
    const Cell from = cursor.cell();
    cursor.expect('-', "'->' between the two holes of a move");
    cursor.expect('>', "'->' between the two holes of a move");
    const Cell to = cursor.cell();
    const std::string move = "move " + std::to_string(solution.size() + 1) + " " +
                             grader_cell(from) + " -> " + grader_cell(to);
    const int from_hole = board.index_of(from);
    const int to_hole = board.index_of(to);
    if (from_hole < 0 || to_hole < 0) {
      cursor.fail(at, move + ": " + grader_cell(from_hole < 0 ? from : to) +
                          " is not a hole of board " + game.name);
    }
    int found = -1;
    for (std::size_t j = 0; j < board.jumps().size() && found < 0; ++j) {
      if (board.jumps()[j].from == from_hole && board.jumps()[j].to == to_hole)
        found = static_cast<int>(j);
    }
    if (found < 0) cursor.fail(at, move + ": no jump of board " + game.name + " goes so");
    if (!is_legal(board, position, found)) {
      const Jump& jump = board.jumps()[static_cast<std::size_t>(found)];
      const char* why = !test_bit(position, jump.from)   ? "no peg stands on the first hole"
                        : !test_bit(position, jump.over) ? "no peg stands between the holes"
                                                         : "the landing hole is not empty";
      cursor.fail(at, move + " is illegal here: " + why);
    }
    position = apply_jump(board, position, found);
    solution.push_back(found);
  }
  if (!game.goal.reached_by(position)) {
    cursor.fail(last, "not a valid solution: the game ends after " +
                          std::to_string(solution.size()) + " moves with " +
                          std::to_string(popcount(position)) + " pegs, not at the goal");
  }
  return solution;
}

}  // namespace puzzlelab::peg
