#include "puzzles/queens/placement_text.hpp"

#include <algorithm>

namespace puzzlelab::queens {
namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kQueenColor = "\033[1;36m";
constexpr const char* kLockColor = "\033[1;33m";

const char* plain_glyph(bool queen, bool locked, bool unicode) {
  if (!queen) return unicode ? "\u00b7" : ".";
  if (unicode) return locked ? "\u2655" : "\u265b";
  return locked ? "L" : "Q";
}

void append_glyph(std::string& line, bool queen, bool locked, const BoardGlyphs& glyphs) {
  const bool colored = glyphs.color && queen;
  if (colored) line.append(locked ? kLockColor : kQueenColor);
  line.append(plain_glyph(queen, locked, glyphs.unicode));
  if (colored) line.append(kReset);
}

}  // namespace

std::vector<std::string> placement_squares(const Placement& placement) {
  const int n = static_cast<int>(placement.size());
  std::vector<std::string> squares;
  squares.reserve(placement.size());
  for (int row = 0; row < n; ++row) squares.push_back(square_name({placement[row], row}, n));
  return squares;
}

std::string draw_placement(const LockedBoard& board, const Placement& placement,
                           const BoardGlyphs& glyphs) {
  const int n = board.n;
  const bool labels = n <= 26;
  std::string out;
  for (int row = n - 1; row >= 0; --row) {
    std::string line;
    if (labels) line.append(row + 1 < 10 ? " " : "").append(std::to_string(row + 1)).append(" ");
    for (int col = 0; col < n; ++col) {
      if (col > 0) line += ' ';
      const bool locked =
          std::find(board.locks.begin(), board.locks.end(), Square{col, row}) != board.locks.end();
      append_glyph(line, placement[row] == col, locked, glyphs);
    }
    out += line + '\n';
  }
  if (labels) {
    std::string files = "  ";
    for (int col = 0; col < n; ++col) files += std::string(" ") + static_cast<char>('a' + col);
    out += files + '\n';
  }
  return out;
}

}  // namespace puzzlelab::queens
