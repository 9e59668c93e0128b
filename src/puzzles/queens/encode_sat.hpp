// The Queen's Challenge as CNF: variable 1 + row * N + col is true when a queen stands on
// (col, row). Exactly one queen per row and per column, at most one per diagonal, and a unit
// clause for each lock. locked_solve.cpp solves it with CaDiCaL and enumerates completions by
// blocking clauses.
#pragma once

#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "puzzles/queens/locked_board.hpp"

namespace puzzlelab::queens {

inline sat::Lit square_variable(int n, int row, int col) {
  return 1 + row * n + col;
}

sat::Cnf encode_locked_sat(const LockedBoard& board,
                           sat::AtMostOneEncoding encoding = sat::AtMostOneEncoding::kAuto);

}  // namespace puzzlelab::queens
