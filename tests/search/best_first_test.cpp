// Best-first search (A*, uniform cost, greedy) and IDA* with move costs, on grids whose cells
// cost what it takes to enter them, some nothing: checked against Dijkstra's algorithm run
// separately, with estimates that are consistent, admissible but not consistent (which makes A*
// reopen states), and none.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <queue>
#include <random>
#include <vector>

#include "search/best_first.hpp"
#include "search/ida_star.hpp"

namespace puzzlelab::search::best_first_test {
namespace {

struct Cell {
  int row = 0;
  int col = 0;
  bool operator==(const Cell&) const = default;
};

}  // namespace
}  // namespace puzzlelab::search::best_first_test

template <>
struct std::hash<puzzlelab::search::best_first_test::Cell> {
  std::size_t operator()(const puzzlelab::search::best_first_test::Cell& cell) const noexcept {
    return static_cast<std::size_t>(cell.row) * 1'000'003u + static_cast<std::size_t>(cell.col);
  }
};

namespace puzzlelab::search::best_first_test {
namespace {

constexpr Cell kSteps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
constexpr int kWall = -1;

// Each cell costs 0..3 to enter, or is a wall.
struct CostGrid {
  int rows = 0;
  int cols = 0;
  std::vector<int> cost;
  int at(Cell c) const { return cost[c.row * cols + c.col]; }
  bool open(Cell c) const {
    return c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols && at(c) != kWall;
  }
};

CostGrid random_grid(int rows, int cols, unsigned which) {
  std::mt19937 random(which);
  std::uniform_int_distribution<int> cost(-1, 3);
  CostGrid grid{rows, cols, std::vector<int>(rows * cols)};
  for (int& c : grid.cost) c = cost(random);
  grid.cost[0] = 0;
  return grid;
}

// The grid as a graph whose moves (indices into kSteps) cost 1 each.
struct GridGraph {
  using State = Cell;
  using Move = int;
  using Key = Cell;
  const CostGrid& grid;

  const Cell& key(const Cell& c) const { return c; }
  std::int64_t move_cost(int) const { return 1; }
  template <class Visit>
  void for_each_successor(const Cell& c, Visit&& visit) const {
    for (int m = 0; m < 4; ++m) {
      const Cell next{c.row + kSteps[m].row, c.col + kSteps[m].col};
      if (grid.open(next)) visit(m, next);
    }
  }
};

// The grid as a graph whose moves cost what the cell entered costs.
struct PricedGraph {
  using State = Cell;
  struct Move {
    int step = 0;
    int cost = 0;
  };
  using Key = Cell;
  const CostGrid& grid;

