#include "core/error.hpp"

#include <cstdio>
#include <cstdlib>

namespace puzzlelab {

std::string to_string(const SourceLocation& where) {
  std::string text = where.source.empty() ? "<input>" : shown_name(where.source);
  if (where.line > 0) {
    text.append(":").append(std::to_string(where.line));
    if (where.column > 0) text.append(":").append(std::to_string(where.column));
  }
  return text;
}

std::string excerpt(std::string_view text, std::size_t max_chars) {
  if (text.size() <= max_chars) return std::string(text);
  std::size_t cut = max_chars;
  // Never in the middle of a UTF-8 character: back up over its continuation bytes.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

void internal_error(const std::string& message) {
  std::fprintf(stderr, "puzzlelab: internal error: %s\n", message.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace puzzlelab
