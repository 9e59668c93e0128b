// Pagoda functions: integer weights w over the holes with w(to) <= w(from) + w(over) for every
// jump of the board. A jump removes the pegs on `from` and `over` and adds one on `to`, so the
// weighted peg sum P(position) never increases. Two bounds follow, both sound for any position
// the search meets:
//   - P(position) < P(goal) (for "one peg anywhere": below the smallest P of a single peg in a
//     hole the position classes allow) means the goal is out of reach: the position is dead;
//   - P(position) > P(start) means the start cannot reach the position (used to trim the
//     backward search from the goal).
// The idea is Conway's resource count, developed by Beasley ("The Ins and Outs of Peg
// Solitaire", 1985, ch. 4 and 12) and used for computer search by Bell ("Notes on solving and
// playing peg solitaire on a computer", arXiv:0903.3696).
//
// The functions are generated for any board from three families, each with its argument; every
// candidate is then checked against the board's own jumps (is_pagoda) and dropped if it fails,
// so an argument that does not hold on some unusual board costs pruning, never soundness:
//   1. Lattice classes. Holes are points a u + b v of the lattice spanned by two jump directions;
//      a jump moves its peg by 2u, 2v or 2(u - v) (or the diagonals on square grids with them),
//      so `to` and `from` share (a mod 2, b mod 2). The indicator of one class therefore has
//      w(to) = w(from): the four classic "resource counts" (on the cross, the 9 holes with odd
//      coordinates are the centre's class: once they are empty the centre cannot be reached).
//   2. Fibonacci distance. With d the distance to the goal holes along jump lines and
//      w = F(D + 1 - d) (F the Fibonacci numbers, D the largest distance), a jump towards the
//      goal has d(to) = d(from) - 2 = d(over) - 1 and meets the inequality with equality; any
//      other jump lands no closer than one step beyond `over`. This is the integer form of
//      Conway's golden-ratio weights: far pegs are worth little, so a late position whose pegs
//      are too far from the goal is cut.
//   3. Lifted goals: start from weight kLiftWeight on the goal holes and 0 elsewhere and, while
//      some jump has w(to) > w(from) + w(over), raise `from` and `over` by the shortfall (split
//      between them, or all on one). Values only rise and never pass kLiftWeight, so this ends,
//      and it gives a small-weight pagoda that keeps the goal's value high: positions whose pegs
//      sit where no chain of jumps can feed the goal are cut.
// Images of each function under the board's symmetries are pagodas too and are added, so the
// set (and the bounds above) are the same for symmetric positions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

struct Pagoda {
  std::string name;          // the family, for reports and tests
  std::vector<int> weights;  // one per hole
};

// Whether the weights satisfy w(to) <= w(from) + w(over) on every jump of the board.
bool is_pagoda(const Board& board, const std::vector<int>& weights);

std::int64_t pagoda_value(const std::vector<int>& weights, HoleSet position);

// The least value a position must keep to reach the game's goal: P(goal) for exact goals, the
// smallest P over single pegs in the holes the position classes allow for one peg anywhere.
std::int64_t goal_threshold(const std::vector<int>& weights, const Game& game);

// Verified pagoda functions for the game, closed under the board's symmetries, without repeats:
// each candidate's orbit is kept when every image holds on every jump and some image can cut
// something (its goal threshold is above the least value any position can take).
std::vector<Pagoda> generate_pagodas(const Game& game);

// The two bounds over a set of pagodas, evaluated a byte of the position at a time through
// precomputed tables (one addition per byte and function instead of one per peg).
template <BitWord Bits>
class PagodaBounds {
 public:
  PagodaBounds(const Game& game, const std::vector<Pagoda>& pagodas);

  // Some function proves that the goal cannot be reached from this position.
  bool goal_out_of_reach(Bits position) const {
    for (std::size_t p = 0; p < goal_threshold_.size(); ++p) {
      if (value(p, position) < goal_threshold_[p]) return true;
    }
    return false;
  }
  // Some function proves that the start cannot reach this position.
  bool unreachable_from_start(Bits position) const {
    for (std::size_t p = 0; p < start_value_.size(); ++p) {
      if (value(p, position) > start_value_[p]) return true;
    }
    return false;
  }
  std::size_t size() const { return goal_threshold_.size(); }

 private:
  static constexpr int kBytes = sizeof(Bits);

  std::int64_t value(std::size_t p, Bits position) const {
    const std::int64_t* table = &tables_[p * kBytes * 256];
    std::int64_t sum = 0;
    for (int b = 0; b < used_bytes_; ++b) {
      sum += table[b * 256 + static_cast<unsigned>((position >> (8 * b)) & 0xff)];
    }
    return sum;
  }

  int used_bytes_ = 0;
  std::vector<std::int64_t> tables_;  // [pagoda][byte][byte value] -> partial sum
  std::vector<std::int64_t> goal_threshold_;
  std::vector<std::int64_t> start_value_;
};

template <BitWord Bits>
PagodaBounds<Bits>::PagodaBounds(const Game& game, const std::vector<Pagoda>& pagodas)
    : used_bytes_((game.board.hole_count() + 7) / 8), tables_(pagodas.size() * kBytes * 256, 0) {
  for (std::size_t p = 0; p < pagodas.size(); ++p) {
    const std::vector<int>& w = pagodas[p].weights;
    for (int b = 0; b < used_bytes_; ++b) {
      for (int v = 0; v < 256; ++v) {
        std::int64_t sum = 0;
        for (int k = 0; k < 8; ++k) {
          const int hole = 8 * b + k;
          if (((v >> k) & 1) != 0 && hole < static_cast<int>(w.size())) sum += w[hole];
        }
        tables_[(p * kBytes + b) * 256 + v] = sum;
      }
    }
    goal_threshold_.push_back(goal_threshold(w, game));
    start_value_.push_back(pagoda_value(w, game.start));
  }
}

}  // namespace puzzlelab::peg
