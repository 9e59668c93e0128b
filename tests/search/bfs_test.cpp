// Breadth-first search on a number puzzle (reach a target from 1 with +1, *2 and -3, staying in
// 0..kLimit-1), checked against distances found by plain relaxation until nothing changes.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

#include "search/bfs.hpp"

namespace puzzlelab::search {
namespace {

constexpr int kLimit = 200;
constexpr int kUnreached = -1;

enum class Step { kAddOne, kDouble, kSubtractThree };

int apply(int value, Step step) {
  switch (step) {
    case Step::kAddOne:
      return value + 1;
    case Step::kDouble:
      return value * 2;
    case Step::kSubtractThree:
      return value - 3;
  }
  return value;
}

struct NumberPuzzle {
  using State = int;
  using Move = Step;
  using Key = int;
  std::vector<Step> steps = {Step::kAddOne, Step::kDouble, Step::kSubtractThree};

  Key key(State s) const { return s; }
  template <class Visit>
  void for_each_successor(State s, Visit&& visit) const {
    for (Step step : steps) {
      const int next = apply(s, step);
      if (next >= 0 && next < kLimit) visit(step, next);
    }
  }
};

// The same puzzle, saying that its keys are 0..kLimit-1: the search keeps a bitmap.
struct IndexedNumberPuzzle : NumberPuzzle {
  std::size_t key_count() const { return kLimit; }
};
static_assert(DenseKeys<IndexedNumberPuzzle> && !DenseKeys<NumberPuzzle>);

// Distances from `start` by relaxing every edge until no distance improves.
std::vector<int> reference_distances(const NumberPuzzle& puzzle, int start) {
  std::vector<int> distance(kLimit, kUnreached);
  distance[start] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int v = 0; v < kLimit; ++v) {
      if (distance[v] == kUnreached) continue;
      puzzle.for_each_successor(v, [&](Step, int next) {
        if (distance[next] == kUnreached || distance[next] > distance[v] + 1) {
          distance[next] = distance[v] + 1;
          changed = true;
        }
      });
    }
  }
  return distance;
}

int replay(int start, const std::vector<Step>& path) {
  for (Step step : path) start = apply(start, step);
  return start;
}

TEST(SearchBfs, ShortestPathsMatchTheReference) {
  const NumberPuzzle puzzle;
  const std::vector<int> distance = reference_distances(puzzle, 1);
  for (int target = 0; target < kLimit; ++target) {
    const auto result = bfs_shortest_path(puzzle, 1, [&](int s) { return s == target; });
    ASSERT_EQ(result.status, SearchStatus::kSolved) << target;
    EXPECT_EQ(static_cast<int>(result.path.size()), distance[target]) << target;
    EXPECT_EQ(replay(1, result.path), target);
  }
}

TEST(SearchBfs, StartThatIsTheGoalNeedsNoMove) {
  const auto result = bfs_shortest_path(NumberPuzzle{}, 7, [](int s) { return s == 7; });
  EXPECT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_TRUE(result.path.empty());
}

TEST(SearchBfs, UnreachableGoalIsNoSolution) {
  NumberPuzzle grow_only;
  grow_only.steps = {Step::kAddOne, Step::kDouble};
  const auto result = bfs_shortest_path(grow_only, 5, [](int s) { return s == 3; });
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  EXPECT_EQ(result.states_stored, static_cast<std::uint64_t>(kLimit - 5));
  EXPECT_EQ(result.stats.nodes, static_cast<std::uint64_t>(kLimit - 5));
}

TEST(SearchBfs, ExhaustionReportsTheFarthestLayer) {
  const NumberPuzzle puzzle;
  const std::vector<int> distance = reference_distances(puzzle, 1);
  const int farthest = *std::max_element(distance.begin(), distance.end());
  std::vector<int> expected;
  for (int v = 0; v < kLimit; ++v)
    if (distance[v] == farthest) expected.push_back(v);

  const auto result = bfs_exhaust(puzzle, 1);
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  EXPECT_EQ(result.farthest_distance, farthest);
  std::vector<int> layer = result.farthest;
  std::sort(layer.begin(), layer.end());
  EXPECT_EQ(layer, expected);
  EXPECT_EQ(result.states_stored, static_cast<std::uint64_t>(kLimit));
}

TEST(SearchBfs, ExhaustingALoneStateGivesDistanceZero) {
  NumberPuzzle stuck;
  stuck.steps = {Step::kDouble};
  const auto result = bfs_exhaust(stuck, 0);
  EXPECT_EQ(result.farthest_distance, 0);
  EXPECT_EQ(result.farthest, std::vector<int>{0});
}

TEST(SearchBfs, LimitsStopTheSearch) {
  const NumberPuzzle puzzle;
  const auto never = [](int) { return false; };
  BfsOptions few_nodes;
  few_nodes.limits.nodes = 10;
  const auto by_nodes = bfs_shortest_path(puzzle, 1, never, few_nodes);
  EXPECT_EQ(by_nodes.status, SearchStatus::kStopped);
  EXPECT_EQ(by_nodes.stop, BfsStop::kNodes);
  EXPECT_TRUE(by_nodes.path.empty());

  BfsOptions few_states;
  few_states.max_states = 20;
  const auto by_states = bfs_shortest_path(puzzle, 1, never, few_states);
  EXPECT_EQ(by_states.status, SearchStatus::kStopped);
  EXPECT_EQ(by_states.stop, BfsStop::kStates);
  EXPECT_LE(by_states.states_stored, 20u);
}

