// The answer format of the "Recursive Backtracking for Peg Solitaire" course assignment, the
// line `peg solve --format grader` prints: "(2, 2) -> (4, 0), (6, 2) -> (2, 2), ...", each jump
// as the jumping peg's hole and the hole it lands in, (x, y) as the board's coordinates.
#pragma once

#include <string>

#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// True when the first thing in `text` that is not blank is '(' followed by a digit or a blank:
// a grader line, not a solver's answer.
bool looks_like_grader_line(const std::string& text);

// The jumps of a grader line, replayed through the rules from the game's start. InputError
// (FILE:LINE:COL at the move) when the text is malformed, a move names no hole or no jump of the
// board, a jump is illegal in the position reached, or the game does not end at the goal.
Solution decode_grader_line(const Game& game, const std::string& text, const std::string& source);

}  // namespace puzzlelab::peg
