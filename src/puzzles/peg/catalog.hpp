// Built-in boards and turning a user's --board/--empty/--goal into a Game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/board_text.hpp"

namespace puzzlelab::peg {

struct BuiltinBoard {
  std::string name;
  std::string description;
};

// The catalogue in display order; triangleN stands for every triangle size.
const std::vector<BuiltinBoard>& builtin_boards();
inline constexpr int kMinTriangleRows = 2;
inline constexpr int kMaxTriangleRows = 15;  // 120 holes

// The drawing of a built-in board ("english", "triangle5", ...), or nullopt for unknown names.
std::optional<BoardText> builtin_board_text(const std::string& name);

struct GameRequest {
  std::string board = "english";     // built-in name or path to a board file
  std::optional<std::string> empty;  // --empty X,Y: every hole full except this one
  std::optional<std::string> goal;   // --goal center|any|X,Y|FILE
};

// Builds the game, validating everything; throws InputError with a one-line message.
Game load_game(const GameRequest& request);

// Builds a game from parsed text with its own goal (the header's, else one peg anywhere).
Game make_game(const BoardText& text, const std::string& source);

}  // namespace puzzlelab::peg
