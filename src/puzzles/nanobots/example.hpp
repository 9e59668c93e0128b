// The part-2 example of the puzzle statement ("Experimental Emergency Teleportation", Advent of
// Code 2018 day 23, by Eric Wastl), built in so that an installed binary has a default instance.
#pragma once

#include <string_view>

namespace puzzlelab::nanobots {

// The name the `file` parameter takes for it.
inline constexpr std::string_view kExampleName = "example";

// Six bots; the point in range of the most (5) nearest the origin is 12,12,12, at distance 36.
std::string_view example_text();

}  // namespace puzzlelab::nanobots
