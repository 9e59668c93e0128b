#include "backends/sat/cardinality.hpp"
#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_encoding.hpp"
#include "puzzles/pddl/sat_plan.hpp"

namespace puzzlelab::pddl {

int max_horizon_setting(const SolveOptions& options) {
  return puzzle_support::integer_param(
      "max_horizon",
      puzzle_support::setting(options, "max_horizon", std::to_string(kDefaultMaxHorizon)), 0,
      kMaxHorizonSetting);
}

PddlReport solve_sat(const PddlInstance& own, const SolveOptions& options) {
  // The settings are read before grounding: a bad one is an input error, whatever the task.
  SatPlanOptions sat;
  sat.max_horizon = max_horizon_setting(options);
  sat.at_most_one = sat::parse_at_most_one_encoding(
      puzzle_support::setting(options, "at_most_one", "sequential"));
  sat.mutexes =
      puzzle_support::yes_no_param("mutexes", puzzle_support::setting(options, "mutexes", "yes"));
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        if (const std::optional<std::string> why = unencodable(*task))
          throw InputError("--method sat: " + *why + "; a search method such as bfs plans it");
        sat.limits = limits;
        SatPlanOutcome outcome = sat_plan(*task, sat);
        PddlReport report;
        switch (outcome.end) {
          case SatPlanOutcome::End::kPlan:
            // Fewest actions: optimal when every action costs 1 (no metric), a plan otherwise.
            report = plan_report(
                task, std::move(outcome.plan), task->metric ? Status::kSolved : Status::kOptimal,
                outcome.note +
                    (task->metric ? "; the cost is not minimised (the metric asks for it)" : ""));
            break;
          case SatPlanOutcome::End::kNoPlan:
            report = PddlReport::no_solution(outcome.note);
            break;
          case SatPlanOutcome::End::kMaxHorizon:
          case SatPlanOutcome::End::kStopped:
            report = stopped_report(outcome.note, clock.seconds());
            break;
        }
        if (outcome.stats.variables > 0)
          report.backend = backend_figures(MethodFamily::kSat, outcome.stats, report.stats);
        return report;
      });
}

}  // namespace puzzlelab::pddl
