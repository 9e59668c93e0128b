// The swarm laid out for the branch and bound's inner loop: one array per coordinate and one for
// the radii (structure of arrays), each bot's position taken relative to the search box's low
// corner, and a byte per bot for how it lies against a box. Sorting every bot against both
// halves of a split box is then one branch-free pass the compiler vectorises.
//
// When the search box is small enough (the sum of its three extents fits in 31 bits, as in every
// real input) the lanes are 32-bit, four or eight to a vector register; otherwise they are 64-bit,
// with the same arithmetic. Both are exact: every gap and reach on an axis is at most that axis's
// extent, so no sum of three can overflow the lane.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/model.hpp"

namespace puzzlelab::nanobots {

// How a bot's ball lies against a box: kMeeting when it meets the box without holding it,
// kHolding when it holds the whole box, 0 when it misses it (or was not sorted: padding, or not
// among the bots meeting the parent box).
using BotFlag = std::uint8_t;
inline constexpr BotFlag kMeeting = 1;
inline constexpr BotFlag kHolding = 2;

struct FlagCounts {
  int holding = 0;
  int meeting = 0;
};

template <class Lane>
struct LaneArrays {
  std::vector<Lane> axis[3];  // x, y, z relative to the search box's low corner
  std::vector<Lane> r;
};

class BotLanes {
 public:
  // `search_box` must hold every ball (bounding_box(swarm) or larger): all boxes later split lie
  // inside it.
  BotLanes(const Swarm& swarm, const Box& search_box);

  // Flags per box: the bot count rounded up to a multiple of 64, so that no pass has a tail.
  std::size_t stride() const { return stride_; }
  bool narrow() const { return !narrow_.r.empty(); }

  // Halves `box` across `axis` at `low_hi` (low = [lo, low_hi], high = [low_hi + 1, hi] on that
  // axis) and sorts each bot flagged kMeeting in `parent` against both halves: `stride()` flags
  // written to each of `low` and `high`, and their counts.
  void split(const BotFlag* parent, const Box& box, int axis, Coord low_hi, BotFlag* low,
             BotFlag* high, FlagCounts& low_counts, FlagCounts& high_counts) const;

 private:
  Point origin_;
  std::size_t stride_ = 0;
  LaneArrays<std::int32_t> narrow_;
  LaneArrays<std::int64_t> wide_;
};

}  // namespace puzzlelab::nanobots
