// A peg-solitaire game and its solution as text, as `peg solve` prints them.
#pragma once

#include <string>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/render.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// "Board NAME: H holes, P pegs; goal: ...\n", the first line of text output.
std::string game_header(const Game& game);

// The jumps, numbered, then the final position drawn; with show_steps, the board drawn after
// every jump instead (the three holes of the jump marked).
std::string jumps_text(const Game& game, const Solution& solution, const RenderStyle& style,
                       bool show_steps);

}  // namespace puzzlelab::peg
