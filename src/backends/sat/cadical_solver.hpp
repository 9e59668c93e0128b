// CaDiCaL behind a small facade. The solver is incremental: after a satisfiable call, more
// clauses (for example a clause blocking the model just found) may be added and solve() called
// again, under assumptions if need be. When PuzzleLab is built without CaDiCaL every call throws
// BackendUnavailable.
#pragma once

#include <memory>
#include <span>

#include "backends/backend_result.hpp"
#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"

namespace puzzlelab::sat {

bool cadical_available();

class CadicalSolver {
 public:
  // Loads every clause of `cnf`.
  explicit CadicalSolver(const Cnf& cnf);
  ~CadicalSolver();
  CadicalSolver(const CadicalSolver&) = delete;
  CadicalSolver& operator=(const CadicalSolver&) = delete;

  // Honours limits.seconds and limits.conflicts (counted per call). stats are the totals of
  // this call; stats.variables/constraints describe the formula.
  SatResult solve(const BackendLimits& limits = {});
  // The same with `assumptions`, literals that hold for this call only (CaDiCaL's assume()):
  // unsatisfiable then means that no model makes them all true, and the solver stays usable
  // with other assumptions or none (planning by raising a horizon, one goal literal a horizon).
  SatResult solve(const BackendLimits& limits, std::span<const Lit> assumptions);

  // Adds a clause over existing or new variables (variables beyond the Cnf's are allowed).
  void add_clause(std::span<const Lit> literals);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One-shot convenience.
SatResult solve_with_cadical(const Cnf& cnf, const BackendLimits& limits = {});

}  // namespace puzzlelab::sat
