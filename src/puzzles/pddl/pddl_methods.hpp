// The pddl puzzle's methods, one file each; pddl_puzzle.cpp lists them.
#pragma once

#include "puzzle/puzzle.hpp"
#include "puzzles/pddl/pddl_answer.hpp"
#include "puzzles/pddl/pddl_instance.hpp"

namespace puzzlelab::pddl {

// Breadth-first search: a plan of the fewest actions (bfs_method.cpp).
PddlReport solve_bfs(const PddlInstance& own, const SolveOptions& options);
// Every reachable state counted, and the depth of the farthest (count_method.cpp).
PddlReport solve_count(const PddlInstance& own, const SolveOptions& options);

}  // namespace puzzlelab::pddl
