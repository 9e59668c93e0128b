// The knight's board: squares of an N x N board and their names.
//
// Squares are indices y * N + x with x the file (0 = a, left) and y the rank (0 = 1, bottom).
// Names: "a1".."z26" while the file fits a letter (files a..z); "x,y" (0-based) always works,
// and is how squares are printed on boards wider than 26.
#pragma once

#include <string>

namespace puzzlelab::knights {

inline constexpr int kMaxSize = 1000;

struct Square {
  int x = 0;  // file, 0 = a
  int y = 0;  // rank, 0 = 1
  bool operator==(const Square&) const = default;
};

// InputError (source `label`) for malformed names or squares off the board.
Square parse_square(const std::string& text, int size, const std::string& label = "--start");
// InputError (source `label`) unless 1 <= size <= kMaxSize.
void check_size(int size, const std::string& label = "--size");
std::string square_name(Square square, int size);

}  // namespace puzzlelab::knights
