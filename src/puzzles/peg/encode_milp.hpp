// Peg solitaire as a 0-1 integer program over the same plan as the SAT encoding: binary
// jump_t_j ("jump j is made at step t") and peg_t_h ("hole h holds a peg after t jumps"), with
//   sum_j jump_t_j = 1                                      one jump per step
//   sum_{j from h} jump_t_j <= peg_t_h, same for "over h"   preconditions
//   sum_{j to h} jump_t_j + peg_t_h <= 1
//   peg_{t+1}_h = peg_t_h - sum_{j from or over h} jump_t_j + sum_{j to h} jump_t_j
// and the start and goal as fixed bounds. Summing the preconditions over the jumps of one hole
// (rather than one row per jump) gives fewer and tighter rows, since only one jump is made per
// step. The first jump is restricted by symmetry as in the SAT encoding. No objective: any
// feasible point is a solution.
#pragma once

#include "backends/backend_result.hpp"
#include "backends/milp/milp_model.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

class PegMilpEncoding {
 public:
  explicit PegMilpEncoding(const Game& game);

  const milp::Model& model() const { return model_; }
  int steps() const { return steps_; }
  int peg(int step, int hole) const { return step * holes_ + hole; }
  int jump(int step, int jump) const { return first_jump_ + step * jumps_ + jump; }
  // The jumps of a feasible point: at each step the jump whose value is (nearly) 1.
  Solution decode(const std::vector<double>& values) const;

 private:
  milp::Model model_;
  int steps_ = 0;
  int holes_ = 0;
  int jumps_ = 0;
  int first_jump_ = 0;
};

// Solves with CBC; the answer is replayed through the rules. limits.nodes bounds the
// branch-and-bound nodes. Throws BackendUnavailable without CBC.
PegSolveResult solve_milp(const Game& game, const BackendLimits& limits);

}  // namespace puzzlelab::peg
