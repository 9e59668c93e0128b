// Reads a SAT solver's answer to the plan model (encode_sat.hpp, as `puzzlelab export tiles`
// writes it) back into the blank's moves, replayed through the rules (`puzzlelab decode tiles`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

// The moves of the plan of exactly `horizon` moves in the solver's answer (SAT-competition
// output), or nullopt when the solver proved that no such plan exists. InputError (FILE:LINE:COL)
// when the text is not an answer to that model, or its plan leaves the board or misses the goal.
std::optional<std::vector<Direction>> decode_plan_answer(const Board& start, const Board& goal,
                                                         int horizon, const std::string& text,
                                                         const std::string& source);

}  // namespace puzzlelab::tiles
