#include "puzzles/nanobots/brute_solver.hpp"

#include "core/error.hpp"
#include "puzzles/nanobots/box.hpp"

namespace puzzlelab::nanobots {

Part2Result solve_brute(const Swarm& swarm, const SearchLimits& limits, std::uint64_t max_points) {
  Part2Result result;
  result.method = Method::kBrute;
  const Box box = bounding_box(swarm);
  const std::uint64_t points = point_count(box);
  if (points > max_points) {
    throw InputError(
        "brute: the bounding box of the bots holds " +
        (points == UINT64_MAX ? std::string("more than 2^64") : std::to_string(points)) +
        " points, more than the limit of " + std::to_string(max_points) + "; use --method bnb");
  }
  LimitGuard guard(limits);
  // Lexicographic order with strict improvement keeps the smallest point among equals.
  for (Coord x = box.lo.x; x <= box.hi.x; ++x) {
    for (Coord y = box.lo.y; y <= box.hi.y; ++y) {
      for (Coord z = box.lo.z; z <= box.hi.z; ++z) {
        if (guard.tick()) {
          result.stats.nodes = guard.nodes();
          result.stats.seconds = guard.seconds();
          return result;
        }
        const Point p{x, y, z};
        const Candidate here{count_covering(swarm, p), norm(p), p};
        if (better(here, result.best)) result.best = here;
      }
    }
  }
  result.status = SearchStatus::kSolved;
  result.stats.nodes = guard.nodes();
  result.stats.seconds = guard.seconds();
  return result;
}

}  // namespace puzzlelab::nanobots
