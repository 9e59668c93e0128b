// The goal test the depth-first searches share: a position is at the goal when it holds exactly
// the goal's pegs (or one peg, for "any"); with no more pegs than the goal and not at it, no jump
// can help, since each removes a peg.
#pragma once

#include "core/bits.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

template <BitWord Bits>
class GoalTest {
 public:
  explicit GoalTest(const Goal& goal)
      : kind_(goal.kind), pegs_(static_cast<Bits>(goal.pegs)), count_(goal.peg_count()) {}

  // `pegs` is popcount(position), which the caller usually has already.
  bool reached(Bits position, int pegs) const {
    return kind_ == Goal::Kind::kPegs ? position == pegs_ : pegs == 1;
  }
  // Jumps left to make before the goal's peg count: none or fewer means the goal is out of reach
  // unless the position is the goal.
  int spare_jumps(int pegs) const { return pegs - count_; }
  bool hopeless(int pegs) const { return spare_jumps(pegs) <= 0; }

 private:
  Goal::Kind kind_;
  Bits pegs_;
  int count_;
};

}  // namespace puzzlelab::peg
