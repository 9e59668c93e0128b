// The nanobots of Advent of Code 2018 day 23: each bot covers the closed L1 ball of radius r
// around its position. Every solver and test speaks these types.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace puzzlelab::nanobots {

using Coord = std::int64_t;

// Inputs are rejected above this magnitude (coordinates and radii) so that every sum the solvers
// form stays far from overflow: the search box spans at most 4 * kMaxMagnitude per axis, and a
// distance between a bot and a point in it is at most 12 * kMaxMagnitude < 2^63.
inline constexpr Coord kMaxMagnitude = Coord{1} << 59;

struct Point {
  Coord x = 0, y = 0, z = 0;
  friend bool operator==(const Point&, const Point&) = default;
  friend auto operator<=>(const Point&, const Point&) = default;
};

struct Bot {
  Point pos;
  Coord r = 0;
};

using Swarm = std::vector<Bot>;

// "x,y,z", as the puzzle's input writes a position.
std::string point_text(const Point& p);

inline Coord manhattan(const Point& a, const Point& b) {
  return std::llabs(a.x - b.x) + std::llabs(a.y - b.y) + std::llabs(a.z - b.z);
}

inline Coord norm(const Point& p) {
  return manhattan(p, Point{});
}

inline bool covers(const Bot& bot, const Point& p) {
  return manhattan(bot.pos, p) <= bot.r;
}

// How many bots cover p: the direct count every answer is checked against.
int count_covering(const Swarm& swarm, const Point& p);

// Part 1: how many bots lie within range of the bot with the largest radius (the first such bot
// when several share it; it counts itself).
int count_in_range_of_strongest(const Swarm& swarm);

}  // namespace puzzlelab::nanobots
