// The answer of every Hanoi method (the puzzle's typed answer, puzzle/typed_puzzle.hpp): the
// moves, or past kMaxListedMoves the optimal count alone, a closed form with nothing to replay.
// `hanoi solve` lists the moves from it.
#pragma once

#include <vector>

#include "core/uint128.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

struct HanoiAnswer {
  enum class Kind { kMoves, kCount };
  Kind kind = Kind::kMoves;
  std::vector<Move> moves;  // kMoves
  u128 count = 0;           // kCount
};

}  // namespace puzzlelab::hanoi
