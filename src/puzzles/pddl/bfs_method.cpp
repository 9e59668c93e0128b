#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"

namespace puzzlelab::pddl {

PddlReport solve_bfs(const PddlInstance& own, const SolveOptions& options) {
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        search::BfsOptions bfs;
        bfs.limits = limits;
        BfsOutcome outcome = bfs_plan(*task, bfs);
        if (outcome.status == SearchStatus::kNoSolution) {
          PddlReport report = PddlReport::no_solution(outcome.note);
          report.stats = bfs_figures(outcome.stats);
          return report;
        }
        if (outcome.status == SearchStatus::kStopped) return stopped_search(outcome, clock);
        // Fewest actions: optimal when every action costs 1 (no metric), a plan otherwise.
        std::string note =
            "breadth-first search: fewest actions, reached at depth " +
            std::to_string(outcome.plan.size()) + " after " + std::to_string(outcome.states) +
            " states" +
            (task->metric ? "; the cost is not minimised (the metric asks for it)" : "");
        PddlReport report =
            plan_report(task, std::move(outcome.plan),
                        task->metric ? Status::kSolved : Status::kOptimal, std::move(note));
        report.stats = bfs_figures(outcome.stats);
        return report;
      });
}

}  // namespace puzzlelab::pddl
