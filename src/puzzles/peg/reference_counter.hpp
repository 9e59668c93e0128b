// The oracle for game counting: a plain recursive walk over every move sequence, with no memo
// and no symmetry, so that nothing clever can hide a mistake. Exponential: small boards only.
#pragma once

#include <map>

#include "core/uint128.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

struct ReferenceCount {
  u128 winning = 0;  // sequences that reach the goal (a game stops there)
  u128 losing = 0;   // sequences that end with no legal jump away from the goal
  // Winning games by the goal position they end in.
  std::map<HoleSet, u128> winning_by_final_position;
};

ReferenceCount count_games_reference(const Game& game);

}  // namespace puzzlelab::peg
