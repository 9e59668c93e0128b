// Part 2 as one Z3 Optimize problem (the model of Evan Wright's "Z3.jl - Optimization Examples"):
// Int x, y, z bounded by the bounding box of all ranges, one Bool in_i per bot with in_i =
// (|x-cx|+|y-cy|+|z-cz| <= r_i), and two objectives in order: maximise count = sum ite(in_i, 1, 0),
// then minimise dist = |x|+|y|+|z|. Z3 (4.8.12) optimises several objectives lexicographically by
// default. Slow on real inputs (about a minute each, see the measurements in the tests); exact, and
// the point is recounted directly like every other method's.
#pragma once

#include <string>

#include "backends/backend_result.hpp"
#include "puzzles/nanobots/backend_part2.hpp"

namespace puzzlelab::nanobots {

// Honours limits.seconds (Z3's timeout; the stopped run is kStopped) and limits.conflicts, as
// Z3's resource limit (rlimit): Optimize has no conflict limit.
// Throws BackendUnavailable("Z3") in a build without Z3.
BackendPart2Result solve_smt(const Swarm& swarm, const BackendLimits& limits = {});

// The same problem as an SMT-LIB2 script for `z3 FILE`: comments naming the instance, the
// declarations, assertions, (maximize count), (minimize dist), (check-sat), and
// (get-objectives) with (get-value (x y z)).
std::string smt2_script(const Swarm& swarm, const std::string& instance = "");

}  // namespace puzzlelab::nanobots
