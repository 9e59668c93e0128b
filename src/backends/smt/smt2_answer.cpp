#include "backends/smt/smt2_answer.hpp"

#include "backends/smt/smt2_lexer.hpp"
#include "core/error.hpp"

namespace puzzlelab::smt {
namespace {

class Smt2AnswerReader {
 public:
  Smt2AnswerReader(std::istream& in, const std::string& source) : lexer_(in, source) {}

  Smt2Answer read() {
    Smt2Answer answer;
    const Smt2Token status = lexer_.next();
    answer.status_line = status.line;
    answer.status_column = status.column;
    if (status.kind == Smt2Token::Kind::kOpen) solver_error(status);
    if (status.kind == Smt2Token::Kind::kAtom && status.text == "unsat") {
      answer.status = BackendStatus::kUnsatisfiable;
      return answer;
    }
    if (status.kind == Smt2Token::Kind::kAtom && status.text == "unknown") return answer;
    if (status.kind != Smt2Token::Kind::kAtom || status.text != "sat")
      lexer_.fail(status, "expected sat, unsat or unknown, found " + Smt2Lexer::describe(status));
    answer.status = BackendStatus::kSatisfiable;
    for (Smt2Token open = lexer_.next(); open.kind != Smt2Token::Kind::kEnd; open = lexer_.next()) {
      expect(open, Smt2Token::Kind::kOpen, "'(' opening a get-value answer");
      Smt2Token first = lexer_.next();
      if (first.kind == Smt2Token::Kind::kAtom && first.text == "error") solver_error(open);
      if (first.kind == Smt2Token::Kind::kAtom && first.text == "objectives") {
        skip_to_close(open);  // the optimum is read from the values themselves
        continue;
      }
      for (; first.kind != Smt2Token::Kind::kClose; first = lexer_.next()) {
        expect(first, Smt2Token::Kind::kOpen, "'(' opening a (name value) pair");
        const Smt2Token name = lexer_.next();
        expect(name, Smt2Token::Kind::kAtom, "a name");
        answer.values.push_back({name.text, read_value(name.text), name.line, name.column});
        expect(lexer_.next(), Smt2Token::Kind::kClose, "')' after the value of " + name.text);
      }
    }
    return answer;
  }

 private:
  void expect(const Smt2Token& token, Smt2Token::Kind kind, const std::string& what) {
    if (token.kind != kind)
      lexer_.fail(token, "expected " + what + ", found " + Smt2Lexer::describe(token));
  }

  [[noreturn]] void solver_error(const Smt2Token& open) {
    const Smt2Token word = lexer_.next();
    const Smt2Token message = lexer_.next();
    if (word.kind == Smt2Token::Kind::kAtom && word.text == "error")
      lexer_.fail(open, "the solver reported an error: " + excerpt(message.text, 200));
    lexer_.fail(open, "expected sat, unsat or unknown, found '('");
  }

  // Skips the rest of the list that `open` opened.
  void skip_to_close(const Smt2Token& open) {
    for (int depth = 1; depth > 0;) {
      const Smt2Token token = lexer_.next();
      if (token.kind == Smt2Token::Kind::kEnd) lexer_.fail(open, "this list is not closed");
      if (token.kind == Smt2Token::Kind::kOpen) ++depth;
      if (token.kind == Smt2Token::Kind::kClose) --depth;
    }
  }

  // N, (- N), true, false, #b..., #x...
  std::string read_value(const std::string& name) {
    const Smt2Token token = lexer_.next();
    if (token.kind == Smt2Token::Kind::kAtom) return token.text;
    if (token.kind == Smt2Token::Kind::kOpen) {
      const Smt2Token minus = lexer_.next();
      const Smt2Token number = lexer_.next();
      if (minus.kind == Smt2Token::Kind::kAtom && minus.text == "-" &&
          number.kind == Smt2Token::Kind::kAtom) {
        expect(lexer_.next(), Smt2Token::Kind::kClose, "')' closing (- N)");
        return "-" + number.text;
      }
    }
    lexer_.fail(token, "expected a value (N, (- N), true, false) for " + name);
  }

  Smt2Lexer lexer_;
};

}  // namespace

Smt2Answer read_smt2_answer(std::istream& in, const std::string& source) {
  return Smt2AnswerReader(in, source).read();
}

}  // namespace puzzlelab::smt
