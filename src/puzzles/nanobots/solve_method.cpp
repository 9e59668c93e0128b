#include "puzzles/nanobots/solve_method.hpp"

#include <limits>

#include "core/error.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/solve.hpp"

namespace puzzlelab::nanobots {

const std::vector<std::string>& all_method_names() {
  static const std::vector<std::string> names = {"bnb", "milp", "smt", "brute"};
  return names;
}

bool is_backend_method(const std::string& method) {
  return method == "milp" || method == "smt";
}

BackendPart2Result solve_with_method(const Swarm& swarm, const std::string& method,
                                     const SearchLimits& limits) {
  if (!is_backend_method(method)) {
    BackendPart2Result result;
    result.part2 = solve_part2(swarm, method, limits);
    return result;
  }
  BackendLimits backend;
  backend.seconds = limits.seconds;
  if (limits.nodes != std::numeric_limits<std::uint64_t>::max()) {
    // CBC counts branch-and-bound nodes, Z3 its resource units: each takes the limit in its own.
    backend.nodes = static_cast<std::int64_t>(
        std::min<std::uint64_t>(limits.nodes, std::numeric_limits<std::int64_t>::max()));
    backend.conflicts = backend.nodes;
  }
  return method == "milp" ? solve_milp(swarm, backend) : solve_smt(swarm, backend);
}

}  // namespace puzzlelab::nanobots