  const Cell& key(const Cell& c) const { return c; }
  std::int64_t move_cost(const Move& m) const { return m.cost; }
  template <class Visit>
  void for_each_successor(const Cell& c, Visit&& visit) const {
    for (int m = 0; m < 4; ++m) {
      const Cell next{c.row + kSteps[m].row, c.col + kSteps[m].col};
      if (grid.open(next)) visit(Move{m, grid.at(next)}, next);
    }
  }
};

// The cheapest cost from `from` to every cell (kDeadEnd when none), by Dijkstra's algorithm.
std::vector<Cost> reference_costs(const CostGrid& grid, Cell from) {
  std::vector<Cost> best(grid.cost.size(), kDeadEnd);
  using Entry = std::pair<Cost, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
  best[from.row * grid.cols + from.col] = 0;
  queue.emplace(0, from.row * grid.cols + from.col);
  while (!queue.empty()) {
    const auto [cost, index] = queue.top();
    queue.pop();
    if (cost != best[index]) continue;
    const Cell c{index / grid.cols, index % grid.cols};
    for (const Cell& step : kSteps) {
      const Cell next{c.row + step.row, c.col + step.col};
      if (!grid.open(next)) continue;
      const int j = next.row * grid.cols + next.col;
      if (cost + grid.at(next) < best[j]) {
        best[j] = cost + grid.at(next);
        queue.emplace(best[j], j);
      }
    }
  }
  return best;
}

// The cheapest cost from every cell to `target` (kDeadEnd when none): the reverse of a path
// from the target enters the target instead of the cell it starts from.
std::vector<Cost> costs_to(const CostGrid& grid, Cell target) {
  std::vector<Cost> back = reference_costs(grid, target);
  for (std::size_t i = 0; i < back.size(); ++i)
    if (back[i] != kDeadEnd) back[i] += grid.at(target) - grid.cost[i];
  return back;
}

Cost path_cost(const CostGrid& grid, Cell at, const std::vector<PricedGraph::Move>& path) {
  Cost total = 0;
  for (const PricedGraph::Move& move : path) {
    at = {at.row + kSteps[move.step].row, at.col + kSteps[move.step].col};
    EXPECT_TRUE(grid.open(at));
    EXPECT_EQ(move.cost, grid.at(at));
    total += grid.at(at);
  }
  return total;
}

TEST(BestFirst, CheapestPathsMatchDijkstraWithEveryEstimate) {
  int reopened = 0;
  for (unsigned which = 0; which < 12; ++which) {
    const CostGrid grid = random_grid(9, 11, which);
    const PricedGraph graph{grid};
    const Cell start{0, 0};
    // Distances to the start, for estimates towards it: the search runs from each target back.
    const std::vector<Cost> truth = reference_costs(grid, start);
    std::mt19937 random(which);
    for (int r = 0; r < grid.rows; ++r) {
      for (int c = 0; c < grid.cols; ++c) {
        const Cell target{r, c};
        if (!grid.open(target)) continue;
        const Cost expected = truth[r * grid.cols + c];
        const auto is_goal = [&](const Cell& at) { return at == target; };
        // Random estimates between 0 and the true cost: admissible, and often inconsistent.
        const std::vector<Cost> exact = costs_to(grid, target);
        std::vector<Cost> noisy(exact.size());
        for (std::size_t i = 0; i < noisy.size(); ++i)
          noisy[i] = exact[i] == kDeadEnd
                         ? kDeadEnd
                         : std::uniform_int_distribution<Cost>(0, exact[i])(random);
        const auto estimate = [&](const Cell& at) { return noisy[at.row * grid.cols + at.col]; };
        for (int kind = 0; kind < 3; ++kind) {
          BestFirstResult<PricedGraph> result =
              kind == 0   ? uniform_cost(graph, start, is_goal)
              : kind == 1 ? astar(graph, start, is_goal, estimate)
                          : greedy_best_first(graph, start, is_goal, estimate);
          if (expected == kDeadEnd) {
            EXPECT_EQ(result.status, SearchStatus::kNoSolution);
            continue;
          }
          ASSERT_EQ(result.status, SearchStatus::kSolved) << r << "," << c << " kind " << kind;
          EXPECT_EQ(path_cost(grid, start, result.path), result.cost);
          if (kind < 2) {
            EXPECT_EQ(result.cost, expected) << r << "," << c << " kind " << kind;
            EXPECT_LE(result.f_bound, expected);
          } else {
            EXPECT_GE(result.cost, expected);
          }
          if (kind == 1) reopened += result.reopened;
        }
      }
    }
  }
  EXPECT_GT(reopened, 0) << "no estimate was inconsistent enough to reopen a state";
}

// A walk on the grid for IDA*: a move is a direction (its low two bits) and the cost of the cell
// it enters (the rest).
struct PricedWalk {
  using State = Cell;
  using Move = int;
  const CostGrid& grid;
  Cell target;
  const std::vector<Cost>* estimates;  // null: 0 everywhere

