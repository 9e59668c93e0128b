// What every declarative back-end (SAT, SMT, MILP) takes and reports, so that `compare` can put
// a CaDiCaL run next to a CBC run in one table.
#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/limits.hpp"

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

// Work done, in each solver's own units; fields a solver does not report stay 0.
struct BackendStats {
  std::uint64_t variables = 0;
  std::uint64_t constraints = 0;  // clauses, assertions or rows
  std::uint64_t conflicts = 0;
  std::uint64_t decisions = 0;
  std::uint64_t propagations = 0;
  std::uint64_t nodes = 0;       // MILP branch-and-bound nodes
  std::uint64_t iterations = 0;  // LP simplex iterations
  double build_seconds = 0;      // building the model and handing it to the solver
  double solve_seconds = 0;
};

// Thrown when PuzzleLab was built without the library a method needs (PUZZLELAB_WITH_*=OFF).
// The CLI reports it as a one-line error with exit status 2.
class BackendUnavailable : public std::runtime_error {
 public:
  explicit BackendUnavailable(const std::string& library)
      : std::runtime_error("this PuzzleLab was built without " + library) {}
  // Built with it, but it cannot be opened now (backend_library.hpp): `reason` says why.
  BackendUnavailable(const std::string& library, const std::string& reason)
      : std::runtime_error(library + " is not available: " + reason) {}
};

}  // namespace puzzlelab
