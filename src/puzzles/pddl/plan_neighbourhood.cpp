#include "puzzles/pddl/plan_neighbourhood.hpp"

#include <functional>
#include <memory>
#include <queue>
#include <unordered_map>
#include <utility>

#include "puzzles/pddl/pddl_answer.hpp"
#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

constexpr std::uint32_t kNone = UINT32_MAX;

// The states around one plan, numbered in the order found (the initial state is 0), with the
// actions between them. It grows a step at a time from the states found last, so that doubling
// the radius around an unchanged plan expands only the new states; each state is expanded once,
// and its actions to states of the neighbourhood are kept for the cheapest-plan search.
class Neighbourhood {
 public:
  Neighbourhood(const Task& task, const std::vector<std::uint32_t>& plan) : task_(task) {
    State state = task.initial;
    frontier_.push_back(add(state));
    for (std::uint32_t action : plan) {
      state = apply(task, task.actions[action], state);
      if (!index_.contains(state)) frontier_.push_back(add(state));
    }
  }

  std::size_t size() const { return states_.size(); }
  // Whether every reachable state is in it: nothing left to expand, and no successor refused.
  bool closed() const { return frontier_.empty() && !refused_; }

  // Expands the states found last, `steps` times over, adding their successors until it holds
  // budget.max_states. False when the time ran out.
  bool grow(int steps, const PlanImprovementBudget& budget, const Stopwatch& clock) {
    std::vector<std::uint32_t> next;
    for (int step = 0; step < steps && !frontier_.empty(); ++step) {
      next.clear();
      for (std::uint32_t id : frontier_) {
        if (clock.seconds() >= budget.seconds) return false;
        expand(id, budget, next);
      }
      frontier_.swap(next);
    }
    return true;
  }

  // The cheapest plan within, by Dijkstra's algorithm from the initial state over the actions
  // kept; empty and -1 when the time ran out.
  std::pair<std::vector<std::uint32_t>, Cost> cheapest_plan(const PlanImprovementBudget& budget,
                                                            const Stopwatch& clock) const {
    std::vector<Cost> distance(states_.size(), kDeadEnd);
    std::vector<std::uint32_t> came_by(states_.size(), kNone);  // the edge
    using Entry = std::pair<Cost, std::uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    distance[0] = 0;
    queue.emplace(0, 0);
    std::uint64_t popped = 0;
    while (!queue.empty()) {
      const auto [cost, id] = queue.top();
      queue.pop();
      if (cost != distance[id]) continue;
      if ((++popped & 1023) == 0 && clock.seconds() >= budget.seconds) return {{}, -1};
      if (task_.goal.holds(states_[id])) return {plan_to(id, came_by), cost};
      for (std::uint32_t e = edges_begin_[id]; e < edges_end_[id]; ++e) {
        const Edge& edge = edges_[e];
        const Cost through = cost + task_.actions[edge.action].cost;
        if (through >= distance[edge.to]) continue;
        distance[edge.to] = through;
        came_by[edge.to] = e;
        queue.emplace(through, edge.to);
      }
    }
    return {{}, -1};  // cannot be: the given plan's goal state is in the neighbourhood
  }

 private:
  struct Edge {
    std::uint32_t from, action, to;
  };

  std::uint32_t add(const State& state) {
    const auto id = static_cast<std::uint32_t>(states_.size());
    index_.emplace(state, id);
    states_.push_back(state);
    edges_begin_.push_back(0);
    edges_end_.push_back(0);
    return id;
  }

  void expand(std::uint32_t id, const PlanImprovementBudget& budget,
              std::vector<std::uint32_t>& found) {
    edges_begin_[id] = static_cast<std::uint32_t>(edges_.size());
    const State from = states_[id];
    for_each_successor(task_, from, [&](std::uint32_t action, State successor) {
      std::uint32_t to = kNone;
      if (const auto it = index_.find(successor); it != index_.end()) {
        to = it->second;
      } else if (states_.size() < budget.max_states) {
        to = add(successor);
        found.push_back(to);
      } else {
        refused_ = true;
        return;
      }
      edges_.push_back({id, action, to});
    });
    edges_end_[id] = static_cast<std::uint32_t>(edges_.size());
  }

  std::vector<std::uint32_t> plan_to(std::uint32_t id,
                                     const std::vector<std::uint32_t>& came_by) const {
    std::vector<std::uint32_t> plan;
    for (std::uint32_t at = id; came_by[at] != kNone; at = edges_[came_by[at]].from)
      plan.push_back(edges_[came_by[at]].action);
    return {plan.rbegin(), plan.rend()};
  }

  const Task& task_;
  std::unordered_map<State, std::uint32_t> index_;
  std::vector<State> states_;
  std::vector<std::uint32_t> edges_begin_, edges_end_;  // per state, into edges_ (once expanded)
  std::vector<Edge> edges_;
  std::vector<std::uint32_t> frontier_;  // found, not yet expanded
  bool refused_ = false;                 // a successor was left out for the budget
};

}  // namespace

PlanImprovement improve_plan(const Task& task, const std::vector<std::uint32_t>& plan,
                             const PlanImprovementBudget& budget, const Stopwatch& clock) {
  PlanImprovement result;
  result.plan = plan;
  result.cost = result.first_cost = plan_cost(task, plan);
  auto around = std::make_unique<Neighbourhood>(task, plan);
  int radius = 0;
  std::uint64_t expanded = 0;  // states the rounds added, all together
  while (clock.seconds() < budget.seconds && expanded < budget.max_total_states) {
    // Radius 1 first; around an unchanged plan, double it.
    const int steps = radius == 0 ? 1 : radius;
    const std::size_t before = around->size();
    if (!around->grow(steps, budget, clock)) break;
    radius += steps;
    expanded += around->size() - before;
    auto [better, cost] = around->cheapest_plan(budget, clock);
    if (cost < 0) break;
    ++result.rounds;
    result.largest = std::max<std::uint64_t>(result.largest, around->size());
    if (around->closed()) result.optimal = true;  // every reachable state was in it
    if (cost < result.cost) {
      result.plan = std::move(better);
      result.cost = cost;
      if (result.optimal) break;
      // Around the new plan, from radius 1 again.
      around = std::make_unique<Neighbourhood>(task, result.plan);
      radius = 0;
      continue;
    }
    if (result.optimal || around->size() >= budget.max_states) break;
  }
  return result;
}

}  // namespace puzzlelab::pddl
