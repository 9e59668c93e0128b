#include "puzzles/pddl/lexer.hpp"

#include <algorithm>

namespace puzzlelab::pddl {
namespace {

// Characters a name, variable or number may hold: PDDL's letters, digits, '-' and '_', plus the
// few that real files use in names ('.', '/', '@', ':' for keywords, '=' and the comparison
// signs that PDDL writes as names).
bool name_char(unsigned char c) {
  if (c >= 'a' && c <= 'z') return true;
  if (c >= 'A' && c <= 'Z') return true;
  if (c >= '0' && c <= '9') return true;
  switch (c) {
    case '-':
    case '_':
    case '.':
    case '/':
    case '@':
    case ':':
    case '=':
    case '<':
    case '>':
    case '+':
    case '*':
    case '#':
    case '!':
      return true;
    default:
      return c >= 0x80;  // UTF-8 in names: allowed, compared byte for byte
  }
}

bool digit(unsigned char c) {
  return c >= '0' && c <= '9';
}

bool number_text(std::string_view text) {
  std::size_t at = (text[0] == '-' && text.size() > 1) ? 1 : 0;
  bool dot = false;
  for (; at < text.size(); ++at) {
    if (text[at] == '.' && !dot) {
      dot = true;
    } else if (!digit(static_cast<unsigned char>(text[at]))) {
      return false;
    }
  }
  return true;
}

}  // namespace

SourceText::SourceText(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)), lowered_(text_) {
  // ASCII only: UTF-8 bytes of other letters stay as written, compared byte for byte.
  for (char& c : lowered_)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
}

std::string SourceText::quote(std::uint32_t offset, std::uint32_t end) const {
  const std::size_t begin = std::min<std::size_t>(offset, text_.size());
  const std::string_view rest =
      std::string_view(text_).substr(begin, std::min<std::size_t>(end, text_.size()) - begin);
  std::string flat;  // one line: newlines and tabs of a multi-line form become spaces
  constexpr std::size_t kQuoteChars = 40;
  for (char c : rest.substr(0, kQuoteChars + 1)) {
    const bool blank = c == '\n' || c == '\r' || c == '\t';
    if (blank && !flat.empty() && flat.back() == ' ') continue;
    flat.push_back(blank ? ' ' : c);
  }
  return "'" + excerpt(flat, kQuoteChars) + "'";
}

std::vector<Token> tokenize(const SourceText& source) {
  const std::string_view text = source.text();
  std::vector<Token> tokens;
  Location at{1, 1};
  std::size_t i = 0;
  auto advance = [&](std::size_t count) {
    i += count;
    at.column += static_cast<int>(count);
  };
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++i;
      ++at.line;
      at.column = 1;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      advance(1);
    } else if (c == ';') {
      while (i < text.size() && text[i] != '\n') advance(1);
    } else if (c == '(' || c == ')') {
      tokens.push_back(
          {c == '(' ? TokenKind::kOpen : TokenKind::kClose, at, static_cast<std::uint32_t>(i), 1});
      advance(1);
    } else if (c == '?' || name_char(c)) {
      std::size_t end = i + 1;
      while (end < text.size() && name_char(static_cast<unsigned char>(text[end]))) ++end;
      const std::string_view word = text.substr(i, end - i);
      TokenKind kind = TokenKind::kName;
      if (c == '?') {
        if (word.size() == 1) source.fail(at, "a variable needs a name after '?'");
        kind = TokenKind::kVariable;
      } else if (digit(c) || (c == '-' && word.size() > 1 && digit(word[1]))) {
        if (!number_text(word)) source.fail(at, "malformed number " + source.quote(i));
        kind = TokenKind::kNumber;
      }
      tokens.push_back(
          {kind, at, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(end - i)});
      advance(end - i);
    } else {
      source.fail(at, "unexpected character " + source.quote(i) +
                          " (PDDL has parentheses, names, ?variables, numbers and ; comments)");
    }
  }
  return tokens;
}

}  // namespace puzzlelab::pddl
