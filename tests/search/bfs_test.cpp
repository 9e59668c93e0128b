// Breadth-first search on a number puzzle (reach a target from 1 with +1, *2 and -3, staying in
// 0..kLimit-1), checked against distances found by plain relaxation until nothing changes.
#include <gtest/gtest.h>

#include <algorithm>
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

}  // namespace
}  // namespace puzzlelab::search
