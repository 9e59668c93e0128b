// What every declarative back-end (SAT, SMT, MILP) takes and reports, so that `compare` can put
// a CaDiCaL run next to a CBC run in one table.
#pragma once

#include <cstdint>
#include <limits>
#include <string>

#include "core/limits.hpp"
#include "puzzle/solver_report.hpp"

namespace puzzlelab {

// Limits a back-end honours. A negative count means "no limit".
struct BackendLimits {
  double seconds = std::numeric_limits<double>::infinity();  // wall clock
  std::int64_t conflicts = -1;                               // SAT/SMT conflicts
  std::int64_t nodes = -1;                                   // MILP branch-and-bound nodes
};

// The back-end limits a search limit stands for: the same seconds, and a node limit as both the
// conflict limit (SAT, SMT) and the branch-and-bound node limit (MILP).
BackendLimits backend_limits(const SearchLimits& limits);

enum class BackendStatus {
  kSatisfiable,    // a model / feasible point was found (for MILP see MilpResult::optimal)
  kUnsatisfiable,  // proved: no model exists
  kUnknown,        // a limit stopped the solver first
};

std::string to_string(BackendStatus status);

}  // namespace puzzlelab
