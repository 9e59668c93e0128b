// What the declarative part-2 methods (milp, smt) return: the usual Part2Result, the back end's
// own statistics, and a warning when the back end's claim and the direct recount disagree.
#pragma once

#include <string>

#include "backends/backend_result.hpp"
#include "puzzles/nanobots/result.hpp"

namespace puzzlelab::nanobots {

struct BackendPart2Result {
  // status kSolved: `best` holds a point whose count and distance were recounted directly from
  // the bots (never the back end's figures); stats.seconds is the whole method's wall clock.
  Part2Result part2;
  BackendStats backend;  // summed over the stages a method runs
  int stages = 0;        // back-end calls made (milp: 2)
  // Empty when the back end's objective values match the recount of its point. Otherwise says
  // what disagreed (big-M round-off in CBC, say): the point is still reported with its true
  // count and distance, but it is not proved optimal.
  std::string warning;
};

}  // namespace puzzlelab::nanobots
