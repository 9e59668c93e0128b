// The methods of the sliding-tile puzzle. Each one takes a start the parity argument has already
// shown to reach the goal (parity.hpp), and returns the moves of the blank with the figures it
// really has; the caller replays the moves through the rules.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"
#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

struct Outcome {
  Status status = Status::kStopped;
  std::vector<Direction> moves;  // the blank's moves, when there is an answer
  SearchFigures stats;
  std::optional<BackendFigures> backend;
  std::string note;
};

// The largest board breadth-first search takes: 3x3 has 181,440 reachable boards, 4x4 more
// than ten trillion.
constexpr int kMaxBfsSize = 3;

// Breadth-first search from the start (InputError above 3x3). Optimal.
Outcome solve_bfs(const Board& start, const Board& goal, const SolveOptions& options);

// IDA* with Manhattan distance plus linear conflicts. Optimal. With options.trace it writes its
// search there as it runs (trace_events.hpp): the header, the events and the end line.
Outcome solve_ida(const Board& start, const Board& goal, const SolveOptions& options);

// Planning as SAT: horizons from the lower bound up to `cap` (the given horizon, or
// auto_horizon_cap), in steps of two. Optimal when every shorter horizon was refuted.
Outcome solve_sat(const Board& start, const Board& goal, std::optional<int> cap,
                  const SolveOptions& options);

// The horizon the SAT method goes up to without one given: the diameter of the puzzle where it is
// known (6 for 2x2, 31 for 3x3, 80 for 4x4), so the search is complete; 120 moves for 5x5.
int auto_horizon_cap(int size);

}  // namespace puzzlelab::tiles
