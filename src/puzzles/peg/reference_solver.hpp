// The plain reference for the first solution: recursive backtracking in the board's jump order,
// written as simply as possible and sharing no code with the fast solvers, which are tested
// against it. A std::unordered_set of dead positions (boards of at most 64 holes) keeps it usable
// on the English board; it is also the baseline the konami solver's speed is measured against.
#pragma once

#include <optional>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// The first solution in jump order, or nullopt when there is none. Not for large searches: no
// limits, no symmetry, no pruning.
std::optional<Solution> first_solution_reference(const Game& game);

}  // namespace puzzlelab::peg
