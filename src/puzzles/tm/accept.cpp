#include "puzzles/tm/accept.hpp"

#include "backends/sat/cadical_solver.hpp"
#include "core/limits.hpp"

namespace puzzlelab::turing {

Computation until_acceptance(const Machine& machine, const Computation& computation) {
  const int k = computation.accepted_at(machine);
  if (k < 0) return computation;
  Computation cut;
  cut.configurations.assign(computation.configurations.begin(),
                            computation.configurations.begin() + k + 1);
  cut.transitions.assign(computation.transitions.begin(), computation.transitions.begin() + k);
  return cut;
}

SatAcceptResult accept_with_sat(const Machine& machine, const std::vector<int>& input, int steps,
                                sat::AtMostOneEncoding encoding, const BackendLimits& limits,
                                const std::function<void(const sat::Cnf&)>& on_built) {
  Stopwatch build_clock;
  const TuringEncoding encoding_(machine, input, steps, encoding);
  const double build_seconds = build_clock.seconds();
  if (on_built) on_built(encoding_.cnf());

  SatAcceptResult result;
  result.size = encoding_.size();
  // The time limit covers building the formula too.
  BackendLimits remaining = limits;
  remaining.seconds -= build_clock.seconds();
  if (remaining.seconds <= 0) {
    result.stats.build_seconds = build_seconds;
    result.status = RunStatus::kStopped;
    return result;
  }
  const sat::SatResult answer = sat::solve_with_cadical(encoding_.cnf(), remaining);
  result.stats = answer.stats;
  result.stats.build_seconds += build_seconds;
  switch (answer.status) {
    case BackendStatus::kUnknown:
      result.status = RunStatus::kStopped;
      return result;
    case BackendStatus::kUnsatisfiable:
      result.status = RunStatus::kRejected;
      return result;
    case BackendStatus::kSatisfiable:
      break;
  }
  const Computation full = encoding_.decode(answer);
  const std::string problem = check_computation(machine, input, steps, full);
  if (!problem.empty()) {
    internal_error("the SAT model of " + machine.source + " is not a computation: " + problem);
  }
  result.status = RunStatus::kAccepted;
  result.computation = until_acceptance(machine, full);
  return result;
}

}  // namespace puzzlelab::turing
