// The tile methods against each other and against known figures: the 8-puzzle's farthest
// boards, the reachable half of every board, IDA* against breadth-first search, and the SAT plan
// against both.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <random>
#include <unordered_set>

#include "backends/sat/cadical_solver.hpp"
#include "puzzles/tiles/bfs_graph.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tiles/encode_sat.hpp"
#include "puzzles/tiles/lower_bound.hpp"
#include "puzzles/tiles/parity.hpp"
#include "puzzles/tiles/scramble.hpp"
#include "puzzles/tiles/solve.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::tiles {
namespace {

// The diameter of the 8-puzzle and the number of boards that far from the goal (A. Reinefeld,
// "Complete solution of the eight-puzzle and the benefit of node ordering in IDA*", IJCAI 1993).
constexpr int kEightPuzzleDiameter = 31;
constexpr std::size_t kEightPuzzleFarthestBoards = 2;
constexpr std::uint64_t kEightPuzzleReachable = 181440;  // 9!/2

int bfs_length(const Board& start, const Board& goal) {
  const auto result =
      search::bfs_shortest_path(BoardGraph{}, start, [&](const Board& b) { return b == goal; });
  EXPECT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(replay(start, result.path), goal);
  return static_cast<int>(result.path.size());
}

int ida_length(const Board& start, const Board& goal) {
  const Outcome outcome = solve_ida(start, goal, {});
  EXPECT_EQ(outcome.status, Status::kOptimal);
  EXPECT_EQ(replay(start, outcome.moves), goal);
  return static_cast<int>(outcome.moves.size());
}

TEST(TilesSearch, EightPuzzleFarthestBoardsAre31MovesAwayAndThereAreTwo) {
  const Board goal = blank_last_goal(3);
  const auto result = search::bfs_exhaust(BoardGraph{}, goal);
  EXPECT_EQ(result.status, SearchStatus::kNoSolution);  // searched to the end
  EXPECT_EQ(result.states_stored, kEightPuzzleReachable);
  EXPECT_EQ(result.farthest_distance, kEightPuzzleDiameter);
  ASSERT_EQ(result.farthest.size(), kEightPuzzleFarthestBoards);
  std::vector<std::string> farthest;
  for (const Board& board : result.farthest) farthest.push_back(canonical_tiles(board));
  std::sort(farthest.begin(), farthest.end());
  EXPECT_EQ(farthest, (std::vector<std::string>{"6,4,7,8,5,0,3,2,1", "8,6,7,2,5,4,3,0,1"}));
}

// Every board of the size, in lexicographic order of its tiles.
template <class Visit>
void for_every_board(int size, Visit&& visit) {
  std::vector<int> tiles(size * size);
  std::iota(tiles.begin(), tiles.end(), 0);
  do visit(make_board(size, tiles));
  while (std::next_permutation(tiles.begin(), tiles.end()));
}

TEST(TilesSearch, TwoByTwoEveryBoardChecked) {
  const Board goal = blank_last_goal(2);
  const auto all = search::bfs_exhaust(BoardGraph{}, goal);
  EXPECT_EQ(all.states_stored, 12u);  // 4!/2
  EXPECT_EQ(all.farthest_distance, 6);
  const BoardGraph graph;
  int solvable = 0;
  for_every_board(2, [&](const Board& start) {
    const auto reach =
        search::bfs_shortest_path(graph, start, [&](const Board& b) { return b == goal; });
    const bool reached = reach.status == SearchStatus::kSolved;
    EXPECT_EQ(reached, solvability(start, goal).solvable) << canonical_tiles(start);
    if (!reached) {
      EXPECT_EQ(reach.states_stored, 12u);  // the other half, searched to the end
      return;
    }
    ++solvable;
    EXPECT_EQ(ida_length(start, goal), static_cast<int>(reach.path.size()));
    EXPECT_LE(LowerBound(goal).estimate(start), static_cast<int>(reach.path.size()));
  });
  EXPECT_EQ(solvable, 12);
}

TEST(TilesSearch, ParityAgreesWithTheReachableHalfOfTheEightPuzzle) {
  const Board goal = blank_last_goal(3);
  const BoardGraph graph;
  std::unordered_set<std::uint64_t> reachable;
  const auto every = search::bfs_exhaust(graph, goal);
  ASSERT_EQ(every.states_stored, kEightPuzzleReachable);
  // bfs_exhaust keeps only the last layer, so collect the component again by a plain walk.
  std::vector<Board> frontier = {goal};
  reachable.insert(graph.key(goal));
  while (!frontier.empty()) {
    const Board at = frontier.back();
    frontier.pop_back();
    graph.for_each_successor(at, [&](Direction, const Board& next) {
      if (reachable.insert(graph.key(next)).second) frontier.push_back(next);
    });
  }
  ASSERT_EQ(reachable.size(), kEightPuzzleReachable);
  std::size_t agree = 0;
  for_every_board(3, [&](const Board& start) {
    if (reachable.contains(graph.key(start)) == solvability(start, goal).solvable) ++agree;
  });
  EXPECT_EQ(agree, 362880u);  // every one of the 9! boards
}

TEST(TilesSearch, IdaStarMatchesBreadthFirstSearchOnRandomEightPuzzles) {
  std::mt19937_64 random(31);
  const Board goal = blank_last_goal(3);
  const LowerBound bound(goal);
  for (int round = 0; round < 30; ++round) {
    const Board start = random_solvable(goal, random);
    const int shortest = bfs_length(start, goal);
    EXPECT_EQ(ida_length(start, goal), shortest) << canonical_tiles(start);
    EXPECT_LE(bound.estimate(start), shortest);
    EXPECT_EQ(bound.estimate(start) % 2, shortest % 2);
  }
  // Any goal, not only the blank-last one.
  const Board other = parse_tiles("0,1,2,3,4,5,6,7,8", 3, "goal");
  for (int round = 0; round < 10; ++round) {
    const Board start = random_walk(other, 25, random);
    EXPECT_EQ(ida_length(start, other), bfs_length(start, other));
  }
}

TEST(TilesSearch, FifteenPuzzleIdaStarAgainstRandomWalksAndBreadthFirstSearch) {
  std::mt19937_64 random(15);
  const Board goal = blank_last_goal(4);
  for (int walk : {8, 12, 16, 18}) {
    const Board start = random_walk(goal, walk, random);
    const int length = ida_length(start, goal);
    EXPECT_LE(length, walk);
    EXPECT_EQ(length % 2, walk % 2);
    EXPECT_EQ(length, bfs_length(start, goal)) << canonical_tiles(start);
  }
  for (int walk : {40, 60}) {
    const Board start = random_walk(goal, walk, random);
    const int length = ida_length(start, goal);
    EXPECT_LE(length, walk);
    EXPECT_EQ(length % 2, walk % 2);
  }
}

// Plain iterative deepening, no estimate: the length of a shortest plan of at most `most` moves.
bool reaches_within(Board& board, const Board& goal, int depth, std::optional<Direction> last) {
  if (board == goal) return true;
  if (depth == 0) return false;
  for (Direction direction : legal_moves(board)) {
    if (last && direction == opposite(*last)) continue;
    const Board before = board;
    board = apply(board, direction);
    const bool found = reaches_within(board, goal, depth - 1, direction);
    board = before;
    if (found) return true;
  }
  return false;
}

int deepening_length(const Board& start, const Board& goal, int most) {
  for (int depth = 0; depth <= most; ++depth) {
    Board board = start;
    if (reaches_within(board, goal, depth, std::nullopt)) return depth;
  }
  return -1;
}

TEST(TilesSearch, TwentyFourPuzzleShortWalks) {
  std::mt19937_64 random(24);
  const Board goal = blank_last_goal(5);
  for (int walk : {10, 14}) {
    const Board start = random_walk(goal, walk, random);
    const int length = ida_length(start, goal);
    EXPECT_LE(length, walk);
    EXPECT_EQ(length, deepening_length(start, goal, walk)) << canonical_tiles(start);
  }
}

TEST(TilesSearch, LimitsStopEveryMethod) {
  const Board goal = blank_last_goal(4);
  // A 15-puzzle board whose shortest plan takes IDA* far longer than the limit.
  const Board hard = parse_tiles("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1", 4, "start");
  SolveOptions brief;
  brief.limits.seconds = 0.3;
  const Outcome ida = solve_ida(hard, goal, brief);
  EXPECT_EQ(ida.status, Status::kStopped);
  EXPECT_LT(*ida.stats.solve_seconds, 3.0);
  SolveOptions few;
  few.limits.nodes = 100;
  EXPECT_EQ(solve_ida(hard, goal, few).status, Status::kStopped);
  const Board eight = parse_tiles("8 6 7 2 5 4 3 0 1", 3, "start");
  EXPECT_EQ(solve_bfs(eight, blank_last_goal(3), few).status, Status::kStopped);
  SolveOptions little_memory;
  little_memory.limits.memory_bytes = 100000;
  const Outcome bfs = solve_bfs(eight, blank_last_goal(3), little_memory);
  EXPECT_EQ(bfs.status, Status::kStopped);
  EXPECT_NE(bfs.note.find("memory"), std::string::npos);
}

TEST(TilesSat, PlansMatchBreadthFirstSearchOnShortStarts) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  std::mt19937_64 random(9);
  const Board goal = blank_last_goal(3);
  for (int walk : {0, 1, 4, 7, 10, 12, 12}) {
    const Board start = random_walk(goal, walk, random);
    const Outcome plan = solve_sat(start, goal, std::nullopt, {});
    ASSERT_EQ(plan.status, Status::kOptimal) << canonical_tiles(start);
    EXPECT_EQ(replay(start, plan.moves), goal);
    const int shortest = bfs_length(start, goal);
    EXPECT_EQ(static_cast<int>(plan.moves.size()), shortest);
    EXPECT_EQ(ida_length(start, goal), shortest);
    ASSERT_TRUE(plan.backend.has_value());
    EXPECT_GT(*plan.backend->clauses, 0u);
  }
  const Board two = random_walk(blank_last_goal(2), 5, random);
  const Outcome small = solve_sat(two, blank_last_goal(2), std::nullopt, {});
  EXPECT_EQ(static_cast<int>(small.moves.size()), bfs_length(two, blank_last_goal(2)));
}

TEST(TilesSat, HorizonsAroundTheShortestPlan) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  std::mt19937_64 random(6);
  const Board goal = blank_last_goal(3);
  const Board start = random_walk(goal, 10, random);
  const int shortest = bfs_length(start, goal);
  ASSERT_GE(shortest, 4);
  const auto status_at = [&](int horizon) {
    return sat::solve_with_cadical(PlanEncoding(start, goal, horizon).cnf()).status;
  };
  EXPECT_EQ(status_at(shortest - 2), BackendStatus::kUnsatisfiable);
  EXPECT_EQ(status_at(shortest), BackendStatus::kSatisfiable);
  EXPECT_EQ(status_at(shortest + 1), BackendStatus::kUnsatisfiable);  // parity
  EXPECT_EQ(solve_sat(start, goal, shortest - 1, {}).status, Status::kNoSolution);
  EXPECT_EQ(solve_sat(start, goal, shortest, {}).moves.size(), static_cast<std::size_t>(shortest));
}

}  // namespace
}  // namespace puzzlelab::tiles
