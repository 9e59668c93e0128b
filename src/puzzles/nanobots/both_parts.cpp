#include "puzzles/nanobots/both_parts.hpp"

#include <algorithm>

#include "puzzles/nanobots/solve_method.hpp"
#include "puzzles/nanobots/trace_boxes.hpp"

namespace puzzlelab::nanobots {

Part1Answer solve_part1(const Swarm& swarm) {
  Part1Answer answer;
  if (swarm.empty()) return answer;
  // max_element keeps the first of equals, as count_in_range_of_strongest does.
  const auto strongest = std::max_element(swarm.begin(), swarm.end(),
                                          [](const Bot& a, const Bot& b) { return a.r < b.r; });
  answer.strongest = static_cast<int>(strongest - swarm.begin());
  answer.in_range = count_in_range_of_strongest(swarm);
  return answer;
}

BothParts solve_both_parts(const Swarm& swarm, Method method, const SearchLimits& limits,
                           trace::TraceWriter* trace) {
  BothParts both;
  both.part1 = solve_part1(swarm);
  both.part2 = trace != nullptr ? solve_traced(swarm, method, limits, *trace)
                                : solve_with_method(swarm, method, limits);
  return both;
}

bool recount_agrees(const Swarm& swarm, const Part1Answer& part1) {
  if (part1.strongest < 0 || part1.strongest >= static_cast<int>(swarm.size())) return false;
  const Bot& strongest = swarm[static_cast<std::size_t>(part1.strongest)];
  const bool largest =
      std::none_of(swarm.begin(), swarm.end(), [&](const Bot& bot) { return bot.r > strongest.r; });
  const auto in_range = std::count_if(swarm.begin(), swarm.end(), [&](const Bot& bot) {
    return manhattan(strongest.pos, bot.pos) <= strongest.r;
  });
  return largest && in_range == part1.in_range;
}

bool recount_agrees(const Swarm& swarm, const Candidate& part2) {
  return count_covering(swarm, part2.point) == part2.count && norm(part2.point) == part2.distance;
}

}  // namespace puzzlelab::nanobots
