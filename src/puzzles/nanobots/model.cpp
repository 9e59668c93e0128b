#include "puzzles/nanobots/model.hpp"

#include <algorithm>

namespace puzzlelab::nanobots {

std::string point_text(const Point& p) {
  return std::to_string(p.x) + "," + std::to_string(p.y) + "," + std::to_string(p.z);
}

int count_covering(const Swarm& swarm, const Point& p) {
  return static_cast<int>(
      std::count_if(swarm.begin(), swarm.end(), [&](const Bot& bot) { return covers(bot, p); }));
}

int count_in_range_of_strongest(const Swarm& swarm) {
  if (swarm.empty()) return 0;
  const auto strongest = std::max_element(swarm.begin(), swarm.end(),
                                          [](const Bot& a, const Bot& b) { return a.r < b.r; });
  return static_cast<int>(std::count_if(swarm.begin(), swarm.end(), [&](const Bot& bot) {
    return manhattan(strongest->pos, bot.pos) <= strongest->r;
  }));
}

}  // namespace puzzlelab::nanobots
