// The board file format, shared by custom boards and the built-in catalogue.
//
//   ; a comment line
//   @ grid=square diagonal=no goal=center name=my-board
//   ..ooo..
//   ..ooo..
//   ooooooo
//   ooo.ooo
//
// One character per cell: 'o' a peg, '.' an empty hole, ' ' or '#' no hole. Rows are lines; x
// counts characters from the left of the drawing, y counts rows from the top, both from 0 after
// trimming empty margins. Header lines start with '@' and hold key=value pairs: grid
// (square|triangular), diagonal (yes|no, square grids only), goal (center|any|X,Y), order
// (konami|informed: the search `peg solve` uses by default) and name.
// Triangular boards are drawn as they look, holes two columns apart (see geometry.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "puzzles/peg/geometry.hpp"

namespace puzzlelab::peg {

struct BoardText {
  std::string name;
  GridKind grid = GridKind::kSquare;
  bool diagonal = false;
  std::vector<Cell> holes;
  std::vector<Cell> pegs;
  std::string order = "konami";     // default search order for `peg solve`
  std::optional<std::string> goal;  // as written after goal=
  SourceLocation goal_location;     // where goal= was written
};

// Parses a board drawing; `source` names the file in error messages. Throws InputError naming
// the line and column of the first problem.
BoardText parse_board_text(std::string_view text, const std::string& source);

// Reads and parses a board file. Throws InputError when it cannot be read.
BoardText read_board_file(const std::string& path);

// Parses "X,Y" (also "(X, Y)"). Throws InputError mentioning `source`.
Cell parse_cell(std::string_view text, const SourceLocation& where);

}  // namespace puzzlelab::peg
