// The sliding-tile puzzle as a bounded planning problem in SAT (H. Kautz and B. Selman,
// "Planning as satisfiability", ECAI 1992): is there a plan of exactly T moves?
//
// Variables: at(t, c, v), cell c holds v at time t (v = 0 the blank), for t = 0..T; and
// slide(t, c, d), the blank on cell c moves in direction d at step t (t = 0..T-1, only moves that
// stay on the board). Clauses: every cell holds exactly one value and every value is on exactly
// one cell at every time; exactly one slide per step; a slide needs the blank on its cell, puts
// the blank on the target cell and the target's tile on the blank's cell; a value leaves a cell
// only when a slide touches that cell (explanatory frame axioms); no slide is undone at the next
// step; the start at time 0 and the goal at time T.
#pragma once

#include <vector>

#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"
#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

class PlanEncoding {
 public:
  PlanEncoding(const Board& start, const Board& goal, int horizon);

  const sat::Cnf& cnf() const { return cnf_; }
  int horizon() const { return horizon_; }
  // The blank's moves of a satisfying assignment.
  std::vector<Direction> decode(const sat::SatResult& model) const;

 private:
  struct Slide {
    int from;  // the blank's cell
    int to;
    Direction direction;
  };

  sat::Lit at(int time, int cell, int value) const {
    return 1 + (time * cells_ + cell) * cells_ + value;
  }
  sat::Lit slide(int time, int index) const {
    return first_slide_ + time * static_cast<int>(slides_.size()) + index;
  }

  int size_;
  int cells_;
  int horizon_;
  std::vector<Slide> slides_;  // every (cell, direction) that stays on the board
  int first_slide_ = 0;
  sat::Cnf cnf_;
};

}  // namespace puzzlelab::tiles
