// A peg-solitaire solution as JSON, in the board's own coordinates (as drawn with --coords): the
// form every command and the puzzle interface write.
#pragma once

#include <nlohmann/json.hpp>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// A cell as the JSON array [x, y].
nlohmann::json cell_json(Cell cell);

// The jumps of a solution as [{"from": [x, y], "over": [x, y], "to": [x, y]}, ...].
nlohmann::json moves_json(const Game& game, const Solution& solution);

}  // namespace puzzlelab::peg
