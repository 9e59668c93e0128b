// An N-queens instance behind the puzzle interface: the board size and the queens locked in place
// (the Queen's Challenge), given as parameters and written back in a canonical form.
#pragma once

#include <vector>

#include "puzzle/puzzle.hpp"
#include "puzzles/queens/locked_board.hpp"

namespace puzzlelab::queens {

class QueensInstance final : public Instance {
 public:
  QueensInstance(int n, std::vector<Square> locks);

  int n() const { return n_; }
  // Sorted bottom row first, then by column.
  const std::vector<Square>& locks() const { return locks_; }
  // The locked board; only for n <= kMaxLockedN (the locked-queen methods' bound).
  LockedBoard locked_board() const { return make_locked_board(n_, locks_); }

  // n=N lock=none|SQ,SQ,... (chess squares while N <= 26, else 0-based x,y pairs).
  std::string canonical() const override;

 private:
  int n_;
  std::vector<Square> locks_;
};

// n and lock, in the order canonical() writes them.
std::vector<ParamSpec> queens_params();

// InputError naming the parameter (n, lock) for a bad value.
QueensInstance parse_queens_instance(const Params& params);

}  // namespace puzzlelab::queens
