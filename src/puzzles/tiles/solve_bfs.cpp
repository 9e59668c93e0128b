#include <algorithm>

#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzles/tiles/bfs_graph.hpp"
#include "puzzles/tiles/solve.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::tiles {
namespace {

template <class Result>
std::string stop_note(const Result& result, const SearchLimits& limits) {
  switch (result.stop) {
    case search::BfsStop::kNodes:
      return "stopped: node limit reached";
    case search::BfsStop::kMemory:
    case search::BfsStop::kStates:
      return search::bfs_memory_note(result, limits, "boards");
    case search::BfsStop::kTime:
    case search::BfsStop::kNone:
      break;
  }
  return "stopped: time limit reached";
}

}  // namespace

Outcome solve_bfs(const Board& start, const Board& goal, const SolveOptions& options) {
  if (start.size > kMaxBfsSize) {
    throw InputError("--method: bfs stores every board it reaches, which fits for boards up to " +
                     std::to_string(kMaxBfsSize) + "x" + std::to_string(kMaxBfsSize) +
                     " (181,440 boards); a " + std::to_string(start.size) + "x" +
                     std::to_string(start.size) + " board has far more: use ida");
  }
  search::BfsOptions bfs;
  bfs.limits = options.limits;
  const auto result = search::bfs_shortest_path(
      BoardGraph{}, start, [&](const Board& board) { return board == goal; }, bfs);

  Outcome outcome;
  outcome.stats = search_figures(result.stats);
  outcome.stats.pruned.reset();  // breadth-first search cuts nothing
  outcome.stats.dead_hits.reset();
  if (result.status == SearchStatus::kSolved) {
    outcome.status = Status::kOptimal;
    outcome.moves = result.path;
    outcome.note = "breadth-first search: shortest, reached at depth " +
                   std::to_string(result.path.size()) + " after " +
                   std::to_string(result.states_stored) + " boards";
  } else if (result.status == SearchStatus::kStopped) {
    outcome.status = Status::kStopped;
    outcome.note =
        stop_note(result, options.limits) + " at depth " + std::to_string(result.farthest_distance);
  } else {
    // The parity check runs first, so this means the rules and the parity argument disagree.
    internal_error("tiles bfs: every reachable board searched, goal not found");
  }
  return outcome;
}

}  // namespace puzzlelab::tiles
