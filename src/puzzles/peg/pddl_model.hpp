// Peg solitaire as a PDDL domain and problem (`puzzlelab export peg --format pddl`), any board,
// and a plan for them read back as the puzzle's jumps (`puzzlelab decode peg`).
//
// Holes hX-Y (column X, row Y: the coordinates `peg solve --coords` prints); (line F O T) lists
// every jump of the board, from F over O into T. A move is one peg's chain of jumps and costs 1:
// (last H) marks where the peg that jumped last stands, its next jump (continue-move) costs 0,
// and a jump by any other peg (first-jump, new-move) starts a move. Under the metric, the
// cheapest plan is the game in the fewest moves; every plan has one action a jump.
#pragma once

#include <string>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// The joined domain and problem (puzzle/pddl_model_text.hpp) of `game`; `instance` (the
// canonical form) is named in the header comments.
std::string pddl_model(const Game& game, const std::string& instance);

// A plan for that model: its jumps, and how many moves (chains of jumps by one peg) they make.
struct PddlPlanJumps {
  Solution jumps;
  int moves = 0;
};

// The plan of `jumps` for that model, in the IPC format: a game's first jump (first-jump F O T),
// a jump by the peg that jumped last (continue-move F O T), any other (new-move F O T PREVIOUS),
// then the cost, the number of moves (`solve peg --plan-out`).
std::string pddl_plan(const Board& board, const Solution& jumps);

// The plan `text` (`source` names it in messages), held to the model (pddl/model_plan.hpp) and
// replayed through the rules. InputError FILE:LINE:COL otherwise.
PddlPlanJumps decode_pddl_plan(const Game& game, const std::string& text,
                               const std::string& source);

}  // namespace puzzlelab::peg
