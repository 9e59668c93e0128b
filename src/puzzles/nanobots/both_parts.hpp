// Both parts of the day on one swarm, by one method: the entry point `nanobots solve` and the
// puzzle interface share, so that both run the same search and the same checks.
#pragma once

#include <string>

#include "core/limits.hpp"
#include "puzzles/nanobots/backend_part2.hpp"
#include "puzzles/nanobots/model.hpp"

namespace puzzlelab::trace {
class TraceWriter;
}

namespace puzzlelab::nanobots {

struct Part1Answer {
  int strongest = -1;  // 0-based index of the bot with the largest radius (the first of equals)
  int in_range = 0;    // bots within its range, itself included
};

Part1Answer solve_part1(const Swarm& swarm);

struct BothParts {
  Part1Answer part1;
  BackendPart2Result part2;
};

// Part 2 by `method` (solve_method.hpp), told to `trace` when it is not null (trace_boxes.hpp).
// Throws what solve_with_method throws.
BothParts solve_both_parts(const Swarm& swarm, Method method, const SearchLimits& limits,
                           trace::TraceWriter* trace = nullptr);

// The replay of an answer through the model: the strongest bot's range recounted, and the
// point's bots and distance recounted directly from the bots.
bool recount_agrees(const Swarm& swarm, const Part1Answer& part1);
bool recount_agrees(const Swarm& swarm, const Candidate& part2);

}  // namespace puzzlelab::nanobots
