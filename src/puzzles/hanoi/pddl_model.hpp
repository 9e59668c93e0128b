// Tower of Hanoi as a PDDL domain and problem (`puzzlelab export hanoi --format pddl`), and a plan
// for them read back as the puzzle's moves (`puzzlelab decode hanoi`).
//
// Discs d1 (the smallest) .. dN and the pegs a, b, c (the puzzle's A, B, C) are all places a disc
// can rest on; (smaller dK P) lists where disc dK may rest: every peg and every larger disc,
// never itself, so the task has the puzzle's 3^N states. One action, (move dK FROM TO), a move.
#pragma once

#include <string>
#include <vector>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// The joined domain and problem (puzzle/pddl_model_text.hpp) from `start` to `goal`, 3 pegs.
// `instance` (the canonical form) is named in the header comments.
std::string pddl_model(const Config& start, const Config& goal, const std::string& instance);

// The plan of `moves` from `start` for that model, in the IPC format: one (move dK FROM TO) a
// line, FROM what dK rests on and TO the top of the peg it goes to, then the cost (`solve hanoi
// --plan-out`).
std::string pddl_plan(const Config& start, const std::vector<Move>& moves);

// The moves of a plan for that model (`source` names it in messages), held to the model
// (pddl/model_plan.hpp) and replayed through the rules. InputError FILE:LINE:COL otherwise.
std::vector<Move> decode_pddl_plan(const Config& start, const Config& goal, const std::string& text,
                                   const std::string& source);

}  // namespace puzzlelab::hanoi
