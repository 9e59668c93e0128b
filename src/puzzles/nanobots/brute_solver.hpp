// The reference: count every integer point of the bounding box of all balls. Only for small
// swarms; it refuses boxes larger than a limit instead of running for ever.
#pragma once

#include <cstdint>

#include "core/limits.hpp"
#include "puzzles/nanobots/result.hpp"

namespace puzzlelab::nanobots {

inline constexpr std::uint64_t kBruteMaxPoints = 10'000'000;

// Throws InputError when the bounding box holds more than max_points points.
Part2Result solve_brute(const Swarm& swarm, const SearchLimits& limits = {},
                        std::uint64_t max_points = kBruteMaxPoints);

}  // namespace puzzlelab::nanobots
