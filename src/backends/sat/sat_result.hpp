// A SAT solver's answer: the status, and when satisfiable the value of every variable.
#pragma once

#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cnf.hpp"

namespace puzzlelab::sat {

struct SatResult {
  BackendStatus status = BackendStatus::kUnknown;
  std::vector<bool> model;  // model[v] for v = 1..variable_count; index 0 unused
  BackendStats stats;

  // The value of a literal in the model (requires status == kSatisfiable).
  bool value(Lit literal) const {
    const bool v = model[literal > 0 ? literal : -literal];
    return literal > 0 ? v : !v;
  }
};

}  // namespace puzzlelab::sat
