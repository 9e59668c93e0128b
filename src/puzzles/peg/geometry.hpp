// The two lattices peg solitaire is played on, and the jump directions of each.
//
// Square grids use plain (x, y): x the column, y the row, (0, 0) the top-left cell. Triangular
// (hexagonal) grids use "doubled" coordinates: a hole's x is its character column in the drawing,
// so neighbours in a row are two apart and neighbours in the rows above and below are one apart.
// A 5-row triangle is then drawn, and stored, exactly as it looks:
//
//         .            y = 0: x = 4
//        o o           y = 1: x = 3, 5
//       o o o          ...
//
#pragma once

#include <compare>
#include <string>
#include <vector>

namespace puzzlelab::peg {

enum class GridKind { kSquare, kTriangular };

struct Cell {
  int x = 0;
  int y = 0;
  friend auto operator<=>(const Cell&, const Cell&) = default;
};

// A unit step between neighbouring holes; a jump moves two steps.
struct Direction {
  int dx = 0;
  int dy = 0;
  const char* name = "";
};

// Jump directions in the board's fixed move order. Square: up, down, left, right (the "konami"
// order of the assignment), then with diagonals up-left, up-right, down-left, down-right.
// Triangular: up-left, up-right, down-left, down-right, left, right (up before down, then
// left before right, the same spirit).
const std::vector<Direction>& jump_directions(GridKind grid, bool diagonal);

std::string to_string(GridKind grid);
std::string to_string(Cell cell);  // "(x, y)", the assignment's notation

// How far apart two holes in a row are drawn: 2 on square grids (a space between holes), 1 on
// triangular grids (whose x already leaves room).
int drawing_stride(GridKind grid);

}  // namespace puzzlelab::peg
