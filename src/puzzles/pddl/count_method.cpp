#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"

namespace puzzlelab::pddl {

PddlReport solve_count(const PddlInstance& own, const SolveOptions& options) {
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        search::BfsOptions bfs;
        bfs.limits = limits;
        const BfsOutcome outcome = count_states(*task, bfs);
        if (outcome.status == SearchStatus::kStopped) return stopped_search(outcome, clock);
        PddlReport report;
        report.stats = bfs_figures(outcome.stats);
        report.status = Status::kSolved;
        report.summary = std::to_string(outcome.states) + " states";
        report.note =
            "every state reachable from the initial one, counted by breadth-first search "
            "(no goal-relevance pruning); the farthest are " +
            std::to_string(outcome.farthest_distance) + " actions away";
        if (outcome.states == 0) report.note = outcome.note;  // the initial state is forbidden
        report.answer = PddlAnswer{
            PddlAnswer::Kind::kCount, task, {}, outcome.states, outcome.farthest_distance};
        return report;
      });
}

}  // namespace puzzlelab::pddl
