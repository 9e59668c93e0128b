#include "puzzles/nanobots/solve_method.hpp"

#include <limits>

#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/solve.hpp"

namespace puzzlelab::nanobots {

std::vector<std::string> all_method_names() {
  return names_of(kMethods);
}

std::optional<Method> parse_method(std::string_view name) {
  return parse_named(kMethods, name);
}

BackendPart2Result solve_with_method(const Swarm& swarm, Method method,
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
  return method == Method::kMilp ? solve_milp(swarm, backend) : solve_smt(swarm, backend);
}

}  // namespace puzzlelab::nanobots
