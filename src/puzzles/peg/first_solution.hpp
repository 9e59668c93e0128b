// The first solution in the board's fixed move order ("konami": holes in reading order, then up,
// down, left, right), found by ordered DFS with a table of dead positions. It is exactly the
// solution plain recursive backtracking in the same order finds (see search/ordered_dfs.hpp).
#pragma once

#include <cstddef>

#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

class PegTracer;

// Caps the dead table (8 or 16 bytes an entry): a full table stays correct, only slower.
inline constexpr std::size_t kDefaultDeadTableEntries = std::size_t{1} << 25;

// `progress`, when given, receives a line every few thousand nodes (see core/progress.hpp).
PegSolveResult solve_first(const Game& game, const SearchLimits& limits = {},
                           Progress* progress = nullptr);
// The same search, every step told to `tracer` (trace_events.hpp); same order, same result.
PegSolveResult solve_first_traced(const Game& game, const SearchLimits& limits, PegTracer& tracer,
                                  Progress* progress = nullptr);

}  // namespace puzzlelab::peg
