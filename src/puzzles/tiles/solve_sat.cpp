#include <algorithm>

#include "backends/sat/cadical_solver.hpp"
#include "core/limits.hpp"
#include "puzzle/figures.hpp"
#include "puzzles/tiles/encode_sat.hpp"
#include "puzzles/tiles/lower_bound.hpp"
#include "puzzles/tiles/solve.hpp"

namespace puzzlelab::tiles {

int auto_horizon_cap(int size) {
  switch (size) {
    case 2:
      return 6;
    case 3:
      return 31;
    case 4:
      return 80;
    default:
      return 120;
  }
}

Outcome solve_sat(const Board& start, const Board& goal, std::optional<int> cap,
                  const SolveOptions& options) {
  if (!sat::cadical_available()) throw BackendUnavailable("CaDiCaL");
  const Stopwatch clock;
  const int last = cap.value_or(auto_horizon_cap(start.size));
  // Every move changes the Manhattan distance by one, so a plan's length has the bound's parity;
  // horizons below the bound or of the other parity have no plan.
  const int first = LowerBound(goal).estimate(start);

  Outcome outcome;
  BackendStats total;
  std::string refuted;
  int calls = 0;
  for (int horizon = first; horizon <= last; horizon += 2) {
    BackendLimits limits;
    limits.seconds = std::max(0.0, options.limits.seconds - clock.seconds());
    if (options.limits.nodes != SearchLimits{}.nodes)
      limits.conflicts = static_cast<std::int64_t>(
          options.limits.nodes > total.conflicts ? options.limits.nodes - total.conflicts : 0);
    const Stopwatch building;
    const PlanEncoding plan(start, goal, horizon);
    total.build_seconds += building.seconds();
    const sat::SatResult result = sat::solve_with_cadical(plan.cnf(), limits);
    ++calls;
    total.variables = result.stats.variables;
    total.constraints = result.stats.constraints;
    total.conflicts += result.stats.conflicts;
    total.decisions += result.stats.decisions;
    total.propagations += result.stats.propagations;
    total.build_seconds += result.stats.build_seconds;
    total.solve_seconds += result.stats.solve_seconds;
    const std::string bound_note =
        "horizons below " + std::to_string(first) +
        " ruled out by the Manhattan and linear-conflict bound, those of the other parity by the "
        "parity of that bound";
    if (result.status == BackendStatus::kSatisfiable) {
      outcome.status = Status::kOptimal;
      outcome.moves = plan.decode(result);
      outcome.note = "CaDiCaL found a plan at horizon " + std::to_string(horizon) + "; " +
                     bound_note +
                     (refuted.empty() ? "" : "; horizons " + refuted + " proved unsatisfiable");
      break;
    }
    if (result.status == BackendStatus::kUnknown) {
      outcome.status = Status::kStopped;
      outcome.note = "stopped: a limit was reached at horizon " + std::to_string(horizon);
      break;
    }
    refuted += (refuted.empty() ? "" : ", ") + std::to_string(horizon);
    if (horizon + 2 > last) {
      // A given horizon answers "is there a plan of at most T moves?"; the automatic cap is a
      // diameter (then this cannot happen for a start that passed the parity check) or, on 5x5,
      // only a cap.
      outcome.status = cap ? Status::kNoSolution : Status::kStopped;
      outcome.note = "no plan of at most " + std::to_string(last) + " moves (" +
                     (cap ? "the horizon given" : "the horizon cap") + "); horizons " + refuted +
                     " proved unsatisfiable, " + bound_note;
    }
  }
  if (first > last) {
    outcome.status = cap ? Status::kNoSolution : Status::kStopped;
    outcome.note = "no plan of at most " + std::to_string(last) + " moves: the lower bound is " +
                   std::to_string(first);
  }
  if (calls > 0) outcome.backend = backend_figures(MethodFamily::kSat, total, outcome.stats);
  return outcome;
}

}  // namespace puzzlelab::tiles
