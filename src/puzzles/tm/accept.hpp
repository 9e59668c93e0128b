// Deciding "does the machine accept w within T steps?" with a SAT solver: build A(w), solve it
// with CaDiCaL, decode the model and replay it through check_computation. A model that fails the
// check is a bug in the encoding (internal_error), never an answer.
#pragma once

#include <functional>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "puzzles/tm/encode_sat.hpp"
#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab::turing {

struct SatAcceptResult {
  RunStatus status = RunStatus::kStopped;
  Computation computation;  // when accepted: C_0 .. C_k, cut at the first accepting step
  FormulaSize size;         // measured on the formula built
  BackendStats stats;       // the solver's, plus build_seconds for the encoding
};

// Throws InputError for a formula above the size limit and BackendUnavailable without CaDiCaL.
// `on_built`, when set, sees the formula before it is solved (to write it as DIMACS).
// limits.seconds counts from the start of the build: a build that uses it all stops the run.
SatAcceptResult accept_with_sat(const Machine& machine, const std::vector<int>& input, int steps,
                                sat::AtMostOneEncoding encoding = sat::AtMostOneEncoding::kPairwise,
                                const BackendLimits& limits = {},
                                const std::function<void(const sat::Cnf&)>& on_built = nullptr);

// C_0 .. C_k where k is the first accepting step (the steps after it only repeat C_k).
Computation until_acceptance(const Machine& machine, const Computation& computation);

}  // namespace puzzlelab::turing
