#include "backends/sat/enumerate.hpp"

#include "core/limits.hpp"

namespace puzzlelab::sat {

Enumeration enumerate_models(CadicalSolver& solver, std::uint64_t max_models,
                             const BackendLimits& limits, const BlockModel& block) {
  const Stopwatch clock;
  Enumeration result;
  while (true) {
    if (result.models >= max_models) {
      result.end = EnumerationEnd::kCapped;
      break;
    }
    BackendLimits call = limits;
    call.seconds = limits.seconds - clock.seconds();
    if (call.seconds <= 0) {
      result.end = EnumerationEnd::kStopped;
      break;
    }
    const SatResult answer = solver.solve(call);
    result.stats.variables = answer.stats.variables;
    result.stats.constraints = answer.stats.constraints;
    result.stats.conflicts += answer.stats.conflicts;
    result.stats.decisions += answer.stats.decisions;
    result.stats.propagations += answer.stats.propagations;
    result.stats.solve_seconds += answer.stats.solve_seconds;
    if (answer.status == BackendStatus::kUnsatisfiable) {
      result.end = EnumerationEnd::kExhausted;
      break;
    }
    if (answer.status == BackendStatus::kUnknown) {
      result.end = EnumerationEnd::kStopped;
      break;
    }
    ++result.models;
    const std::vector<Lit> blocking = block(answer);
    solver.add_clause(blocking);
  }
  return result;
}

}  // namespace puzzlelab::sat
