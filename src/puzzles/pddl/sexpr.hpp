// PDDL's parenthesised forms as a tree, read without recursion: the nesting depth is capped, so
// that a file of 100,000 open parentheses is a clear error, not a stack overflow here or in the
// parsers that walk the tree (their recursion is bounded by the same cap).
#pragma once

#include <string_view>
#include <vector>

#include "puzzles/pddl/lexer.hpp"

namespace puzzlelab::pddl {

// Deeper than any real domain (the deepest formulas of the planning competitions nest about 20
// levels), shallow enough for recursive walks of the tree on any thread's stack.
inline constexpr int kMaxNesting = 1000;

struct SExpr {
  Token token;  // the name, variable or number; for a list, its '('
  std::vector<SExpr> items;
  std::uint32_t end = 0;  // one past its last character in the source text

  bool is_list() const { return token.kind == TokenKind::kOpen; }
  Location at() const { return token.at; }
};

// Every top-level form of the file. Throws InputError for an unbalanced parenthesis or a form
// nested deeper than kMaxNesting.
std::vector<SExpr> read_forms(const SourceText& source);

}  // namespace puzzlelab::pddl
