#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_search_report.hpp"

namespace puzzlelab::pddl {

PddlReport solve_ucs(const PddlInstance& own, const SolveOptions& options) {
  return with_task(own, options,
                   [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
                       const Stopwatch& clock) {
                     PlanSearchOptions search;
                     search.limits = limits;
                     search.progress = options.progress;
                     return plan_search_report(task, ucs_plan(*task, search), clock,
                                               "uniform-cost search", Status::kOptimal,
                                               "the cheapest plan");
                   });
}

}  // namespace puzzlelab::pddl
