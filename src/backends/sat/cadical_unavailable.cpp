// Stands in for cadical_solver.cpp when PuzzleLab is built with PUZZLELAB_WITH_CADICAL=OFF, so
// that everything linking the SAT layer still builds and fails only when a solve is requested.
#include "backends/sat/cadical_solver.hpp"

namespace puzzlelab::sat {

bool cadical_available() {
  return false;
}

// Never created: every constructor throws, so impl_ stays empty.
struct CadicalSolver::Impl {};

CadicalSolver::CadicalSolver(const Cnf& /*cnf*/) {
  throw BackendUnavailable("CaDiCaL");
}

CadicalSolver::~CadicalSolver() = default;

SatResult CadicalSolver::solve(const BackendLimits& /*limits*/) {
  throw BackendUnavailable("CaDiCaL");
}

SatResult CadicalSolver::solve(const BackendLimits& /*limits*/,
                               std::span<const Lit> /*assumptions*/) {
  throw BackendUnavailable("CaDiCaL");
}

void CadicalSolver::add_clause(std::span<const Lit> /*literals*/) {
  throw BackendUnavailable("CaDiCaL");
}

SatResult solve_with_cadical(const Cnf& /*cnf*/, const BackendLimits& /*limits*/) {
  throw BackendUnavailable("CaDiCaL");
}

}  // namespace puzzlelab::sat
