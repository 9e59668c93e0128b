// The relaxed explorations' queue against std::priority_queue: random runs in Dijkstra's order
// (each push at least the cost last popped), small costs and ones past the buckets, the same
// costs popped in the same order; and cleared half way, nothing of before comes back.
#include "puzzles/pddl/monotone_queue.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <queue>
#include <random>
#include <utility>
#include <vector>

namespace puzzlelab::pddl {
namespace {

using Queue = MonotoneQueue<std::int64_t, std::uint32_t>;

TEST(PddlMonotoneQueue, PopsTheCostsAPriorityQueuePops) {
  std::mt19937_64 random(11);
  Queue queue;
  for (int run = 0; run < 200; ++run) {
    std::priority_queue<std::int64_t, std::vector<std::int64_t>, std::greater<>> reference;
    const std::int64_t spread = run % 2 == 0 ? 4 : 3 * Queue::kBuckets;
    std::int64_t last = 0;
    for (int step = 0; step < 2000; ++step) {
      if (reference.empty() || random() % 3 != 0) {
        const std::int64_t cost = last + static_cast<std::int64_t>(random() % spread);
        queue.push(cost, static_cast<std::uint32_t>(step));
        reference.push(cost);
      } else {
        ASSERT_FALSE(queue.empty());
        const auto [cost, item] = queue.pop();
        ASSERT_EQ(cost, reference.top()) << "run " << run << ", step " << step;
        reference.pop();
        last = cost;
      }
      ASSERT_EQ(queue.empty(), reference.empty());
    }
    if (run % 3 == 0) {
      queue.clear();
      EXPECT_TRUE(queue.empty());
      continue;
    }
    while (!reference.empty()) {
      ASSERT_EQ(queue.pop().first, reference.top());
      reference.pop();
    }
    EXPECT_TRUE(queue.empty());
    queue.clear();
  }
}

TEST(PddlMonotoneQueue, KeepsEachItemWithItsCost) {
  Queue queue;
  queue.push(5, 50);
  queue.push(Queue::kBuckets + 7, 70);
  queue.push(0, 1);
  queue.push(5, 51);
  EXPECT_EQ(queue.pop(), std::make_pair(std::int64_t{0}, 1u));
  EXPECT_EQ(queue.pop(), std::make_pair(std::int64_t{5}, 51u));  // equal costs: the latest first
  EXPECT_EQ(queue.pop(), std::make_pair(std::int64_t{5}, 50u));
  EXPECT_EQ(queue.pop(), std::make_pair(Queue::kBuckets + 7, 70u));
  EXPECT_TRUE(queue.empty());
}

}  // namespace
}  // namespace puzzlelab::pddl
