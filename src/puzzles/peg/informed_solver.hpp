// A first solution found by informed search: the same ordered DFS with a dead table as the
// konami solver, told where to look and when to give up.
//
//   - Backward from the goal, "unjumps" build the positions within k jumps of it, level by level,
//     up to a size budget. They are stored up to the game's symmetries; a position with at most
//     goal + k pegs wins exactly when it is in its level, so the last k jumps cost nothing and
//     everything else at those peg counts is cut.
//   - Forward, jumps are tried best first by a heuristic (pegs gather on the holes the start and
//     the goal use: the jump that removes the pegs farthest from their centre and lands nearest
//     comes first; holes off that ground come last), and a position is cut when a pagoda
//     function (pagoda.hpp) proves the goal out of its reach. Dead positions are remembered by a
//     canonical form under the game's symmetries.
//   - Position classes rule out impossible games before any search.
// Every cut is a proof, so an exhausted search proves that there is no solution, and every
// solution is replayed through the rules before it is returned. See docs/peg-informed-search.md.
#pragma once

#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/first_solution.hpp"

namespace puzzlelab::peg {

// Positions the backward search may store, all levels together (8 or 16 bytes each plus the
// table's slack). When the next level would not fit, the search stops one level short.
inline constexpr std::size_t kDefaultBackwardPositions = std::size_t{1} << 15;

struct InformedOptions {
  std::size_t backward_positions = kDefaultBackwardPositions;
  bool use_pagodas = true;
  std::size_t dead_table_entries = kDefaultDeadTableEntries;
};

// method = "informed". kStopped when a limit is reached first; kNoSolution only when the whole
// space has been searched (or a position-class argument rules the game out, given in `proof`).
// `progress`, when given, receives a line every few thousand nodes of the forward search.
PegSolveResult solve_informed(const Game& game, const SearchLimits& limits = {},
                              Progress* progress = nullptr);
PegSolveResult solve_informed(const Game& game, const SearchLimits& limits,
                              const InformedOptions& options, Progress* progress = nullptr);
// The same search, every step of the forward DFS told to `tracer` (trace_events.hpp); same order,
// same result. The backward levels are built before it and are not traced.
PegSolveResult solve_informed_traced(const Game& game, const SearchLimits& limits,
                                     const InformedOptions& options, PegTracer& tracer,
                                     Progress* progress = nullptr);

}  // namespace puzzlelab::peg
