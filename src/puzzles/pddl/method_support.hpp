// What every method of the pddl puzzle does around its search: ground the task under the run's
// limits (once per instance), search under what is left, and report a limit reached on the way
// as `stopped`, saying where.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/work_budget.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/pddl_answer.hpp"
#include "puzzles/pddl/pddl_instance.hpp"

namespace puzzlelab::pddl {

// Plans longer than this are not drawn step by step in the report's drawing (the plan is).
inline constexpr std::size_t kMaxDrawnPlan = 10'000;

std::string seconds_text(double seconds);

// The time left of `limits` after `clock`'s seconds (grounding came first).
SearchLimits remaining(const SearchLimits& limits, const Stopwatch& clock);

PddlReport stopped_report(std::string note, double seconds);

// The figures of a breadth-first search, which prunes nothing.
SearchFigures bfs_figures(const SearchStats& stats);

// A breadth-first search a limit stopped: how far it got, and its figures.
PddlReport stopped_search(const BfsOutcome& outcome, const Stopwatch& clock);

// A report of `plan` with `status`, its summary, note, drawing and answer.
PddlReport plan_report(const std::shared_ptr<const Task>& task, std::vector<std::uint32_t> plan,
                       Status status, std::string note);

// The ground task for a method, or the report that says why there is none within the limits.
// run(task, limits left, clock) searches.
template <class Run>
PddlReport with_task(const PddlInstance& own, const SolveOptions& options, Run&& run) {
  const Stopwatch clock;
  std::shared_ptr<const Task> task;
  try {
    task = own.task(options.limits);
  } catch (const LimitReached& reached) {
    return stopped_report(reached.what(), clock.seconds());
  }
  try {
    return run(task, remaining(options.limits, clock), clock);
  } catch (const LimitReached& reached) {
    return stopped_report(reached.what(), clock.seconds());
  }
}

}  // namespace puzzlelab::pddl
