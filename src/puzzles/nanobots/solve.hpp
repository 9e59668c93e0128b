// One entry point for part 2 by method name, with every answer checked before it is returned:
// the point's count is recounted directly from the bots and its distance recomputed.
#pragma once

#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/nanobots/result.hpp"

namespace puzzlelab::nanobots {

// bnb or brute (the searches); InputError when brute refuses the instance.
Part2Result solve_part2(const Swarm& swarm, Method method, const SearchLimits& limits = {});

}  // namespace puzzlelab::nanobots
