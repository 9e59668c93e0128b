// The peg-solitaire boards the server offers: the built-in catalogue only (a client never names a
// file on the server's disk), described as JSON for the pages, and positions sent by a client
// checked against a board.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "puzzles/peg/board.hpp"

namespace puzzlelab::server {

// Every board name GET /api/boards lists: the catalogue, with triangle2 .. triangle15 spelt out.
std::vector<std::string> served_board_names();

// The game of built-in board `name`. ApiError `unknown_status` for a name that is not in the
// catalogue (404 in a path, 400 in a request body), 400
// for a malformed one (triangle99).
peg::Game served_game(const std::string& name, int unknown_status = 400);

// {"name","description","grid","diagonal","holes":[[x,y],...],"jumps":[[from,over,to],...],
//  "start":"0111..","goal":{"kind":"any"} or {"kind":"pegs","pegs":"000100.."},"goal_text"}
nlohmann::json board_json(const peg::Game& game);

// One character a hole, '1' for a peg, in hole order (the trace format's "pegs").
std::string pegs_text(const peg::Board& board, peg::HoleSet position);
// The inverse; ApiError 400 naming `field` when the length or a character is wrong.
peg::HoleSet parse_pegs(const peg::Board& board, const std::string& text, const std::string& field);

}  // namespace puzzlelab::server
