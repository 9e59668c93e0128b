// IDA* on a grid with walls (moves to the four neighbours, Manhattan distance as the estimate),
// checked against distances found by plain relaxation until nothing changes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "search/ida_star.hpp"

namespace puzzlelab::search {
namespace {

constexpr int kNoDistance = -1;

struct Cell {
  int row = 0;
  int col = 0;
  bool operator==(const Cell&) const = default;
};

struct Grid {
  int rows = 0;
  int cols = 0;
  std::vector<std::string> lines;  // '#' a wall, '.' open
  bool open(int r, int c) const {
    return r >= 0 && r < rows && c >= 0 && c < cols && lines[r][c] == '.';
  }
};

Grid random_grid(int rows, int cols, double wall_share, unsigned which) {
  std::mt19937 random(which);
  std::bernoulli_distribution wall(wall_share);
  Grid grid{rows, cols, {}};
  for (int r = 0; r < rows; ++r) {
    std::string line;
    for (int c = 0; c < cols; ++c) line += wall(random) ? '#' : '.';
    grid.lines.push_back(line);
  }
  grid.lines[0][0] = '.';
  return grid;
}

constexpr Cell kSteps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

struct GridWalk {
  using State = Cell;
  using Move = int;  // an index into kSteps
  const Grid& grid;
  Cell target;

  int estimate(const Cell& at) const {
    return std::abs(at.row - target.row) + std::abs(at.col - target.col);
  }
  bool is_goal(const Cell& at) const { return at == target; }
  void apply(Cell& at, int move) const {
    at.row += kSteps[move].row;
    at.col += kSteps[move].col;
  }
  void undo(Cell& at, int move) const {
    at.row -= kSteps[move].row;
    at.col -= kSteps[move].col;
  }
  template <class Visit>
  void for_each_move(const Cell& at, const int* previous, Visit&& visit) const {
    for (int move = 0; move < 4; ++move) {
      if (previous != nullptr && (move ^ 1) == *previous) continue;  // straight back
      if (grid.open(at.row + kSteps[move].row, at.col + kSteps[move].col) && visit(move)) return;
    }
  }
};

std::vector<std::vector<int>> reference_distances(const Grid& grid, Cell from) {
  std::vector<std::vector<int>> distance(grid.rows, std::vector<int>(grid.cols, kNoDistance));
  distance[from.row][from.col] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < grid.rows; ++r)
      for (int c = 0; c < grid.cols; ++c) {
        if (distance[r][c] == kNoDistance) continue;
        for (const Cell& step : kSteps) {
          const int nr = r + step.row, nc = c + step.col;
          if (!grid.open(nr, nc)) continue;
          int& there = distance[nr][nc];
          if (there == kNoDistance || there > distance[r][c] + 1) {
            there = distance[r][c] + 1;
            changed = true;
          }
        }
      }
  }
  return distance;
}

Cell replay(const GridWalk& walk, Cell at, const std::vector<int>& path) {
  for (int move : path) {
    walk.apply(at, move);
    EXPECT_TRUE(walk.grid.open(at.row, at.col));
  }
  return at;
}

TEST(SearchIdaStar, ShortestPathsMatchTheReference) {
  for (unsigned which = 1; which <= 3; ++which) {
    const Grid grid = random_grid(7, 8, 0.25, which);
    const auto distance = reference_distances(grid, {0, 0});
    for (int r = 0; r < grid.rows; ++r)
      for (int c = 0; c < grid.cols; ++c) {
        if (distance[r][c] == kNoDistance) continue;
        const GridWalk walk{grid, {r, c}};
        const auto result = ida_star(walk, Cell{0, 0});
        ASSERT_EQ(result.status, SearchStatus::kSolved) << which << " " << r << "," << c;
        EXPECT_EQ(static_cast<int>(result.path.size()), distance[r][c]);
        EXPECT_EQ(replay(walk, {0, 0}, result.path), (Cell{r, c}));
        // Thresholds start at the estimate and rise to the answer.
        EXPECT_EQ(result.thresholds.front(), r + c);
        EXPECT_EQ(result.thresholds.back(), distance[r][c]);
        EXPECT_TRUE(std::is_sorted(result.thresholds.begin(), result.thresholds.end()));
      }
  }
}

TEST(SearchIdaStar, NoPathWithinTheCostCapIsNoSolution) {
  // The start's 2x2 room has a cycle, so without the cap the tree would never end.
  const Grid grid{4, 4, {"..#.", "..#.", "###.", "...."}};
  const GridWalk walk{grid, {3, 3}};
  IdaStarOptions capped;
  capped.max_cost = 9;
  const auto result = ida_star(walk, Cell{0, 0}, capped);
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  EXPECT_TRUE(result.path.empty());
}

TEST(SearchIdaStar, ACellWithNoWayOutIsSearchedToTheEnd) {
  const Grid grid{2, 2, {".#", "#."}};
  const auto result = ida_star(GridWalk{grid, {1, 1}}, Cell{0, 0});
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);
  EXPECT_EQ(result.stats.nodes, 1u);
}

// An open 12x12 grid whose target is walled off: without a cost cap the tree never ends.
Grid walled_off_corner() {
  Grid grid = random_grid(12, 12, 0.0, 1);
  grid.lines[10][11] = grid.lines[11][10] = '#';
  return grid;
}

TEST(SearchIdaStar, NodeLimitStopsTheSearch) {
  const Grid grid = walled_off_corner();
  IdaStarOptions few;
  few.limits.nodes = 50;
  const auto result = ida_star(GridWalk{grid, {11, 11}}, Cell{0, 0}, few);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
  EXPECT_TRUE(result.path.empty());
  EXPECT_EQ(result.stats.nodes, 50u);
}

TEST(SearchIdaStar, TimeLimitStopsTheSearch) {
  const Grid grid = walled_off_corner();
  IdaStarOptions brief;
  brief.limits.seconds = 0.2;
  const auto result = ida_star(GridWalk{grid, {11, 11}}, Cell{0, 0}, brief);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
  EXPECT_LT(result.stats.seconds, 5.0);
}

}  // namespace
}  // namespace puzzlelab::search
