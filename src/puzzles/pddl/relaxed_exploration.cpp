#include "puzzles/pddl/relaxed_exploration.hpp"

#include <algorithm>
#include <functional>

namespace puzzlelab::pddl {

RelaxedExploration::RelaxedExploration(const RelaxedTask& relaxed)
    : relaxed_(relaxed),
      atom_cost_(relaxed.atom_count()),
      achiever_(relaxed.atom_count()),
      waiting_(relaxed.actions().size()),
      value_(relaxed.actions().size()),
      supporter_(relaxed.actions().size()) {}

void RelaxedExploration::improve(AtomId atom, Cost cost, std::uint32_t achiever) {
  if (cost >= atom_cost_[atom]) return;
  atom_cost_[atom] = cost;
  achiever_[atom] = achiever;
  queue_.push(cost, atom);
}

void RelaxedExploration::reach(std::uint32_t action, Cost value,
                               std::span<const Cost> action_costs) {
  const RelaxedAction& a = relaxed_.actions()[action];
  const Cost cost = value + action_costs[a.action];
  for (AtomId atom : relaxed_.add(a)) improve(atom, cost, action);
}

std::pair<Cost, AtomId> RelaxedExploration::pop() {
  while (true) {
    const std::pair<Cost, AtomId> top = queue_.pop();
    if (top.first == atom_cost_[top.second]) return top;
    if (queue_.empty()) return {kUnreached, 0};  // every entry was stale
  }
}

void RelaxedExploration::run(const State& state, Combine combine,
                             std::span<const Cost> action_costs) {
  combine_ = combine;
  std::fill(atom_cost_.begin(), atom_cost_.end(), kUnreached);
  std::fill(achiever_.begin(), achiever_.end(), kNone);
  std::fill(value_.begin(), value_.end(), 0);
  std::fill(supporter_.begin(), supporter_.end(), kNone);
  const std::vector<RelaxedAction>& actions = relaxed_.actions();
  for (std::uint32_t i = 0; i < actions.size(); ++i)
    waiting_[i] = actions[i].pre_end - actions[i].pre_begin;
  queue_.clear();
  for (AtomId atom = 0; atom < relaxed_.atom_count(); ++atom) {
    if (!state.test(atom)) continue;
    atom_cost_[atom] = 0;
    queue_.push(0, atom);
  }
  for (std::uint32_t action : relaxed_.unconditioned()) reach(action, 0, action_costs);
  while (!queue_.empty()) {
    const auto [cost, atom] = pop();
    if (cost == kUnreached) break;
    for (std::uint32_t action : relaxed_.precondition_of(atom)) {
      // Atoms leave cheapest first: under h^max the last precondition out is the costliest.
      value_[action] = combine_ == Combine::kMax ? cost : value_[action] + cost;
      if (--waiting_[action] != 0) continue;
      supporter_[action] = atom;
      reach(action, value_[action], action_costs);
    }
  }
}

void RelaxedExploration::lower(std::span<const std::uint32_t> lowered,
                               std::span<const Cost> action_costs) {
  queue_.clear();
  for (std::uint32_t action : lowered)
    if (reached(action)) reach(action, value_[action], action_costs);
  while (!queue_.empty()) {
    const auto [cost, atom] = pop();
    if (cost == kUnreached) break;
    // Only the actions this atom supported can get cheaper: another's costliest precondition is
    // another atom, whose fall (if any) is handled when it leaves the queue.
    for (std::uint32_t action : relaxed_.precondition_of(atom)) {
      if (supporter_[action] != atom) continue;
      Cost largest = -1;
      for (AtomId pre : relaxed_.pre(relaxed_.actions()[action])) {
        if (atom_cost_[pre] <= largest) continue;
        largest = atom_cost_[pre];
        supporter_[action] = pre;
      }
      if (largest >= value_[action]) continue;
      value_[action] = largest;
      reach(action, largest, action_costs);
    }
  }
}

Cost RelaxedExploration::goal_cost() const {
  Cost total = 0;
  for (AtomId atom : relaxed_.goal()) {
    const Cost cost = atom_cost_[atom];
    if (cost == kUnreached) return kUnreached;
    total = combine_ == Combine::kMax ? std::max(total, cost) : total + cost;
  }
  return total;
}

std::uint32_t RelaxedExploration::costliest_goal() const {
  std::uint32_t best = kNone;
  for (AtomId atom : relaxed_.goal())
    if (best == kNone || atom_cost_[atom] > atom_cost_[best]) best = atom;
  return best;
}

}  // namespace puzzlelab::pddl
