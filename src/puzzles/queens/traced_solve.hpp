// Locked-queen runs written as traces (docs/trace-format.md, "N-queens").
#pragma once

#include "puzzles/queens/locked_solve.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::queens {

// Runs solve_locked (same order, same result) and writes the run to `writer`: the header, every
// place, remove, conflict and solution, and the end line.
LockedResult solve_locked_traced(const LockedBoard& board, const LockedOptions& options,
                                 trace::TraceWriter& writer);

}  // namespace puzzlelab::queens
