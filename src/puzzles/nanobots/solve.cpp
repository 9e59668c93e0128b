#include "puzzles/nanobots/solve.hpp"

#include "core/error.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/brute_solver.hpp"

namespace puzzlelab::nanobots {

Part2Result solve_part2(const Swarm& swarm, Method method, const SearchLimits& limits) {
  Part2Result result;
  if (method == Method::kBnb) {
    result = solve_bnb(swarm, limits);
  } else if (method == Method::kBrute) {
    result = solve_brute(swarm, limits);
  } else {
    internal_error("nanobots: solve_part2 runs the searches, not " + to_string(method));
  }
  if (result.status == SearchStatus::kSolved) {
    const Candidate& best = result.best;
    if (count_covering(swarm, best.point) != best.count || norm(best.point) != best.distance)
      internal_error("nanobots " + to_string(method) +
                     ": the reported point does not have its reported " + "count or distance");
  }
  return result;
}

}  // namespace puzzlelab::nanobots
