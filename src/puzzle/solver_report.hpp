// What a solver library's run gives a report: the work it did (BackendStats, which the report
// turns into BackendFigures) and its absence (BackendUnavailable, which a report shows as
// `unavailable`). Report types, so that the CLI, the registry and the report code need not know
// the solver libraries: only the puzzles' encoders and src/backends do.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace puzzlelab {

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
