#include <algorithm>
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_neighbourhood.hpp"
#include "puzzles/pddl/plan_search_report.hpp"

namespace puzzlelab::pddl {
namespace {

enum class Improvement { kNeighbourhood, kNone };
enum class GreedySearch { kLazy, kEager };

// `--set search=`: lazy (the default: deferred evaluation, preferred operators) or eager.
GreedySearch search_setting(const SolveOptions& options) {
  const std::string key = puzzle_support::setting(options, "search", "lazy");
  if (key == "lazy") return GreedySearch::kLazy;
  if (key == "eager") return GreedySearch::kEager;
  throw InputError("--set search: expected lazy or eager, got '" + key + "'");
}

Improvement improvement_setting(const SolveOptions& options) {
  const std::string key = puzzle_support::setting(options, "improve", "neighbourhood");
  if (key == "neighbourhood") return Improvement::kNeighbourhood;
  if (key == "none") return Improvement::kNone;
  throw InputError("--set improve: expected neighbourhood or none, got '" + key + "'");
}

constexpr std::uint64_t kStatesPerSearchState = 16;
// The floor for small tasks (a few tenths of a second on the examples). 16,384 was enough for the
// eager search's plans; the lazy search's first plans are longer (tiles-15b: 116 actions against
// 98) and needed 4 times as many to reach the same 24 on the 15-puzzles.
constexpr std::uint64_t kFewestStates = 65'536;
constexpr std::uint64_t kRoundsOfTheLargest = 4;  // all rounds: as many states as four largest

// Shortens a solved greedy plan in place, within the method's limits (`limits`: the whole
// method's, measured from `clock`); says how in the outcome's note. True when the plan is then
// proved the cheapest (a neighbourhood held every reachable state).
bool shorten(const Task& task, PlanSearchOutcome& outcome, const SearchLimits& limits,
             const Stopwatch& clock) {
  PlanImprovementBudget budget;
  budget.seconds = limits.seconds;
  // A state of the neighbourhood: its words twice (the list and the index), the index's node.
  const std::uint64_t state_bytes = 2 * (task.initial.heap_bytes() + sizeof(State)) + 96;
  // At most a few times the states the search stored (and a floor for the small tasks): the
  // method's point is a plan fast, and the shortcuts of its detours lie close to the plan.
  const std::uint64_t by_search =
      std::max<std::uint64_t>(kStatesPerSearchState * outcome.states, kFewestStates);
  budget.max_states =
      std::clamp<std::uint64_t>(limits.memory_bytes / 2 / state_bytes, 1, by_search);
  budget.max_total_states = kRoundsOfTheLargest * by_search;
  const PlanImprovement better = improve_plan(task, outcome.plan, budget, clock);
  if (better.rounds == 0) return false;
  std::string note = "plan neighbourhood graph search (" + std::to_string(better.rounds) +
                     (better.rounds == 1 ? " round" : " rounds") + ", at most " +
                     std::to_string(better.largest) + " states) ";
  note += better.cost < better.first_cost
              ? "shortened the first plan (cost " + std::to_string(better.first_cost) + ")"
              : "found nothing cheaper around the first plan";
  outcome.plan = better.plan;
  outcome.cost = better.cost;
  outcome.note = outcome.note.empty() ? note : outcome.note + "; " + note;
  return better.optimal;
}

}  // namespace

PddlReport solve_greedy(const PddlInstance& own, const SolveOptions& options) {
  const Improvement improvement = improvement_setting(options);
  const GreedySearch kind = search_setting(options);
  return with_task(
      own, options,
      [&](const std::shared_ptr<const Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        PlanSearchOptions search;
        search.limits = limits;
        search.progress = options.progress;
        PlanSearchOutcome outcome = kind == GreedySearch::kLazy ? lazy_greedy_plan(*task, search)
                                                                : greedy_plan(*task, search);
        const bool proved = outcome.status == SearchStatus::kSolved &&
                            improvement == Improvement::kNeighbourhood &&
                            shorten(*task, outcome, options.limits, clock);
        const std::string what =
            (kind == GreedySearch::kLazy
                 ? "lazy greedy best-first search with h^FF and its preferred operators (h = "
                 : "greedy best-first search with h^FF (h = ") +
            std::to_string(outcome.initial_estimate) + " at the initial state)";
        if (proved) {
          return plan_search_report(task, std::move(outcome), clock, what, Status::kOptimal,
                                    "the cheapest plan (the search around it held every "
                                    "reachable state)");
        }
        // h^FF can overestimate, and greedy search ignores the cost so far: no proof.
        return plan_search_report(task, std::move(outcome), clock, what, Status::kSolved,
                                  "a plan, not proved optimal (h^FF is not admissible)");
      });
}

}  // namespace puzzlelab::pddl
