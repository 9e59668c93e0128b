#include "puzzles/peg/geometry.hpp"

namespace puzzlelab::peg {

const std::vector<Direction>& jump_directions(GridKind grid, bool diagonal) {
  static const std::vector<Direction> kOrthogonal = {
      {0, -1, "up"}, {0, 1, "down"}, {-1, 0, "left"}, {1, 0, "right"}};
  static const std::vector<Direction> kWithDiagonals = {
      {0, -1, "up"},       {0, 1, "down"},      {-1, 0, "left"},      {1, 0, "right"},
      {-1, -1, "up-left"}, {1, -1, "up-right"}, {-1, 1, "down-left"}, {1, 1, "down-right"}};
  static const std::vector<Direction> kTriangular = {{-1, -1, "up-left"},  {1, -1, "up-right"},
                                                     {-1, 1, "down-left"}, {1, 1, "down-right"},
                                                     {-2, 0, "left"},      {2, 0, "right"}};
  if (grid == GridKind::kTriangular) return kTriangular;
  return diagonal ? kWithDiagonals : kOrthogonal;
}

std::string to_string(GridKind grid) {
  return grid == GridKind::kSquare ? "square" : "triangular";
}

std::string to_string(Cell cell) {
  // Built by appending: g++ 12 warns falsely (-Wrestrict) on chains of operator+ here.
  std::string text = "(";
  text.append(std::to_string(cell.x)).append(", ").append(std::to_string(cell.y)).append(")");
  return text;
}

int drawing_stride(GridKind grid) {
  return grid == GridKind::kSquare ? 2 : 1;
}

}  // namespace puzzlelab::peg