  Cost estimate(const Cell& at) const {
    return estimates == nullptr ? 0 : (*estimates)[at.row * grid.cols + at.col];
  }
  bool is_goal(const Cell& at) const { return at == target; }
  const Cell& key(const Cell& at) const { return at; }          // for a transposition table
  std::int64_t move_cost(int move) const { return move >> 2; }  // the entered cell's cost
  void apply(Cell& at, int move) const {
    at.row += kSteps[move & 3].row;
    at.col += kSteps[move & 3].col;
  }
  void undo(Cell& at, int move) const {
    at.row -= kSteps[move & 3].row;
    at.col -= kSteps[move & 3].col;
  }
  // Never back where it came from; cycles of cost-0 cells would not end, so the grids below
  // have none (every cell costs at least 1 here).
  template <class Visit>
  void for_each_move(const Cell& at, const int* previous, Visit&& visit) const {
    for (int m = 0; m < 4; ++m) {
      if (previous != nullptr && (m ^ 1) == (*previous & 3)) continue;
      const Cell next{at.row + kSteps[m].row, at.col + kSteps[m].col};
      if (grid.open(next) && visit(m | (grid.at(next) << 2))) return;
    }
  }
};

// IDA* with move costs: with the exact estimate, with none and a transposition table (without
// one, the paths of a grid within the bound are far too many), with both: the same optimum, and
// the last threshold is it.
TEST(IdaStarWithCosts, CheapestPathsMatchDijkstra) {
  std::uint64_t hits = 0;
  for (unsigned which = 0; which < 6; ++which) {
    CostGrid grid = random_grid(5, 6, 100 + which);
    for (int& c : grid.cost)
      if (c == 0) c = 1;
    const Cell start{0, 0};
    const std::vector<Cost> truth = reference_costs(grid, start);
    for (int r = 0; r < grid.rows; ++r) {
      for (int c = 0; c < grid.cols; ++c) {
        const Cell target{r, c};
        const Cost expected = truth[r * grid.cols + c];
        if (!grid.open(target) || expected == kDeadEnd) continue;
        const std::vector<Cost> exact = costs_to(grid, target);
        for (int variant = 0; variant < 3; ++variant) {
          IdaStarOptions options;
          options.table_entries = variant == 0 ? 0 : 64;
          const PricedWalk walk{grid, target, variant == 1 ? nullptr : &exact};
          const auto result = ida_star(walk, start, options);
          ASSERT_EQ(result.status, SearchStatus::kSolved) << r << "," << c;
          Cost total = 0;
          for (int move : result.path) total += move >> 2;
          EXPECT_EQ(total, expected) << r << "," << c << " variant " << variant;
          EXPECT_EQ(result.thresholds.back(), expected);
          if (variant == 1) hits += result.stats.dead_hits;
        }
      }
    }
  }
  EXPECT_GT(hits, 0u);  // the table did skip states
}

TEST(BestFirst, LimitsStopTheSearch) {
  CostGrid grid{60, 60, std::vector<int>(3600, 1)};
  const GridGraph graph{grid};
  const auto never = [](const Cell&) { return false; };
  BestFirstOptions few;
  few.limits.nodes = 50;
  const auto by_nodes = uniform_cost(graph, Cell{0, 0}, never, few);
  EXPECT_EQ(by_nodes.status, SearchStatus::kStopped);
  EXPECT_EQ(by_nodes.stop, BestFirstStop::kNodes);
  EXPECT_EQ(by_nodes.stats.nodes, 50u);
  BestFirstOptions little;
  little.limits.memory_bytes = 20'000;
  const auto by_memory = uniform_cost(graph, Cell{0, 0}, never, little);
  EXPECT_EQ(by_memory.status, SearchStatus::kStopped);
  EXPECT_EQ(by_memory.stop, BestFirstStop::kMemory);
  EXPECT_LE(by_memory.memory_bytes, 20'000u);
  BestFirstOptions brief;
  brief.limits.seconds = 0;
  brief.estimates_per_clock_read = 8;
  const auto by_time = uniform_cost(graph, Cell{0, 0}, never, brief);
  EXPECT_EQ(by_time.status, SearchStatus::kStopped);
  EXPECT_EQ(by_time.stop, BestFirstStop::kTime);
  // Searched to the end: every open cell expanded, no goal among them.
  const auto all = uniform_cost(graph, Cell{0, 0}, never);
  EXPECT_EQ(all.status, SearchStatus::kNoSolution);
  EXPECT_EQ(all.states_stored, 3600u);
  EXPECT_EQ(all.stats.nodes, 3600u);
  // A dead-end estimate everywhere but the start: nothing is queued beyond it.
  const auto dead = astar(graph, Cell{0, 0}, never, [](const Cell& c) {
    return c == Cell{0, 0} ? Cost{0} : kDeadEnd;
  });
  EXPECT_EQ(dead.status, SearchStatus::kNoSolution);
  EXPECT_EQ(dead.dead_ends, 2u);
  EXPECT_EQ(dead.stats.nodes, 1u);
}

}  // namespace
}  // namespace puzzlelab::search::best_first_test
