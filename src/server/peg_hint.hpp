// The play page's Hint button: can the position still be won, and by which next jump? The
// engine answers (the same DFS as `peg solve`, under a time limit), so a hint is never a guess.
#pragma once

#include <nlohmann/json.hpp>

#include "core/limits.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::server {

inline constexpr double kDefaultHintSeconds = 3;
inline constexpr double kMaxHintSeconds = 10;

// For `game`'s board and goal, from `position`:
//   {"winnable":true,"won":true}                              the goal is reached
//   {"winnable":true,"jump":{"from","over","to"},"moves_left":k,"seconds":s}
//   {"winnable":false,"reason":"...","seconds":s}             no sequence of jumps wins
//   {"winnable":null,"reason":"time limit","seconds":s}      the search ran out of time
// Every answer also has "pegs" (the peg count) and "stuck" (no legal jump left).
// `memory_bytes` is the search's memory limit.
nlohmann::json peg_hint(const peg::Game& game, peg::HoleSet position, double seconds,
                        std::uint64_t memory_bytes = SearchLimits{}.memory_bytes);

// POST /api/hint: {"board":NAME,"pegs":"0111..","seconds":S}, checked (ApiError 400).
struct HintRequest {
  peg::Game game;
  peg::HoleSet position = 0;
  double seconds = kDefaultHintSeconds;
  // The search's memory limit: the server's (ApiOptions::search_memory_bytes).
  std::uint64_t memory_bytes = SearchLimits{}.memory_bytes;
};
HintRequest parse_hint_request(const nlohmann::json& body);

// peg_hint's answer plus "board".
nlohmann::json hint_response(const HintRequest& request);

}  // namespace puzzlelab::server
