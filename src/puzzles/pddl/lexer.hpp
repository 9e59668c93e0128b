// The tokens of a PDDL file: parentheses, names, variables (?x) and numbers, each with its place
// in the file. PDDL names are case-insensitive, as every planner reads them, so the lexer hands
// out names in lower case; `;` starts a comment that runs to the end of the line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace puzzlelab::pddl {

// A place in one file: line and column, 1-based. The file's name is kept once, by its owner.
struct Location {
  int line = 0;
  int column = 0;
};

enum class TokenKind : std::uint8_t { kOpen, kClose, kName, kVariable, kNumber };

struct Token {
  TokenKind kind = TokenKind::kName;
  Location at;
  std::uint32_t offset = 0;  // into the source text
  std::uint32_t length = 0;
};

// The text of one PDDL file with its name: names come from a lower-case copy, quotes from the
// text as written.
class SourceText {
 public:
  SourceText(std::string name, std::string text);

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  // The token's text in lower case (names, keywords, variables, numbers).
  std::string_view lowered(const Token& token) const {
    return std::string_view(lowered_).substr(token.offset, token.length);
  }
  // The text as written from `offset` to `end`, at most about 40 characters of it: the
  // offending form quoted.
  std::string quote(std::uint32_t offset, std::uint32_t end = ~std::uint32_t{0}) const;

  SourceLocation where(Location at) const { return {name_, at.line, at.column}; }
  [[noreturn]] void fail(Location at, const std::string& message) const {
    throw InputError(where(at), message);
  }

 private:
  std::string name_;
  std::string text_;
  std::string lowered_;
};

// Every token of the text, in order. Throws InputError at a character no PDDL token starts with.
std::vector<Token> tokenize(const SourceText& source);

}  // namespace puzzlelab::pddl
