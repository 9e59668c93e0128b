#include "puzzles/pddl/plan_search_report.hpp"

#include "puzzle/figures.hpp"

namespace puzzlelab::pddl {

PddlReport plan_search_report(const std::shared_ptr<const Task>& task, PlanSearchOutcome outcome,
                              const Stopwatch& clock, const std::string& what, Status solved,
                              const std::string& proof) {
  // IDA*'s transposition-table hits are its dead_hits; best-first searches have none.
  const SearchFigures figures = search_figures(outcome.stats);
  if (outcome.status == SearchStatus::kNoSolution) {
    PddlReport report = PddlReport::no_solution(outcome.note);
    report.stats = figures;
    return report;
  }
  if (outcome.status == SearchStatus::kStopped) {
    PddlReport report = stopped_report(what + ": " + outcome.note, clock.seconds());
    report.stats = figures;
    return report;
  }
  std::string note = what + ": " + proof + ", cost " + std::to_string(outcome.cost) + "; " +
                     std::to_string(outcome.stats.nodes) + " states expanded";
  if (outcome.states != 0) note += ", " + std::to_string(outcome.states) + " stored";
  if (outcome.reopened != 0) note += ", " + std::to_string(outcome.reopened) + " reopened";
  if (!outcome.note.empty()) note += "; " + outcome.note;
  PddlReport report = plan_report(task, std::move(outcome.plan), solved, std::move(note));
  report.stats = figures;
  return report;
}

HeuristicKind heuristic_setting(const SolveOptions& options) {
  return admissible_heuristic_named(puzzle_support::setting(options, "heuristic", "lmcut"));
}

}  // namespace puzzlelab::pddl
