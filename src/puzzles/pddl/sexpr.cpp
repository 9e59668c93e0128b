#include "puzzles/pddl/sexpr.hpp"

#include <string>

#include "core/work_budget.hpp"

namespace puzzlelab::pddl {

std::vector<SExpr> read_forms(const SourceText& source) {
  const std::vector<Token> tokens = tokenize(source);
  // The open lists, outermost first; the bottom entry collects the top-level forms.
  std::vector<SExpr> open(1);
  open.reserve(kMaxNesting + 1);
  for (const Token& token : tokens) {
    switch (token.kind) {
      case TokenKind::kOpen:
        if (static_cast<int>(open.size()) > kMaxNesting) {
          source.fail(token.at, "parentheses nested deeper than " + std::to_string(kMaxNesting) +
                                    " levels at " + source.quote(token.offset));
        }
        open.push_back(SExpr{token, {}, 0});
        break;
      case TokenKind::kClose: {
        if (open.size() == 1) source.fail(token.at, "')' closes nothing");
        SExpr done = std::move(open.back());
        done.end = token.offset + 1;
        open.pop_back();
        open.back().items.push_back(std::move(done));
        break;
      }
      default:
        open.back().items.push_back(SExpr{token, {}, token.offset + token.length});
    }
    check_work(tokens.size() * sizeof(Token) + tokens.size() * sizeof(SExpr),
               [&] { return "the PDDL text of " + source.name(); });
  }
  if (open.size() > 1) {
    const Token& unclosed = open.back().token;
    source.fail(unclosed.at, "'(' never closed: " + source.quote(unclosed.offset));
  }
  return std::move(open.front().items);
}

}  // namespace puzzlelab::pddl
