// Splitting a line of a text file into words, each with its 1-based column, so that a parser can
// point an InputError at the exact place of a problem.
#pragma once

#include <algorithm>
#include <string_view>
#include <vector>

namespace puzzlelab {

struct LineToken {
  std::string_view text;  // a view into the line: keep the line alive while using it
  int column = 0;         // 1-based
};

// Runs of characters other than space, tab, carriage return and vertical tab.
inline std::vector<LineToken> split_words(std::string_view line) {
  std::vector<LineToken> tokens;
  constexpr std::string_view kBlanks = " \t\r\v";
  std::size_t at = 0;
  while ((at = line.find_first_not_of(kBlanks, at)) != std::string_view::npos) {
    const std::size_t end = std::min(line.find_first_of(kBlanks, at), line.size());
    tokens.push_back({line.substr(at, end - at), static_cast<int>(at) + 1});
    at = end;
  }
  return tokens;
}

}  // namespace puzzlelab
