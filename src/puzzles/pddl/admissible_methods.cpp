// The methods with an admissible heuristic, A* and IDA*: the cheapest plan, the heuristic (h^max,
// LM-cut or pattern databases, `--set heuristic=`) and its estimate at the initial state named in
// the note.
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_search_report.hpp"

namespace puzzlelab::pddl {
namespace {

using PlanSearch = PlanSearchOutcome (*)(const Task&, const PlanSearchOptions&);

PddlReport solve_admissible(const PddlInstance& own, const SolveOptions& options,
                            const std::string& search_name, PlanSearch search_plan) {
  const HeuristicKind heuristic = heuristic_setting(options);  // a bad name before grounding
  return with_task(own, options,
                   [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
                       const Stopwatch& clock) {
                     PlanSearchOptions search;
                     search.limits = limits;
                     search.progress = options.progress;
                     search.heuristic = heuristic;
                     PlanSearchOutcome outcome = search_plan(*task, search);
                     const std::string built =
                         outcome.heuristic_detail.empty() ? "" : ": " + outcome.heuristic_detail;
                     const std::string what = search_name + " with " + heuristic_name(heuristic) +
                                              " (admissible" + built +
                                              "; h = " + std::to_string(outcome.initial_estimate) +
                                              " at the initial state)";
                     return plan_search_report(task, std::move(outcome), clock, what,
                                               Status::kOptimal, "the cheapest plan");
                   });
}

}  // namespace

PddlReport solve_astar(const PddlInstance& own, const SolveOptions& options) {
  return solve_admissible(own, options, "A*", astar_plan);
}

PddlReport solve_ida(const PddlInstance& own, const SolveOptions& options) {
  return solve_admissible(own, options, "IDA*", ida_plan);
}

}  // namespace puzzlelab::pddl
