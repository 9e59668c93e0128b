// Boards as text: the row-major list of a parameter ("8 6 7 2 5 4 3 0 1" or "8,6,7,..."), the
// rows of a board file, and the canonical comma-separated form.
#pragma once

#include <istream>
#include <optional>
#include <string>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

// Tiles separated by spaces and/or commas. `size` is the board size when known (else inferred
// from the count). InputError starting with `parameter` on a bad list: not numbers, a count that
// is not a square of 2..5, or not a permutation of 0..n*n-1.
Board parse_tiles(const std::string& text, std::optional<int> size, const std::string& parameter);

// A board file: one row of the board per line, tiles separated by blanks, 0 the blank; '#'
// starts a comment and blank lines are skipped. `source` names the file in errors
// (InputError "file:line:column: problem").
Board read_board(std::istream& in, const std::string& source);
// The file at `path` (InputError naming the parameter when it cannot be read).
Board read_board_file(const std::string& path, const std::string& parameter);

// "8,6,7,2,5,4,3,0,1".
std::string canonical_tiles(const Board& board);

}  // namespace puzzlelab::tiles
