#include "puzzles/river/solve.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/milp/cbc_solver.hpp"
#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/river/encode_milp.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::river {
namespace {

// The states of a variant as a problem for search/bfs.hpp: a state is its index (state_index),
// a move the trip that reaches the next one.
struct RiverGraph {
  using State = std::uint32_t;
  using Move = Trip;
  using Key = std::uint32_t;
  const Variant& variant;

  Key key(State index) const { return index; }
  std::size_t key_count() const { return std::size_t{2} << variant.items.size(); }
  template <class Visit>
  void for_each_successor(State index, Visit&& visit) const {
    const river::State banks = state_from_index(variant, index);
    for (const Trip& trip : legal_trips(variant, banks))
      visit(trip, state_index(variant, apply(banks, trip)));
  }
};

// Every plan a method returns goes through the rules; a rejected plan is a bug, not an answer.
void verify_or_die(const Variant& variant, const SolveResult& result) {
  if (result.outcome != Outcome::kSolved) return;
  if (auto why = verify_plan(variant, result.plan)) {
    internal_error("river " + to_string(result.method) + " returned an illegal plan: " + *why);
  }
}

Outcome outcome_of(BackendStatus status) {
  switch (status) {
    case BackendStatus::kSatisfiable:
      return Outcome::kSolved;
    case BackendStatus::kUnsatisfiable:
      return Outcome::kNoPlan;
    case BackendStatus::kUnknown:
      break;
  }
  return Outcome::kStopped;
}

}  // namespace

std::string to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::kSolved:
      return "solved";
    case Outcome::kNoPlan:
      return "no_plan";
    case Outcome::kStopped:
      break;
  }
  return "stopped";
}

std::string to_string(Method method) {
  switch (method) {
    case Method::kBfs:
      return "bfs";
    case Method::kNetwork:
      return "network";
    case Method::kMilp:
      return "milp";
  }
  return "bfs";
}

std::optional<Method> parse_method(std::string_view name) {
  return parse_named(kMethods, name);
}

std::vector<std::string> method_names() {
  return names_of(kMethods);
}

SolveResult solve_bfs(const Variant& variant, const SearchLimits& limits) {
  SolveResult result;
  result.method = Method::kBfs;
  search::BfsOptions options;
  options.limits = limits;
  // A big boat has a million trips from one state: the clock is read among them too, not only
  // once every LimitGuard::kCheckInterval states.
  options.successors_per_clock_read = 4096;
  // The goal is tested as a state leaves the queue, as this method always has: its figures
  // (states expanded and reached) are those of that order.
  options.goal_test = search::GoalTest::kWhenExpanded;
  const RiverGraph graph{variant};
  const std::uint32_t goal = state_index(variant, State{variant.all_items(), true});
  auto search = search::bfs_shortest_path(
      graph, state_index(variant, start_state(variant)),
      [&](std::uint32_t index) { return index == goal; }, options);
  result.outcome = search.status == SearchStatus::kSolved    ? Outcome::kSolved
                   : search.status == SearchStatus::kStopped ? Outcome::kStopped
                                                             : Outcome::kNoPlan;
  if (result.outcome == Outcome::kSolved) result.plan = std::move(search.path);
  result.nodes = search.stats.nodes;
  result.states = search.states_stored;
  result.seconds = search.stats.seconds;
  verify_or_die(variant, result);
  return result;
}

SolveResult solve_network(const Variant& variant, const SearchLimits& limits) {
  const Stopwatch clock;
  SolveResult result;
  result.method = Method::kNetwork;
  const RiverNetwork network(variant);
  result.states = static_cast<std::uint64_t>(network.node_count());
  result.variables = network.model().model().variables().size();
  result.constraints = network.model().model().rows().size();
  if (!network.goal_has_arcs()) {
    // No trip reaches the goal: the goal's balance row would be empty and infeasible.
    result.outcome = Outcome::kNoPlan;
  } else {
    const milp::MilpResult answer =
        milp::solve_with_cbc(network.model().model(), backend_limits(limits));
    result.nodes = answer.stats.nodes;
    result.outcome = outcome_of(answer.status);
    if (result.outcome == Outcome::kSolved) {
      std::vector<double> values = answer.values;
      network.model().model().round_integers(values);
      auto plan = network.decode(values);
      if (!plan) internal_error("river network: the LP optimum is not a start-to-goal path");
      result.plan = std::move(*plan);
      if (!answer.optimal) result.outcome = Outcome::kStopped;  // a path, not proved shortest
    }
  }
  result.seconds = clock.seconds();
  verify_or_die(variant, result);
  return result;
}

SolveResult solve_milp(const Variant& variant, const SearchLimits& limits, int horizon) {
  const Stopwatch clock;
  SolveResult result;
  result.method = Method::kMilp;
  // Without a horizon: T = 1, 3, 7, 15, ... up to the bound on a shortest plan's length. Each
  // model finds the fewest trips among plans of at most T trips, so the first feasible one is
  // optimal; when even the bound is infeasible there is no plan at all.
  const int bound = horizon > 0 ? horizon : longest_shortest_plan(variant);
  int steps = horizon > 0 ? horizon : 1;
  while (true) {
    steps = std::min(steps, bound);
    SearchLimits left = limits;
    left.seconds = limits.seconds - clock.seconds();
    if (left.seconds <= 0) {
      result.outcome = Outcome::kStopped;
      break;
    }
    const RiverInventoryModel encoding(variant, steps);
    result.horizon = steps;
    ++result.models;
    result.variables = encoding.model().variables().size();
    result.constraints = encoding.model().rows().size();
    const milp::MilpResult answer = milp::solve_with_cbc(encoding.model(), backend_limits(left));
    result.nodes += answer.stats.nodes;
    result.outcome = outcome_of(answer.status);
    if (result.outcome == Outcome::kSolved) {
      std::vector<double> values = answer.values;
      encoding.model().round_integers(values);
      result.plan = encoding.decode(values);
      if (!answer.optimal) result.outcome = Outcome::kStopped;
    }
    if (result.outcome != Outcome::kNoPlan || steps >= bound) break;
    steps = 2 * steps + 1;
  }
  result.seconds = clock.seconds();
  if (result.outcome == Outcome::kSolved) verify_or_die(variant, result);
  return result;
}

SolveResult solve(const Variant& variant, Method method, const SearchLimits& limits, int horizon) {
  switch (method) {
    case Method::kBfs:
      return solve_bfs(variant, limits);
    case Method::kNetwork:
      return solve_network(variant, limits);
    case Method::kMilp:
      return solve_milp(variant, limits, horizon);
  }
  internal_error("river: a method without a solver");
}

}  // namespace puzzlelab::river
