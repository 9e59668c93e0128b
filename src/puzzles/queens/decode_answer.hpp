// Reads a SAT solver's answer to the placement model (encode_sat.hpp, as `puzzlelab export queens`
// writes it) back into a placement, checked against the rules (`puzzlelab decode queens`).
#pragma once

#include <optional>
#include <string>

#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

// The completion of `board` in the solver's answer (SAT-competition output), or nullopt when the
// solver proved that none exists. InputError (FILE:LINE:COL) when the text is not an answer to
// that model, or its queens are not a completion (a row without one queen, an attack, a lock
// missing).
std::optional<Placement> decode_placement_answer(const LockedBoard& board, const std::string& text,
                                                 const std::string& source);

}  // namespace puzzlelab::queens
