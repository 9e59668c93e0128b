// The branch and bound's vectorised sorting pass against the scalar holds()/meets() of box.hpp,
// with 32-bit lanes, with 64-bit lanes, and at the limit between them.
#include "puzzles/nanobots/bot_lanes.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <vector>

#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/box.hpp"

namespace puzzlelab::nanobots {
namespace {

constexpr Coord kInt32Max = std::numeric_limits<std::int32_t>::max();

Coord get(const Point& p, int axis) {
  return axis == 0 ? p.x : axis == 1 ? p.y : p.z;
}
void set(Point& p, int axis, Coord value) {
  (axis == 0 ? p.x : axis == 1 ? p.y : p.z) = value;
}

// A random box inside `outer` with at least two points on `axis` (outer must have them), so that
// it can be split there.
Box random_box_inside(const Box& outer, int axis, std::mt19937_64& rng) {
  Box box;
  for (int k = 0; k < 3; ++k) {
    std::uniform_int_distribution<Coord> pick(get(outer.lo, k), get(outer.hi, k));
    Coord lo = pick(rng), hi = pick(rng);
    if (lo > hi) std::swap(lo, hi);
    if (k == axis && lo == hi) (hi < get(outer.hi, k) ? ++hi : --lo);
    set(box.lo, k, lo);
    set(box.hi, k, hi);
  }
  return box;
}

BotFlag expected_flag(const Bot& bot, const Box& box) {
  return holds(bot, box) ? kHolding : meets(bot, box) ? kMeeting : 0;
}

// Splits random boxes inside the swarm's bounding box, with random parent sets, and checks every
// flag and both counts against holds() and meets().
void expect_split_matches_scalar(const Swarm& swarm, std::mt19937_64& rng, int trials) {
  const Box root = bounding_box(swarm);
  const BotLanes lanes(swarm, root);
  std::vector<BotFlag> parent(lanes.stride()), low(lanes.stride()), high(lanes.stride());
  std::uniform_int_distribution<int> flag(0, 2);
  for (int trial = 0; trial < trials; ++trial) {
    int axis = std::uniform_int_distribution<int>(0, 2)(rng);
    while (get(root.hi, axis) == get(root.lo, axis)) axis = (axis + 1) % 3;
    // The search box itself now and then: its corners are where the sums are largest.
    const Box box = trial % 4 == 0 ? root : random_box_inside(root, axis, rng);
    const Coord low_hi =
        std::uniform_int_distribution<Coord>(get(box.lo, axis), get(box.hi, axis) - 1)(rng);
    Box low_box = box, high_box = box;
    set(low_box.hi, axis, low_hi);
    set(high_box.lo, axis, low_hi + 1);
    // Holding or missing bots of the parent must be left out, like the padding.
    for (std::size_t i = 0; i < swarm.size(); ++i) parent[i] = static_cast<BotFlag>(flag(rng));
    FlagCounts low_counts, high_counts;
    lanes.split(parent.data(), box, axis, low_hi, low.data(), high.data(), low_counts, high_counts);
    FlagCounts want_low, want_high;
    for (std::size_t i = 0; i < lanes.stride(); ++i) {
      const bool member = i < swarm.size() && parent[i] == kMeeting;
      const BotFlag want_l = member ? expected_flag(swarm[i], low_box) : 0;
      const BotFlag want_h = member ? expected_flag(swarm[i], high_box) : 0;
      ASSERT_EQ(low[i], want_l) << "trial " << trial << " bot " << i;
      ASSERT_EQ(high[i], want_h) << "trial " << trial << " bot " << i;
      (want_l == kHolding ? want_low.holding : want_low.meeting) += want_l != 0;
      (want_h == kHolding ? want_high.holding : want_high.meeting) += want_h != 0;
    }
    ASSERT_EQ(low_counts.holding, want_low.holding) << "trial " << trial;
    ASSERT_EQ(low_counts.meeting, want_low.meeting) << "trial " << trial;
    ASSERT_EQ(high_counts.holding, want_high.holding) << "trial " << trial;
    ASSERT_EQ(high_counts.meeting, want_high.meeting) << "trial " << trial;
  }
}

Swarm random_swarm(std::mt19937_64& rng, int bots, Coord coord_limit, Coord radius_limit) {
  std::uniform_int_distribution<Coord> coord(-coord_limit, coord_limit), radius(0, radius_limit);
  Swarm swarm(static_cast<std::size_t>(bots));
  for (Bot& bot : swarm) bot = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
  return swarm;
}

TEST(NanobotsLanes, NarrowLanesSortLikeHoldsAndMeets) {
  std::mt19937_64 rng(23);
  for (int round = 0; round < 30; ++round) {
    // 1 to 200 bots: one word of flags, several, and a partial last word.
    const Swarm swarm = random_swarm(rng, 1 + round * 7, 40, 30);
    ASSERT_TRUE(BotLanes(swarm, bounding_box(swarm)).narrow());
    expect_split_matches_scalar(swarm, rng, 40);
  }
}

// Coordinates of real inputs' size: extents summing to over a billion, still 32-bit lanes.
TEST(NanobotsLanes, NarrowLanesOfRealSizeSortLikeHoldsAndMeets) {
  std::mt19937_64 rng(2018);
  for (int round = 0; round < 20; ++round) {
    const Swarm swarm = random_swarm(rng, 150, 180'000'000, 100'000'000);
    ASSERT_TRUE(BotLanes(swarm, bounding_box(swarm)).narrow());
    expect_split_matches_scalar(swarm, rng, 40);
  }
}

TEST(NanobotsLanes, WideLanesSortLikeHoldsAndMeets) {
  std::mt19937_64 rng(1223);
  for (int round = 0; round < 20; ++round) {
    const Swarm swarm = random_swarm(rng, 100, kMaxMagnitude, kMaxMagnitude);
    ASSERT_FALSE(BotLanes(swarm, bounding_box(swarm)).narrow());
    expect_split_matches_scalar(swarm, rng, 40);
  }
}

// Point bots at the search box's corners, whose farthest distance in the box is the sum of the
// extents (the largest sum the lanes ever form), and balls inside it: just below, at and just
// above the largest sum 32-bit lanes hold.
TEST(NanobotsLanes, LaneWidthSwitchesExactlyAtThe32BitLimit) {
  std::mt19937_64 rng(5);
  for (const Coord total : {kInt32Max - 1, kInt32Max, kInt32Max + 1}) {
    const Coord x = total / 3, y = total / 3, z = total - 2 * (total / 3);
    Swarm swarm;
    for (int corner = 0; corner < 8; ++corner) {
      swarm.push_back({{corner & 1 ? x : 0, corner & 2 ? y : 0, corner & 4 ? z : 0}, 0});
    }
    for (const Coord r : {Coord{0}, x / 8, x / 4, x / 2}) {
      swarm.push_back({{x / 2, y / 2, z / 2}, r});
      swarm.push_back({{x / 2, r, z - r}, r});
    }
    ASSERT_EQ(bounding_box(swarm).hi, (Point{x, y, z}));
    EXPECT_EQ(BotLanes(swarm, bounding_box(swarm)).narrow(), total <= kInt32Max) << total;
    expect_split_matches_scalar(swarm, rng, 300);
  }
}

// A far point bot widens the search box past 32-bit lanes without changing the answer of a swarm
// whose best point is covered at least twice.
TEST(NanobotsLanes, WideLanesFindTheSameAnswer) {
  std::mt19937_64 rng(99);
  int compared = 0;
  for (int trial = 0; trial < 200; ++trial) {
    Swarm swarm = random_swarm(rng, 12, 30, 25);
    const Part2Result narrow = solve_bnb(swarm);
    ASSERT_EQ(narrow.status, SearchStatus::kSolved);
    if (narrow.best.count < 2) continue;
    swarm.push_back({{Coord{1} << 40, -(Coord{1} << 38), 7}, 0});
    ASSERT_FALSE(BotLanes(swarm, bounding_box(swarm)).narrow());
    const Part2Result wide = solve_bnb(swarm);
    ASSERT_EQ(wide.status, SearchStatus::kSolved) << "trial " << trial;
    EXPECT_EQ(wide.best.count, narrow.best.count) << "trial " << trial;
    EXPECT_EQ(wide.best.distance, narrow.best.distance) << "trial " << trial;
    EXPECT_EQ(wide.best.point, narrow.best.point) << "trial " << trial;
    ++compared;
  }
  EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace puzzlelab::nanobots
