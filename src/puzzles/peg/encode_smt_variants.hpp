// The encodings behind solve_smt, for tests and measurements that compare them. solve_smt and
// smt2_script use kDefaultSmtTransition.
#pragma once

#include <string>

#include "backends/backend_result.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

// How one step "board p becomes board q by some jump" is written.
enum class SmtTransition {
  // Per jump, two bit-vector equations: (p & flip) == from_over, q == p ^ flip. Three
  // constants per jump, independent of the hole count.
  kMasks,
  // Greg Bacon's notebook's: per jump, from and over full in p and empty in q, to the reverse, and
  // every other hole the same in p and q, one (p & bit) == bit test per hole. Jumps x holes terms.
  kPerHole,
};

inline constexpr SmtTransition kDefaultSmtTransition = SmtTransition::kMasks;

std::string to_string(SmtTransition transition);

// Throw BackendUnavailable when PuzzleLab was built without Z3.
PegSolveResult solve_smt(const Game& game, const BackendLimits& limits, SmtTransition transition);
std::string smt2_script(const Game& game, SmtTransition transition);

}  // namespace puzzlelab::peg
