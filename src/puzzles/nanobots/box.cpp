#include "puzzles/nanobots/box.hpp"

#include <algorithm>
#include <limits>

namespace puzzlelab::nanobots {

Box bounding_box(const Swarm& swarm) {
  Box box{swarm.front().pos, swarm.front().pos};
  for (const Bot& bot : swarm) {
    box.lo.x = std::min(box.lo.x, bot.pos.x - bot.r);
    box.lo.y = std::min(box.lo.y, bot.pos.y - bot.r);
    box.lo.z = std::min(box.lo.z, bot.pos.z - bot.r);
    box.hi.x = std::max(box.hi.x, bot.pos.x + bot.r);
    box.hi.y = std::max(box.hi.y, bot.pos.y + bot.r);
    box.hi.z = std::max(box.hi.z, bot.pos.z + bot.r);
  }
  return box;
}

std::uint64_t point_count(const Box& b) {
  // Each extent is below 2^62 (see kMaxMagnitude); the product may not be, so it saturates.
  using Wide = unsigned __int128;
  constexpr Wide kMax = std::numeric_limits<std::uint64_t>::max();
  Wide count = 1;
  for (Coord extent : {b.hi.x - b.lo.x + 1, b.hi.y - b.lo.y + 1, b.hi.z - b.lo.z + 1}) {
    count *= static_cast<Wide>(extent);
    if (count > kMax) return std::numeric_limits<std::uint64_t>::max();
  }
  return static_cast<std::uint64_t>(count);
}

}  // namespace puzzlelab::nanobots
