#include "puzzles/knights/board.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace puzzlelab::knights {

void check_size(int size, const std::string& label) {
  if (size < 1 || size > kMaxSize) {
    throw InputError({label, 0, 0}, "the board size must be from 1 to " + std::to_string(kMaxSize) +
                                        ", not " + std::to_string(size));
  }
}

Square parse_square(const std::string& text, int size, const std::string& label) {
  const SourceLocation where{label, 0, 0};
  Square square;
  const std::size_t comma = text.find(',');
  auto number = [&](const std::string& digits, const char* what) {
    if (digits.empty() || digits.size() > 7 ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      throw InputError(where, "'" + excerpt(text) + "': expected " + what);
    }
    return std::stoi(digits);
  };
  if (comma != std::string::npos) {
    square.x = number(text.substr(0, comma), "x,y with 0-based numbers");
    square.y = number(text.substr(comma + 1), "x,y with 0-based numbers");
  } else {
    if (text.empty() || text[0] < 'a' || text[0] > 'z') {
      throw InputError(where,
                       "'" + excerpt(text) + "': expected a square such as a1 or x,y (0-based)");
    }
    square.x = text[0] - 'a';
    square.y = number(text.substr(1), "a file letter then a rank number, such as a1") - 1;
  }
  if (square.x < 0 || square.x >= size || square.y < 0 || square.y >= size) {
    throw InputError(where, "'" + excerpt(text) + "' is off the " + std::to_string(size) + "x" +
                                std::to_string(size) + " board");
  }
  return square;
}

std::string square_name(Square square, int size) {
  if (size <= 26)
    return std::string(1, static_cast<char>('a' + square.x)) + std::to_string(square.y + 1);
  return std::to_string(square.x) + "," + std::to_string(square.y);
}

}  // namespace puzzlelab::knights
