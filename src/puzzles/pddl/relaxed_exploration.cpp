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
  heap_.emplace_back(cost, atom);
  std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
}

void RelaxedExploration::reach(std::uint32_t action, Cost value,
                               std::span<const Cost> action_costs) {
  const RelaxedAction& a = relaxed_.actions()[action];
  const Cost cost = value + action_costs[a.action];
  for (AtomId atom : relaxed_.add(a)) improve(atom, cost, action);
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
  heap_.clear();
  for (AtomId atom = 0; atom < relaxed_.atom_count(); ++atom) {
    if (!state.test(atom)) continue;
    atom_cost_[atom] = 0;
    heap_.emplace_back(0, atom);
  }
  // Every entry costs 0 so far: already a heap.
  for (std::uint32_t action : relaxed_.unconditioned()) reach(action, 0, action_costs);
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    const auto [cost, atom] = heap_.back();
    heap_.pop_back();
    if (cost != atom_cost_[atom]) continue;  // stale: the atom got cheaper since
    for (std::uint32_t action : relaxed_.precondition_of(atom)) {
      // Atoms leave cheapest first: under h^max the last precondition out is the costliest.
      value_[action] = combine_ == Combine::kMax ? cost : value_[action] + cost;
      if (--waiting_[action] != 0) continue;
      supporter_[action] = atom;
      reach(action, value_[action], action_costs);
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
