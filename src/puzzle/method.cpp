#include "puzzle/method.hpp"

#include "backends/milp/cbc_solver.hpp"
#include "backends/sat/cadical_solver.hpp"
#include "backends/smt/z3_available.hpp"

namespace puzzlelab {

std::string_view to_string(MethodFamily family) {
  switch (family) {
    case MethodFamily::kSearch:
      return "search";
    case MethodFamily::kCount:
      return "count";
    case MethodFamily::kConstruct:
      return "construct";
    case MethodFamily::kLocalSearch:
      return "local_search";
    case MethodFamily::kSat:
      return "sat";
    case MethodFamily::kSmt:
      return "smt";
    case MethodFamily::kMilp:
      return "milp";
    case MethodFamily::kNetwork:
      return "network";
  }
  return "search";
}

std::string_view to_string(SolverLibrary library) {
  switch (library) {
    case SolverLibrary::kNone:
      return "";
    case SolverLibrary::kCadical:
      return "CaDiCaL";
    case SolverLibrary::kZ3:
      return "Z3";
    case SolverLibrary::kCbc:
      return "CBC";
  }
  return "";
}

bool in_this_build(SolverLibrary library) {
  switch (library) {
    case SolverLibrary::kNone:
      return true;
    case SolverLibrary::kCadical:
      return sat::cadical_available();
    case SolverLibrary::kZ3:
      return smt::z3_available();
    case SolverLibrary::kCbc:
      return milp::cbc_available();
  }
  return true;
}

}  // namespace puzzlelab
