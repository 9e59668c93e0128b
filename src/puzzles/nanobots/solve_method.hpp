// Every part-2 method behind one name: the searches of solve.hpp (bnb, brute) and the
// declarative back ends (milp with CBC, smt with Z3), with one result type for the CLI and
// `compare`. The searches' answers are checked by solve_part2; the back ends' by recounting
// their point (see BackendPart2Result::warning).
#pragma once

#include <optional>
#include <string_view>

#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/nanobots/backend_part2.hpp"

namespace puzzlelab::nanobots {

// bnb, milp, smt, brute; the first is the default.
std::vector<std::string> all_method_names();
std::optional<Method> parse_method(std::string_view name);

inline bool is_backend_method(Method method) {
  return method == Method::kMilp || method == Method::kSmt;
}

// limits.seconds for every method; limits.nodes for bnb/brute (boxes or points), milp
// (branch-and-bound nodes per stage) and smt (Z3's resource units, rlimit). Throws InputError
// when brute refuses the instance, BackendUnavailable when the library is not in this build.
BackendPart2Result solve_with_method(const Swarm& swarm, Method method,
                                     const SearchLimits& limits = {});

}  // namespace puzzlelab::nanobots
