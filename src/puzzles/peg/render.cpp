#include "puzzles/peg/render.hpp"

#include <cstdio>

#include "core/bits.hpp"

namespace puzzlelab::peg {
namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kPegColour = "\033[1;36m";
constexpr const char* kLandedColour = "\033[1;33m";
constexpr const char* kEmptyColour = "\033[2m";
constexpr const char* kRemovedColour = "\033[31m";

std::string hole_glyph(bool peg, const RenderStyle& style) {
  if (style.unicode) return peg ? "\u25cf" : "\u25cb";
  return peg ? "o" : ".";
}

}  // namespace

std::string render(const Board& board, HoleSet position, const RenderStyle& style,
                   const JumpHighlight& highlight) {
  const int stride = drawing_stride(board.grid());
  std::string out;
  if (style.coordinates) {
    // Column numbers (last digit) above every column that holds a hole.
    std::string header(3 + static_cast<std::size_t>((board.max_x() - board.min_x()) * stride + 1),
                       ' ');
    for (const Cell c : board.holes()) {
      header[3 + static_cast<std::size_t>((c.x - board.min_x()) * stride)] =
          static_cast<char>('0' + c.x % 10);
    }
    out += header + '\n';
  }
  for (int y = board.min_y(); y <= board.max_y(); ++y) {
    std::string line;
    if (style.coordinates) {
      char label[8];
      std::snprintf(label, sizeof label, "%2d ", y);
      line += label;
    }
    int written = 0;  // columns written so far, for alignment
    for (int x = board.min_x(); x <= board.max_x(); ++x) {
      const int hole = board.index_of({x, y});
      const int column = (x - board.min_x()) * stride;
      if (hole < 0) continue;
      line.append(static_cast<std::size_t>(column - written), ' ');
      written = column + 1;
      const bool peg = test_bit(position, hole);
      std::string glyph = hole_glyph(peg, style);
      if (style.colour) {
        const char* colour = peg ? kPegColour : kEmptyColour;
        if (hole == highlight.to) colour = kLandedColour;
        if (hole == highlight.from || hole == highlight.over) colour = kRemovedColour;
        if (!style.unicode && !peg && (hole == highlight.from || hole == highlight.over))
          glyph = "x";
        glyph = colour + glyph + kReset;
      } else if (!peg && (hole == highlight.from || hole == highlight.over)) {
        glyph = style.unicode ? "\u00d7" : "x";
      }
      line += glyph;
    }
    out += line + '\n';
  }
  return out;
}

std::string describe_jump(const Board& board, int jump) {
  const Jump& j = board.jumps()[jump];
  return to_string(board.cell(j.from)) + " -> " + to_string(board.cell(j.to));
}

}  // namespace puzzlelab::peg
