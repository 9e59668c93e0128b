#include "puzzles/nanobots/solve.hpp"

#include "core/error.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/brute_solver.hpp"

namespace puzzlelab::nanobots {

const std::vector<std::string>& method_names() {
  static const std::vector<std::string> names = {"bnb", "brute"};
  return names;
}

Part2Result solve_part2(const Swarm& swarm, const std::string& method, const SearchLimits& limits) {
  Part2Result result;
  if (method == "bnb") {
    result = solve_bnb(swarm, limits);
  } else if (method == "brute") {
    result = solve_brute(swarm, limits);
  } else {
    throw InputError("unknown nanobots method '" + method + "' (expected bnb or brute)");
  }
  if (result.status == SearchStatus::kSolved) {
    const Candidate& best = result.best;
    if (count_covering(swarm, best.point) != best.count || norm(best.point) != best.distance)
      internal_error("nanobots " + method + ": the reported point does not have its reported " +
                     "count or distance");
  }
  return result;
}

}  // namespace puzzlelab::nanobots
