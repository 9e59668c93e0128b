// A MILP solver's answer.
#pragma once

#include <vector>

#include "backends/backend_result.hpp"

namespace puzzlelab::milp {

struct MilpResult {
  // kSatisfiable: a feasible point is in `values` (optimal tells whether it is proved optimal);
  // kUnsatisfiable: proved infeasible; kUnknown: a limit stopped the solver with no point.
  BackendStatus status = BackendStatus::kUnknown;
  bool optimal = false;
  std::vector<double> values;  // one per model variable
  double objective = 0;        // of `values`, including the offset
  double best_bound = 0;       // the solver's proved bound on the optimum
  BackendStats stats;
};

}  // namespace puzzlelab::milp
