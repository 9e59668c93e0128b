// Every part-2 method behind one name: the searches of solve.hpp (bnb, brute) and the
// declarative back ends (milp with CBC, smt with Z3), with one result type for the CLI and
// `compare`. The searches' answers are checked by solve_part2; the back ends' by recounting
// their point (see BackendPart2Result::warning).
#pragma once

#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/nanobots/backend_part2.hpp"

namespace puzzlelab::nanobots {

// bnb, milp, smt, brute; the first is the default.
const std::vector<std::string>& all_method_names();

bool is_backend_method(const std::string& method);

// limits.seconds for every method; limits.nodes for bnb/brute (boxes or points), milp
// (branch-and-bound nodes per stage) and smt (Z3's resource units, rlimit). Throws InputError for
// an unknown method or when brute refuses the instance, BackendUnavailable when the library is not
// in this build.
BackendPart2Result solve_with_method(const Swarm& swarm, const std::string& method,
                                     const SearchLimits& limits = {});

}  // namespace puzzlelab::nanobots
