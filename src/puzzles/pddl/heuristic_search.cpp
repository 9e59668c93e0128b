#include "puzzles/pddl/heuristic_search.hpp"

#include <memory>
#include <optional>

#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/task_graph.hpp"
#include "search/best_first.hpp"

namespace puzzlelab::pddl {
namespace {

static_assert(kDeadEnd == search::kDeadEnd, "the heuristics' dead end is the engine's");

enum class Order { kUniformCost, kAStar, kGreedy };

std::string stop_text(search::BestFirstStop stop) {
  switch (stop) {
    case search::BestFirstStop::kTime:
      return "time limit reached";
    case search::BestFirstStop::kNodes:
      return "node limit reached";
    case search::BestFirstStop::kStates:
    case search::BestFirstStop::kMemory:
    case search::BestFirstStop::kNone:
      break;
  }
  return "";
}

PlanSearchOutcome best_first_plan(const Task& task, const PlanSearchOptions& options, Order order) {
  if (std::optional<PlanSearchOutcome> none = no_plan_before_search(task)) return *none;
  PlanSearchOutcome outcome;
  const TaskGraph graph{task};
  const Stopwatch building;
  const RelaxedTask relaxed(task);
  std::unique_ptr<Heuristic> heuristic;
  if (order == Order::kAStar) heuristic = make_heuristic(options.heuristic, task, relaxed);
  if (order == Order::kGreedy) heuristic = make_heuristic(HeuristicKind::kFF, task, relaxed);
  search::BestFirstOptions engine;
  engine.limits = limits_left(options.limits, building, heuristic.get());
  engine.progress = options.progress;
  engine.progress_label = order == Order::kUniformCost ? "uniform-cost search"
                          : order == Order::kAStar     ? "A*"
                                                       : "greedy best-first search";
  const auto is_goal = [&](const State& state) { return task.goal.holds(state); };
  search::BestFirstResult<TaskGraph> result;
  if (order == Order::kUniformCost) {
    engine.estimates_per_clock_read = 4096;  // no estimate: successors are the cost
    result = search::uniform_cost(graph, task.initial, is_goal, engine);
  } else {
    const auto estimate = [&](const State& state) { return heuristic->estimate(state); };
    if (order == Order::kAStar) {
      result = search::astar(graph, task.initial, is_goal, estimate, engine);
    } else {
      engine.goal_test = search::GoalTest::kWhenReached;
      result = search::greedy_best_first(graph, task.initial, is_goal, estimate, engine);
    }
  }
  outcome.status = result.status;
  outcome.plan = std::move(result.path);
  outcome.cost = result.cost;
  outcome.initial_estimate = result.initial_estimate;
  if (heuristic) outcome.heuristic_detail = heuristic->detail();
  outcome.bound = result.f_bound;
  outcome.states = result.states_stored;
  outcome.reopened = result.reopened;
  outcome.stats = result.stats;
  if (result.status == SearchStatus::kStopped) {
    outcome.note = result.stop == search::BestFirstStop::kMemory ||
                           result.stop == search::BestFirstStop::kStates
                       ? search::best_first_memory_note(result, options.limits)
                       : stop_text(result.stop);
    outcome.note += " after " + std::to_string(result.stats.nodes) + " states expanded, " +
                    std::to_string(result.states_stored) + " stored";
    if (order != Order::kGreedy)
      outcome.note += "; no plan costs less than " + std::to_string(result.f_bound);
  } else if (result.status == SearchStatus::kNoSolution) {
    outcome.note =
        "no plan: all " + std::to_string(result.states_stored) + " states reached searched";
    if (result.dead_ends != 0)
      outcome.note += " (" + std::to_string(result.dead_ends) +
                      " of them dead ends, the goal out of reach even ignoring deletes)";
  }
  return outcome;
}

}  // namespace

std::optional<PlanSearchOutcome> no_plan_before_search(const Task& task) {
  const std::optional<std::string> why = no_plan_reason(task);
  if (!why) return std::nullopt;
  PlanSearchOutcome outcome;
  outcome.note = "no plan: " + *why;
  return outcome;
}

PlanSearchOutcome ucs_plan(const Task& task, const PlanSearchOptions& options) {
  return best_first_plan(task, options, Order::kUniformCost);
}

PlanSearchOutcome astar_plan(const Task& task, const PlanSearchOptions& options) {
  return best_first_plan(task, options, Order::kAStar);
}

PlanSearchOutcome greedy_plan(const Task& task, const PlanSearchOptions& options) {
  return best_first_plan(task, options, Order::kGreedy);
}

}  // namespace puzzlelab::pddl