TEST(SearchBfs, VisitSeesEveryStateOnceAtItsDistance) {
  const NumberPuzzle puzzle;
  const std::vector<int> distance = reference_distances(puzzle, 1);
  std::vector<int> seen(kLimit, kUnreached);
  int last = 0;
  const auto result = bfs_visit(puzzle, 1, [&](int s, int d) {
    EXPECT_EQ(seen[s], kUnreached) << s;
    EXPECT_GE(d, last);  // nearest first
    seen[s] = d;
    last = d;
  });
  EXPECT_EQ(seen, distance);
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
}

TEST(SearchBfs, DenseKeysSearchAsTheHashSetDoes) {
  for (int target = 0; target < kLimit; target += 7) {
    const auto is_target = [&](int s) { return s == target; };
    const auto hashed = bfs_shortest_path(NumberPuzzle{}, 1, is_target);
    const auto indexed = bfs_shortest_path(IndexedNumberPuzzle{}, 1, is_target);
    EXPECT_EQ(indexed.path, hashed.path) << target;
    EXPECT_EQ(indexed.states_stored, hashed.states_stored) << target;
    EXPECT_EQ(indexed.stats.nodes, hashed.stats.nodes) << target;
  }
  EXPECT_EQ(bfs_exhaust(IndexedNumberPuzzle{}, 1).states_stored,
            static_cast<std::uint64_t>(kLimit));
}

// Testing the goal when it is expanded expands exactly the states reached before it.
TEST(SearchBfs, GoalTestedWhenExpandedFindsTheSameDistanceLater) {
  const NumberPuzzle puzzle;
  std::vector<int> order;  // states in the order the search reaches them
  bfs_visit(puzzle, 1, [&](int s, int) { order.push_back(s); });
  BfsOptions when_expanded;
  when_expanded.goal_test = GoalTest::kWhenExpanded;
  for (std::size_t position = 0; position < order.size(); ++position) {
    const int target = order[position];
    const auto is_target = [&](int s) { return s == target; };
    const auto early = bfs_shortest_path(puzzle, 1, is_target);
    const auto late = bfs_shortest_path(puzzle, 1, is_target, when_expanded);
    ASSERT_EQ(late.status, SearchStatus::kSolved) << target;
    EXPECT_EQ(late.path.size(), early.path.size()) << target;
    EXPECT_EQ(replay(1, late.path), target);
    EXPECT_EQ(late.stats.nodes, position) << target;
    EXPECT_GE(late.states_stored, early.states_stored) << target;
  }
}

TEST(SearchBfs, DepthBoundSearchesOnlyThatFar) {
  const NumberPuzzle puzzle;
  const std::vector<int> distance = reference_distances(puzzle, 1);
  for (int bound : {0, 1, 3, 6}) {
    BfsOptions bounded;
    bounded.max_depth = bound;
    const auto within = std::count_if(distance.begin(), distance.end(),
                                      [&](int d) { return d != kUnreached && d <= bound; });
    const auto all = bfs_exhaust(puzzle, 1, bounded);
    EXPECT_EQ(all.status, SearchStatus::kNoSolution) << bound;
    EXPECT_EQ(all.states_stored, static_cast<std::uint64_t>(within)) << bound;
    EXPECT_EQ(all.farthest_distance, bound);
    for (int s : all.farthest) EXPECT_EQ(distance[s], bound) << s;
    for (int target = 0; target < kLimit; ++target) {
      const auto result = bfs_shortest_path(
          puzzle, 1, [&](int s) { return s == target; }, bounded);
      EXPECT_EQ(result.status,
                distance[target] <= bound ? SearchStatus::kSolved : SearchStatus::kNoSolution)
          << bound << " " << target;
    }
  }
}

TEST(SearchBfs, TheClockIsReadAsEachLayerBegins) {
  BfsOptions out_of_time;
  out_of_time.limits.seconds = 0;
  const auto stopped = bfs_exhaust(NumberPuzzle{}, 1, out_of_time);
  EXPECT_EQ(stopped.status, SearchStatus::kStopped);
  EXPECT_EQ(stopped.stop, BfsStop::kTime);
  EXPECT_EQ(stopped.states_stored, 1u);
  EXPECT_EQ(stopped.stats.nodes, 0u);
}

// A start with ten successors, each taking a few milliseconds to make.
struct SlowStar {
  using State = int;
  using Move = int;
  using Key = int;
  static constexpr int kLeaves = 10;
  Key key(State s) const { return s; }
  template <class Visit>
  void for_each_successor(State s, Visit&& visit) const {
    if (s != 0) return;
    for (int leaf = 1; leaf <= kLeaves; ++leaf) {
      std::this_thread::sleep_for(std::chrono::milliseconds(3));
      visit(leaf, leaf);
    }
  }
};

TEST(SearchBfs, CostlyStatesReadTheClockPerSuccessor) {
  BfsOptions brief;
  brief.limits.seconds = 0.01;
  // Read as layer 1 begins: the whole first layer is made before the search stops.
  const auto by_layer = bfs_exhaust(SlowStar{}, 0, brief);
  EXPECT_EQ(by_layer.stop, BfsStop::kTime);
  EXPECT_EQ(by_layer.states_stored, SlowStar::kLeaves + 1u);
  brief.successors_per_clock_read = 1;
  const auto by_successor = bfs_exhaust(SlowStar{}, 0, brief);
  EXPECT_EQ(by_successor.status, SearchStatus::kStopped);
  EXPECT_EQ(by_successor.stop, BfsStop::kTime);
  EXPECT_LT(by_successor.states_stored, SlowStar::kLeaves + 1u);
}

}  // namespace
}  // namespace puzzlelab::search
