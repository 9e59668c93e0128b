// Sliding tiles as a PDDL domain and problem (`puzzlelab export tiles --format pddl`), and a plan
// for them read back as the puzzle's moves (`puzzlelab decode tiles`).
//
// Cells cR-C (row R, column C, from 1) and tiles tK; (next A B) says two cells share a side. One
// action, (slide tK FROM TO), a move: the tile slides into the empty cell, which the puzzle names
// by the direction the blank goes (from TO to FROM). PDDL states are the puzzle's boards.
#pragma once

#include <string>
#include <vector>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

// The joined domain and problem (puzzle/pddl_model_text.hpp) from `start` to `goal`, any size;
// `instance` (the canonical form) is named in the header comments.
std::string pddl_model(const Board& start, const Board& goal, const std::string& instance);

// The plan of `moves` (the blank's) from `start` for that model, in the IPC format: one (slide tK
// FROM TO) a line, then the cost (`solve tiles --plan-out`).
std::string pddl_plan(const Board& start, const std::vector<Direction>& moves);

// The blank's moves of a plan for that model (`source` names it in messages), held to the model
// (pddl/model_plan.hpp) and replayed through the rules. InputError FILE:LINE:COL otherwise.
std::vector<Direction> decode_pddl_plan(const Board& start, const Board& goal,
                                        const std::string& text, const std::string& source);

}  // namespace puzzlelab::tiles
