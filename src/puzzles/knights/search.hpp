// The tour searches.
//
// Two searches share one iterative depth-first engine (no recursion, so 1000 x 1000 boards are
// fine):
//  - warnsdorff: candidates ordered by Warnsdorff's rule (fewest onward moves first), ties broken
//    by the larger distance from the centre (Arnd Roth's rule), then by the fixed move order; a
//    branch is cut as soon as an unvisited neighbour of the knight has no other way in (it could
//    only be the last square), and for closed tours as soon as the start has no unvisited
//    neighbour left to come home from. Backtracks when the heuristic walks into a dead end.
//    Closed tours are searched from a square next to the centre, where the rule closes reliably
//    (from a corner it fails from 16x16 up), and the cycle is then rotated to the start.
//  - backtrack: the fixed move order and no cuts: plain exhaustive backtracking, to compare nodes.
// Decided without search, by colouring: no closed tour on odd boards; on odd boards no open tour
// from a square of the minority colour (x + y odd).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/knights/board.hpp"

namespace puzzlelab::trace {
class TraceWriter;
}

namespace puzzlelab::knights {

enum class TourMethod { kWarnsdorff, kBacktrack };
enum class TourOutcome { kFound, kNone, kStopped };
std::string to_string(TourOutcome outcome);

struct TourResult {
  TourOutcome outcome = TourOutcome::kStopped;
  std::vector<int> path;    // square indices in visiting order, when found
  std::uint64_t nodes = 0;  // knight moves tried
  double seconds = 0;
  std::string reason;  // why there is no tour, when it is known without search
};

// size must be in 1..kMaxSize (InputError otherwise); the result is verified before return.
TourResult find_tour(int size, Square start, bool closed, TourMethod method,
                     const SearchLimits& limits = {});

// find_tour, the same search in the same order, written to `writer` as it runs
// (docs/trace-format.md, "Knight's tours"): the header, every move tried and taken back, the
// solution, and the end line with the nodes. A closed Warnsdorff tour is traced as it is searched,
// from the square next to the centre, before its rotation to the start.
TourResult find_tour_traced(int size, Square start, bool closed, TourMethod method,
                            const SearchLimits& limits, trace::TraceWriter& writer);

// The number of open tours starting at `start` (directed paths), by exhaustive backtracking.
// std::nullopt when a limit stops the count.
std::optional<std::uint64_t> count_tours(int size, Square start, bool closed,
                                         const SearchLimits& limits = {});

}  // namespace puzzlelab::knights
