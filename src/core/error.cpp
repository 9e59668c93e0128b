#include "core/error.hpp"

#include <cstdio>
#include <cstdlib>

namespace puzzlelab {

std::string to_string(const SourceLocation& where) {
  std::string text = where.source.empty() ? "<input>" : where.source;
  if (where.line > 0) {
    text.append(":").append(std::to_string(where.line));
    if (where.column > 0) text.append(":").append(std::to_string(where.column));
  }
  return text;
}

void internal_error(const std::string& message) {
  std::fprintf(stderr, "puzzlelab: internal error: %s\n", message.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace puzzlelab
