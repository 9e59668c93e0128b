#include "backends/smt/smt2_lexer.hpp"

#include <cctype>
#include <istream>
#include <iterator>

#include "core/error.hpp"

namespace puzzlelab::smt {
namespace {

bool is_delimiter(char c) {
  return std::isspace(static_cast<unsigned char>(c)) || c == '(' || c == ')' || c == '"' ||
         c == ';';
}

}  // namespace

Smt2Lexer::Smt2Lexer(std::istream& in, std::string source)
    : text_(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()),
      source_(std::move(source)) {}

Smt2Token Smt2Lexer::next() {
  skip_blanks();
  Smt2Token token;
  token.line = line_;
  token.column = column_;
  if (pos_ >= text_.size()) return token;
  const char c = text_[pos_];
  if (c == '(' || c == ')') {
    token.kind = c == '(' ? Smt2Token::Kind::kOpen : Smt2Token::Kind::kClose;
    token.text = std::string(1, c);
    advance();
  } else if (c == '"') {
    token.kind = Smt2Token::Kind::kString;
    advance();
    while (pos_ < text_.size() && text_[pos_] != '"') token.text += advance();
    if (pos_ >= text_.size()) fail(token, "unterminated string");
    advance();
  } else {
    token.kind = Smt2Token::Kind::kAtom;
    while (pos_ < text_.size() && !is_delimiter(text_[pos_])) token.text += advance();
  }
  return token;
}

void Smt2Lexer::fail(const Smt2Token& at, const std::string& message) const {
  throw InputError(SourceLocation{source_, at.line, at.column}, message);
}

std::string Smt2Lexer::describe(const Smt2Token& token) {
  switch (token.kind) {
    case Smt2Token::Kind::kEnd:
      return "the end of the output";
    case Smt2Token::Kind::kString:
      return "\"" + excerpt(token.text) + "\"";
    default:
      return "'" + excerpt(token.text) + "'";
  }
}

char Smt2Lexer::advance() {
  const char c = text_[pos_++];
  if (c == '\n') {
    ++line_;
    column_ = 1;
  } else {
    ++column_;
  }
  return c;
}

void Smt2Lexer::skip_blanks() {
  while (pos_ < text_.size()) {
    if (text_[pos_] == ';') {
      while (pos_ < text_.size() && text_[pos_] != '\n') advance();
    } else if (std::isspace(static_cast<unsigned char>(text_[pos_]))) {
      advance();
    } else {
      return;
    }
  }
}

}  // namespace puzzlelab::smt
