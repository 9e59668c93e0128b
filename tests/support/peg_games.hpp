// The built-in peg boards as games, for the peg tests.
#pragma once

#include <string>

#include "puzzles/peg/catalog.hpp"

namespace puzzlelab::peg::testing_support {

// The named catalogue board with its own start and goal.
inline Game builtin_game(const std::string& name) {
  return load_game({name, std::nullopt, std::nullopt});
}

}  // namespace puzzlelab::peg::testing_support
