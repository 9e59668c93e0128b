// Axis-aligned integer boxes and the two bounds the branch and bound rests on. For a box B and a
// bot b, b's ball meets B exactly when the L1 distance from b's position to B (the sum over axes
// of the gap to the interval) is at most r, and b's ball holds all of B exactly when the farthest
// corner is within r: both are exact, not estimates, because the L1 distance splits by axis.
#pragma once

#include <algorithm>
#include <cstdint>

#include "puzzles/nanobots/model.hpp"

namespace puzzlelab::nanobots {

// Closed box: every integer point with lo <= p <= hi on each axis (lo <= hi).
struct Box {
  Point lo, hi;
};

// Per-axis distances from c to the nearest and the farthest point of [lo, hi] (lo <= hi, so at
// most one of lo - c and c - hi is positive). Templates of max() alone, so that the branch and
// bound's 32-bit lanes (bot_lanes.hpp) share them and they compile to vector max instructions.
template <class Int>
constexpr Int gap(Int c, Int lo, Int hi) {
  return std::max(std::max(lo - c, c - hi), Int{0});
}
template <class Int>
constexpr Int reach(Int c, Int lo, Int hi) {
  return std::max(c - lo, hi - c);
}
inline Coord clamp_to(Coord c, Coord lo, Coord hi) {
  return c < lo ? lo : (c > hi ? hi : c);
}

// L1 distance from p to the nearest point of the box (0 inside).
inline Coord distance_to(const Point& p, const Box& b) {
  return gap(p.x, b.lo.x, b.hi.x) + gap(p.y, b.lo.y, b.hi.y) + gap(p.z, b.lo.z, b.hi.z);
}

// L1 distance from p to the farthest point of the box.
inline Coord farthest_from(const Point& p, const Box& b) {
  return reach(p.x, b.lo.x, b.hi.x) + reach(p.y, b.lo.y, b.hi.y) + reach(p.z, b.lo.z, b.hi.z);
}

// The unique point of the box nearest to p in L1 (the per-axis clamp).
inline Point nearest_in(const Box& b, const Point& p) {
  return {clamp_to(p.x, b.lo.x, b.hi.x), clamp_to(p.y, b.lo.y, b.hi.y),
          clamp_to(p.z, b.lo.z, b.hi.z)};
}

inline bool meets(const Bot& bot, const Box& b) {
  return distance_to(bot.pos, b) <= bot.r;
}
inline bool holds(const Bot& bot, const Box& b) {
  return farthest_from(bot.pos, b) <= bot.r;
}

// The smallest box holding every ball: every point covered by at least one bot lies inside.
Box bounding_box(const Swarm& swarm);

// Number of integer points in the box, saturated at UINT64_MAX.
std::uint64_t point_count(const Box& b);

}  // namespace puzzlelab::nanobots
