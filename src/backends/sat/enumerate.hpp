// Every model of a formula by blocking clauses: solve, hand the model to the caller, add the
// clause the caller returns (one the model falsifies, so that the solver must find another), and
// solve again on the same incremental solver, until no model is left, a cap is reached or a
// limit stops a call. The caller's clause says what counts as one solution: over every variable
// it blocks one assignment; over the decision variables alone (the jumps of a plan, the queens
// of a board) it blocks every assignment that decodes to the same solution.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"

namespace puzzlelab::sat {

enum class EnumerationEnd {
  kExhausted,  // the last call proved that no further model exists
  kCapped,     // max_models were found; more may exist
  kStopped,    // a limit ended a call (or no time was left for one) first
};

struct Enumeration {
  EnumerationEnd end = EnumerationEnd::kExhausted;
  std::uint64_t models = 0;
  // conflicts, decisions, propagations and solve_seconds summed over the calls; variables and
  // constraints as the last call saw the formula. All 0 when no call was made.
  BackendStats stats;
};

// Returns the clause that blocks `model`; called once for every model found, in order.
using BlockModel = std::function<std::vector<Lit>(const SatResult& model)>;

// limits.seconds is for the whole enumeration, limits.conflicts for each call. No call is made
// once max_models are found, so max_models = 0 solves nothing. BackendUnavailable (from the
// solver) without CaDiCaL.
Enumeration enumerate_models(CadicalSolver& solver, std::uint64_t max_models,
                             const BackendLimits& limits, const BlockModel& block);

}  // namespace puzzlelab::sat
