// The tokens of SMT-LIB2 text with their positions: '(' and ')', atoms, "strings"; ';' starts a
// comment to the end of the line. Shared by every reader of what an SMT solver prints
// (smt2_answer.hpp for named values, peg's bit-vector boards), so that each reports its problems
// at FILE:LINE:COL the same way.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>

namespace puzzlelab::smt {

struct Smt2Token {
  enum class Kind { kOpen, kClose, kAtom, kString, kEnd };
  Kind kind = Kind::kEnd;
  std::string text;
  int line = 1;
  int column = 1;
};

class Smt2Lexer {
 public:
  Smt2Lexer(std::istream& in, std::string source);

  // The next token; kEnd (at the end's position) once the text is used up.
  Smt2Token next();

  // InputError at the token's position.
  [[noreturn]] void fail(const Smt2Token& at, const std::string& message) const;

  // The token as an error message quotes it: 'atom', "string" (excerpted) or the end of the output.
  static std::string describe(const Smt2Token& token);

 private:
  char advance();
  void skip_blanks();

  std::string text_;
  std::string source_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace puzzlelab::smt
