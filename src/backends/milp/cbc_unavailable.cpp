// Stands in for cbc_solver.cpp when PuzzleLab is built with PUZZLELAB_WITH_CBC=OFF.
#include "backends/backend_result.hpp"
#include "backends/milp/cbc_solver.hpp"

namespace puzzlelab::milp {

bool cbc_available() {
  return false;
}

MilpResult solve_with_cbc(const Model&, const BackendLimits&) {
  throw BackendUnavailable("COIN-OR CBC");
}

}  // namespace puzzlelab::milp
