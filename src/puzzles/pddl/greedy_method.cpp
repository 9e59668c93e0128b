#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_search_report.hpp"

namespace puzzlelab::pddl {

PddlReport solve_greedy(const PddlInstance& own, const SolveOptions& options) {
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        PlanSearchOptions search;
        search.limits = limits;
        search.progress = options.progress;
        PlanSearchOutcome outcome = greedy_plan(*task, search);
        const std::string what =
            "greedy best-first search with h^FF (h = " + std::to_string(outcome.initial_estimate) +
            " at the initial state)";
        // h^FF can overestimate, and greedy search ignores the cost so far: no proof.
        return plan_search_report(task, std::move(outcome), clock, what, Status::kSolved,
                                  "a plan, not proved optimal (h^FF is not admissible)");
      });
}

}  // namespace puzzlelab::pddl
