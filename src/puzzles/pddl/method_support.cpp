#include "puzzles/pddl/method_support.hpp"

#include <algorithm>
#include <cstdio>

#include "puzzle/figures.hpp"

namespace puzzlelab::pddl {

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", seconds);
  return text;
}

SearchLimits remaining(const SearchLimits& limits, const Stopwatch& clock) {
  SearchLimits left = limits;
  left.seconds = std::max(0.0, limits.seconds - clock.seconds());
  return left;
}

PddlReport stopped_report(std::string note, double seconds) {
  PddlReport report;
  report.status = Status::kStopped;
  report.summary = "stopped after " + seconds_text(seconds) + " s";
  report.note = std::move(note);
  return report;
}

SearchFigures bfs_figures(const SearchStats& stats) {
  SearchFigures figures = search_figures(stats);
  figures.pruned.reset();  // breadth-first search cuts nothing
  figures.dead_hits.reset();
  return figures;
}

PddlReport stopped_search(const BfsOutcome& outcome, const Stopwatch& clock) {
  PddlReport report =
      stopped_report(outcome.note + " after " + std::to_string(outcome.states) +
                         " states, at depth " + std::to_string(outcome.farthest_distance),
                     clock.seconds());
  report.stats = bfs_figures(outcome.stats);
  return report;
}

PddlReport plan_report(const std::shared_ptr<const Task>& task, std::vector<std::uint32_t> plan,
                       Status status, std::string note) {
  PddlReport report;
  report.status = status;
  report.summary = plan_summary(*task, plan);
  report.note = std::move(note);
  if (plan.size() <= kMaxDrawnPlan) report.drawing = draw_plan(*task, plan);
  report.answer = PddlAnswer{PddlAnswer::Kind::kPlan, task, std::move(plan), 0, 0};
  return report;
}

}  // namespace puzzlelab::pddl
