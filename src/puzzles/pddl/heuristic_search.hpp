// The cost-aware searches of a ground task, over the generic engines: uniform-cost search and A*
// (search/best_first.hpp), greedy best-first search with h^FF, and IDA* (search/ida_star.hpp),
// with the heuristics of heuristic.hpp; and lazy greedy search with preferred operators, a search
// of its own (lazy_greedy_plan.cpp). Each first asks whether the goal can be reached at all
// ignoring deletes (relaxed_task.hpp: no_plan_reason), and answers at once when it cannot.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/task.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::pddl {

struct PlanSearchOptions {
  SearchLimits limits;  // nodes = states expanded
  Progress* progress = nullptr;
  HeuristicKind heuristic = HeuristicKind::kLmCut;  // of astar and ida
};

struct PlanSearchOutcome {
  // kSolved: `plan` reaches the goal (the cheapest, but for greedy); kNoSolution: the goal is
  // out of reach (`note` says why); kStopped: a limit came first (`note` says which).
  SearchStatus status = SearchStatus::kNoSolution;
  std::vector<std::uint32_t> plan;  // indices into task.actions
  Cost cost = 0;
  Cost initial_estimate = 0;     // h of the initial state (0 for uniform-cost search)
  std::string heuristic_detail;  // what the heuristic was built from (Heuristic::detail)
  // A* and uniform cost: the largest f expanded, a lower bound on the cheapest plan's cost;
  // IDA*: the last threshold.
  Cost bound = 0;
  std::uint64_t states = 0;      // stored (best-first searches)
  std::uint64_t reopened = 0;    // A*: states expanded again after a cheaper path was found
  std::vector<Cost> thresholds;  // IDA*: the f bound of each iteration
  SearchStats stats;             // nodes = states expanded
  std::string note;              // why it stopped, or why there is no plan
};

// kNoSolution, its note saying why, when the goal is out of reach before any search
// (relaxed_task.hpp: no_plan_reason); nothing when a plan may exist.
std::optional<PlanSearchOutcome> no_plan_before_search(const Task& task);

// The cheapest plan, by uniform-cost search (Dijkstra's algorithm; zero-cost actions included).
PlanSearchOutcome ucs_plan(const Task& task, const PlanSearchOptions& options = {});
// The cheapest plan, by A* with options.heuristic (admissible: h^max, LM-cut or pattern
// databases).
PlanSearchOutcome astar_plan(const Task& task, const PlanSearchOptions& options = {});
// A plan, by greedy best-first search with h^FF: no promise about its cost.
PlanSearchOutcome greedy_plan(const Task& task, const PlanSearchOptions& options = {});
// A plan, by lazy greedy best-first search with h^FF and its preferred operators, two open lists
// taken from in turn (lazy_greedy_plan.cpp): the first plans of Fast Downward and LAMA; no
// promise about its cost. `note` says how many states expanded came from the preferred list.
PlanSearchOutcome lazy_greedy_plan(const Task& task, const PlanSearchOptions& options = {});
// The cheapest plan, by IDA* with options.heuristic (admissible), never returning to a state on
// its own path (ida_plan.cpp).
PlanSearchOutcome ida_plan(const Task& task, const PlanSearchOptions& options = {});

}  // namespace puzzlelab::pddl
