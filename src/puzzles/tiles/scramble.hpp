// Random starts for tests and measurements: a random walk from the goal (its length an upper
// bound on the distance), or a board drawn uniformly among those that reach the goal.
#pragma once

#include <random>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

// `moves` random legal moves from `goal`, never undoing the move just made.
Board random_walk(const Board& goal, int moves, std::mt19937_64& random);

// A uniformly random board among those the parity argument says reach `goal`.
Board random_solvable(const Board& goal, std::mt19937_64& random);

}  // namespace puzzlelab::tiles
