// Peg solitaire as planning by satisfiability (Kautz and Selman's SATPLAN scheme): a game of T
// jumps is a sequence of T+1 positions linked by T jumps, one Boolean variable per hole and step
// ("a peg is here") and one per jump and step ("this jump is made now"), with
//   - exactly one jump per step,
//   - preconditions (from and over full, to empty) and effects (the three holes flip),
//   - explanatory frame axioms (a hole changes only when a jump that touches it is made),
//   - the start position at step 0 and the goal at step T.
// Optional additions that keep every solvable instance solvable but prune the search:
//   - symmetry breaking: the first jump is the smallest of its orbit under the symmetries that
//     fix the start and the goal;
//   - commuting-jump order: of two consecutive jumps on six distinct holes (which commute), the
//     smaller-numbered one comes first;
//   - peg counts: the number of pegs at each step, a redundant cardinality constraint.
#pragma once

#include <cstddef>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

struct PegSatOptions {
  // The commander encoding of "one jump per step" solved the English board with about 20 times
  // fewer conflicts than the sequential counter (docs/peg-declarative.md has the figures).
  sat::AtMostOneEncoding at_most_one = sat::AtMostOneEncoding::kCommander;
  bool symmetry_breaking = true;
  bool commuting_order = true;
  bool peg_counts = false;
};

class PegSatEncoding {
 public:
  PegSatEncoding(const Game& game, const PegSatOptions& options);

  const sat::Cnf& cnf() const { return cnf_; }
  sat::Cnf& cnf() { return cnf_; }
  int steps() const { return steps_; }
  // "hole `hole` holds a peg after `step` jumps", step in [0, steps].
  sat::Lit peg(int step, int hole) const { return 1 + step * holes_ + hole; }
  // "jump `jump` (an index into board.jumps()) is the jump made at step `step`", step in
  // [0, steps).
  sat::Lit jump(int step, int jump) const { return first_jump_variable_ + step * jumps_ + jump; }
  // The jumps of a model: the one jump variable true at each step.
  Solution decode(const sat::SatResult& model) const;
  // A clause that rules out exactly this sequence of jumps.
  std::vector<sat::Lit> blocking_clause(const Solution& solution) const;

 private:
  sat::Cnf cnf_;
  int steps_ = 0;
  int holes_ = 0;
  int jumps_ = 0;
  int first_jump_variable_ = 0;
};

// Solves with CaDiCaL; the answer is replayed through the rules. limits.conflicts bounds the
// conflicts. Throws BackendUnavailable without CaDiCaL.
PegSolveResult solve_sat(const Game& game, const BackendLimits& limits,
                         const PegSatOptions& options = {});

struct PegSatEnumeration {
  std::vector<Solution> solutions;  // each replayed through the rules
  bool complete = false;            // true when no further solution exists
  BackendStats backend;             // totals over all calls
};

// Enumerates distinct jump sequences by adding a blocking clause after each model, up to
// max_solutions. Symmetry breaking and commuting order are turned off so that every sequence
// counts.
PegSatEnumeration enumerate_sat(const Game& game, const BackendLimits& limits,
                                std::size_t max_solutions);

}  // namespace puzzlelab::peg
