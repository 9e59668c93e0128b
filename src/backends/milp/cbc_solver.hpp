// COIN-OR CBC (with CLP for the relaxations) behind one call. Without CBC in the build every
// call throws BackendUnavailable.
#pragma once

#include "backends/backend_result.hpp"
#include "backends/milp/milp_model.hpp"
#include "backends/milp/milp_result.hpp"

namespace puzzlelab::milp {

bool cbc_available();

// Honours limits.seconds and limits.nodes. Silent: CBC's log is not printed.
MilpResult solve_with_cbc(const Model& model, const BackendLimits& limits = {});

}  // namespace puzzlelab::milp
