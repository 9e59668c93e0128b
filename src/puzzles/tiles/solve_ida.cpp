#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzles/tiles/ida_problem.hpp"
#include "puzzles/tiles/solve.hpp"
#include "puzzles/tiles/trace_events.hpp"
#include "search/ida_star.hpp"

namespace puzzlelab::tiles {
namespace {

std::string thresholds_text(const std::vector<int>& thresholds) {
  std::string text;
  for (int threshold : thresholds) text += (text.empty() ? "" : ", ") + std::to_string(threshold);
  return text;
}

}  // namespace

Outcome solve_ida(const Board& start, const Board& goal, const SolveOptions& options) {
  const SlidingProblem problem(goal);
  search::IdaStarOptions ida;
  ida.limits = options.limits;
  search::IdaStarResult<SlidingProblem> result;
  if (options.trace != nullptr) {
    // The same search, each slide, undo and new bound written as it runs.
    SlideTracer tracer(start, *options.trace);
    tracer.header("ida", goal);
    result = search::ida_star(problem, problem.state_of(start), ida, IdaSlideTracer{&tracer});
  } else {
    result = search::ida_star(problem, problem.state_of(start), ida);
  }

  Outcome outcome;
  outcome.stats = search_figures(result.stats);
  outcome.stats.dead_hits.reset();  // IDA* keeps no table
  outcome.stats.table_entries.reset();
  const std::string iterations = std::to_string(result.thresholds.size()) + " iteration" +
                                 (result.thresholds.size() == 1 ? "" : "s") + ", thresholds " +
                                 thresholds_text(result.thresholds);
  if (result.status == SearchStatus::kSolved) {
    outcome.status = Status::kOptimal;
    outcome.moves = result.path;
    outcome.note = "IDA*: " + iterations;
  } else if (result.status == SearchStatus::kStopped) {
    outcome.status = Status::kStopped;
    outcome.note = std::string("stopped: ") +
                   (result.stats.nodes >= options.limits.nodes ? "node" : "time") +
                   " limit reached in IDA* (" + iterations + ")";
  } else {
    internal_error("tiles ida: the search ended without reaching a reachable goal");
  }
  if (options.trace != nullptr)
    options.trace->end(to_string(outcome.status), {{"nodes", result.stats.nodes}});
  return outcome;
}

}  // namespace puzzlelab::tiles
