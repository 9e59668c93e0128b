// Peg solitaire runs written as traces (docs/trace-format.md, "Peg solitaire").
#pragma once

#include <string>

#include "core/progress.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "puzzles/peg/solve_result.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::peg {

// Solves `game` by `method` exactly as solve_with_method does (same search order, same result)
// and writes the run to `writer`: the header, then for dfs every move, undo and dead position,
// for the declarative methods the moves of the answer, and the end line.
PegSolveResult solve_traced(const Game& game, SolveMethod method, const SolveMethodOptions& options,
                            trace::TraceWriter& writer, Progress* progress = nullptr);

// solve_traced when `writer` is given, else solve_with_method: what `peg solve` and the puzzle
// interface run for a method.
PegSolveResult solve_game(const Game& game, SolveMethod method, const SolveMethodOptions& options,
                          trace::TraceWriter* writer, Progress* progress = nullptr);

}  // namespace puzzlelab::peg
