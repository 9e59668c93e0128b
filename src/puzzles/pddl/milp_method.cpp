#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/milp_plan.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_encoding.hpp"
#include "puzzles/pddl/sat_plan.hpp"

namespace puzzlelab::pddl {
namespace {

std::string actions_text(std::int64_t count) {
  return std::to_string(count) + (count == 1 ? " action" : " actions");
}

// Why the cheapest plan of at most `horizon` actions, of cost `cost`, is the cheapest of all, or
// empty when that is not proved. Costs are never negative, so a cheapest plan visits no state
// twice (plan_length_bound); and a plan longer than the horizon costs at least horizon + 1 times
// the cheapest action's cost.
std::string cheapest_of_all(const Task& task, int horizon, std::int64_t cost) {
  if (task.actions.empty()) return "the task has no actions";
  const std::int64_t bound = plan_length_bound(task);
  if (bound >= 0 && horizon >= bound) {
    return "the horizon reaches 2^" + std::to_string(task.atoms.size()) +
           " - 1 = " + std::to_string(bound) + " actions, as long as a cheapest plan need be";
  }
  std::int64_t cheapest = std::numeric_limits<std::int64_t>::max();
  for (const GroundAction& action : task.actions) cheapest = std::min(cheapest, action.cost);
  if (static_cast<__int128>(cheapest) * (horizon + 1) < cost) return "";
  return "a longer plan costs at least " + std::to_string(horizon + 1) + " x " +
         std::to_string(cheapest) + " (the cheapest action), no less than " + std::to_string(cost);
}

}  // namespace

PddlReport solve_milp(const PddlInstance& own, const SolveOptions& options) {
  // The settings are read before grounding: a bad one is an input error, whatever the task.
  const std::string horizon_text = puzzle_support::setting(options, "horizon", "auto");
  std::optional<int> given;
  if (horizon_text != "auto")
    given = puzzle_support::integer_param("horizon", horizon_text, 0, kMaxHorizonSetting);
  const int max_horizon = max_horizon_setting(options);
  const bool mutexes =
      puzzle_support::yes_no_param("mutexes", puzzle_support::setting(options, "mutexes", "yes"));
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        if (const std::optional<std::string> why = unencodable(*task))
          throw InputError("--method milp: " + *why + "; a search method such as bfs plans it");
        const Stopwatch phase;  // `limits` is what grounding left, as of now
        const auto left = [&] {
          SearchLimits rest = limits;
          rest.seconds = std::max(0.0, limits.seconds - phase.seconds());
          return backend_limits(rest);
        };
        const std::int64_t bound = plan_length_bound(*task);
        int horizon = 0;
        std::string why;
        double search_seconds = 0;
        MilpPlanOutcome run;
        if (given) {
          horizon = *given;
          why = "the horizon given";
          run = milp_plan(*task, horizon, /*fewest=*/false, mutexes, left());
        } else if (sat::cadical_available()) {
          SatPlanOptions sat;
          sat.max_horizon = max_horizon;
          sat.mutexes = mutexes;
          sat.limits = limits;
          const SatPlanOutcome found = sat_plan(*task, sat);
          search_seconds = found.stats.build_seconds + found.stats.solve_seconds;
          switch (found.end) {
            case SatPlanOutcome::End::kPlan:
              break;
            case SatPlanOutcome::End::kNoPlan:
              return PddlReport::no_solution(found.note + " (CaDiCaL, finding the horizon)");
            case SatPlanOutcome::End::kMaxHorizon:
            case SatPlanOutcome::End::kStopped:
              return stopped_report("finding the horizon by CaDiCaL: " + found.note,
                                    clock.seconds());
          }
          horizon = found.horizon;
          why = "the fewest actions of any plan, found by CaDiCaL in " +
                seconds_text(search_seconds) + " s";
          run = milp_plan(*task, horizon, /*fewest=*/true, mutexes, left());
        } else {
          // No CaDiCaL in this build: CBC itself at T = 0, 1, 2, ... until a plan fits.
          if (const std::optional<std::string> none = no_plan_before_solving(*task))
            return PddlReport::no_solution("no plan: " + *none);
          const int last =
              bound >= 0 && bound <= max_horizon ? static_cast<int>(bound) : max_horizon;
          for (horizon = 0;; ++horizon) {
            // Every shorter horizon was infeasible: each step of a plan has its action.
            run = milp_plan(*task, horizon, /*fewest=*/true, mutexes, left());
            if (run.status != BackendStatus::kUnsatisfiable || horizon >= last) break;
            search_seconds += run.stats.build_seconds + run.stats.solve_seconds;
          }
          why = "CBC tried the horizons from 0 up in turn";
        }
        const std::string among = "plans of at most " + actions_text(horizon) + " (" + why + ")";
        PddlReport report;
        switch (run.status) {
          case BackendStatus::kSatisfiable: {
            const std::int64_t cost = plan_cost(*task, run.plan);
            if (std::llround(run.objective) != cost) {
              internal_error("pddl milp: CBC's objective " + std::to_string(run.objective) +
                             " is not the plan's cost " + std::to_string(cost));
            }
            Status status = Status::kSolved;
            std::string note;
            if (run.optimal) {
              note = "CBC proved cost " + std::to_string(cost) + " the optimal cost among " + among;
              const std::string overall = cheapest_of_all(*task, horizon, cost);
              if (!overall.empty()) {
                status = Status::kOptimal;
                note += "; the cheapest of all plans: " + overall;
              } else {
                note += "; a longer plan may be cheaper (raise the horizon setting to look)";
              }
            } else {
              note = "CBC stopped by a limit with this plan of cost " + std::to_string(cost) +
                     " among " + among + ", not proved the cheapest (lower bound " +
                     std::to_string(run.best_bound) + ")";
            }
            report = plan_report(task, std::move(run.plan), status, std::move(note));
            break;
          }
          case BackendStatus::kUnsatisfiable: {
            const std::string note =
                "CBC proved that no plan has at most " + actions_text(horizon) + " (" + why + ")";
            if (bound >= 0 && horizon >= bound) {
              report = PddlReport::no_solution(note + ", and a plan would have at most 2^" +
                                               std::to_string(task->atoms.size()) +
                                               " - 1 = " + std::to_string(bound));
            } else {
              report = stopped_report(note + "; a longer plan may exist", clock.seconds());
              report.summary = "no plan of at most " + actions_text(horizon);
            }
            break;
          }
          case BackendStatus::kUnknown:
            report = stopped_report("CBC stopped by a limit before finding a plan among " + among,
                                    clock.seconds());
            break;
        }
        // The time spent finding the horizon counts as building the model.
        run.stats.build_seconds += search_seconds;
        report.backend = backend_figures(MethodFamily::kMilp, run.stats, report.stats);
        return report;
      });
}

}  // namespace puzzlelab::pddl
