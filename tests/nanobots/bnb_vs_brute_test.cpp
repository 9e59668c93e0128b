// Property tests: the branch and bound against the brute-force reference on random small swarms,
// and the box bounds against direct enumeration of the box's points.
#include <gtest/gtest.h>

#include <random>

#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/brute_solver.hpp"

namespace puzzlelab::nanobots {
namespace {

Swarm random_swarm(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> bots(1, 12), coord(-20, 20), radius(0, 15);
  Swarm swarm(bots(rng));
  for (Bot& bot : swarm) bot = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
  return swarm;
}

TEST(NanobotsProperty, BnbEqualsBruteOnRandomSmallSwarms) {
  std::mt19937_64 rng(20181223);
  for (int trial = 0; trial < 1200; ++trial) {
    const Swarm swarm = random_swarm(rng);
    const Part2Result brute = solve_brute(swarm);
    const Part2Result bnb = solve_bnb(swarm);
    ASSERT_EQ(brute.status, SearchStatus::kSolved);
    ASSERT_EQ(bnb.status, SearchStatus::kSolved) << "trial " << trial;
    EXPECT_EQ(bnb.best.count, brute.best.count) << "trial " << trial;
    EXPECT_EQ(bnb.best.distance, brute.best.distance) << "trial " << trial;
    EXPECT_EQ(bnb.best.point, brute.best.point) << "trial " << trial;
  }
}

// Clustered swarms make many ties in count and distance, the case the tie order must get right.
TEST(NanobotsProperty, BnbEqualsBruteOnTiedSwarms) {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> bots(2, 10), coord(-3, 3), radius(0, 4);
  for (int trial = 0; trial < 500; ++trial) {
    Swarm swarm(bots(rng));
    for (Bot& bot : swarm) bot = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
    const Part2Result brute = solve_brute(swarm);
    const Part2Result bnb = solve_bnb(swarm);
    EXPECT_EQ(bnb.best.count, brute.best.count) << "trial " << trial;
    EXPECT_EQ(bnb.best.distance, brute.best.distance) << "trial " << trial;
    EXPECT_EQ(bnb.best.point, brute.best.point) << "trial " << trial;
  }
}

TEST(NanobotsProperty, BoxBoundsAreExact) {
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<int> coord(-8, 8), side(0, 4), radius(0, 12);
  for (int trial = 0; trial < 2000; ++trial) {
    const Bot bot{{coord(rng), coord(rng), coord(rng)}, radius(rng)};
    Box box;
    box.lo = {coord(rng), coord(rng), coord(rng)};
    box.hi = {box.lo.x + side(rng), box.lo.y + side(rng), box.lo.z + side(rng)};
    Coord nearest = -1, farthest = 0;
    bool any = false, all = true;
    for (Coord x = box.lo.x; x <= box.hi.x; ++x)
      for (Coord y = box.lo.y; y <= box.hi.y; ++y)
        for (Coord z = box.lo.z; z <= box.hi.z; ++z) {
          const Coord d = manhattan(bot.pos, {x, y, z});
          nearest = nearest < 0 ? d : std::min(nearest, d);
          farthest = std::max(farthest, d);
          any = any || d <= bot.r;
          all = all && d <= bot.r;
        }
    ASSERT_EQ(distance_to(bot.pos, box), nearest);
    ASSERT_EQ(farthest_from(bot.pos, box), farthest);
    ASSERT_EQ(meets(bot, box), any);
    ASSERT_EQ(holds(bot, box), all);
    ASSERT_EQ(manhattan(nearest_in(box, bot.pos), bot.pos), nearest);
  }
}

TEST(NanobotsProperty, ExtremeMagnitudesDoNotOverflow) {
  const Coord m = kMaxMagnitude;
  const Swarm swarm = {{{m, m, m}, m}, {{-m, -m, -m}, m}, {{m, -m, m}, m}, {{0, 0, 0}, m}};
  const Part2Result result = solve_bnb(swarm);
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(count_covering(swarm, result.best.point), result.best.count);
  // Only the first and third balls meet, in the single point (m, 0, m).
  EXPECT_EQ(result.best.count, 2);
  EXPECT_EQ(result.best.point, (Point{m, 0, m}));
  EXPECT_EQ(result.best.distance, 2 * m);
}

}  // namespace
}  // namespace puzzlelab::nanobots
