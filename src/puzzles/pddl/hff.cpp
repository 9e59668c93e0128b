#include "puzzles/pddl/hff.hpp"

#include <algorithm>

namespace puzzlelab::pddl {

HFF::HFF(const RelaxedTask& relaxed)
    : relaxed_(relaxed),
      exploration_(relaxed),
      unit_costs_(relaxed.ground_action_count(), 1),
      atom_mark_(relaxed.atom_count(), 0),
      used_mark_(relaxed.ground_action_count(), 0),
      preferred_mark_(relaxed.ground_action_count(), 0) {}

Cost HFF::estimate(const State& state) {
  return relaxed_plan<false>(state, nullptr);
}

Cost HFF::estimate_with_preferred(const State& state, std::vector<std::uint32_t>& preferred) {
  preferred.clear();
  return relaxed_plan<true>(state, &preferred);
}

template <bool kPreferred>
Cost HFF::relaxed_plan(const State& state, std::vector<std::uint32_t>* preferred) {
  exploration_.run(state, RelaxedExploration::Combine::kAdd, unit_costs_);
  if (exploration_.goal_cost() == RelaxedExploration::kUnreached) return kDeadEnd;
  ++mark_;
  Cost actions = 0;
  stack_.clear();
  for (AtomId atom : relaxed_.goal()) {
    if (atom_mark_[atom] == mark_) continue;
    atom_mark_[atom] = mark_;
    stack_.push_back(atom);
  }
  // Each atom not in the state is made true by its cheapest achiever, whose precondition must
  // be made true in turn; a ground action is counted once, however many of its effects serve.
  while (!stack_.empty()) {
    const AtomId atom = stack_.back();
    stack_.pop_back();
    const std::uint32_t achiever = exploration_.achiever(atom);
    if (achiever == RelaxedExploration::kNone) continue;  // true in the state
    const RelaxedAction& a = relaxed_.actions()[achiever];
    if (used_mark_[a.action] != mark_) {
      used_mark_[a.action] = mark_;
      ++actions;
    }
    const auto pre = relaxed_.pre(a);
    if constexpr (kPreferred) {
      // A relaxed action whose precondition holds now (its atoms cost 0 under h^add) can be the
      // first step; its ground action is preferred once, whichever of its effects is used.
      if (preferred_mark_[a.action] != mark_ &&
          std::all_of(pre.begin(), pre.end(), [&](AtomId p) { return state.test(p); })) {
        preferred_mark_[a.action] = mark_;
        preferred->push_back(a.action);
      }
    }
    for (AtomId p : pre) {
      if (atom_mark_[p] == mark_) continue;
      atom_mark_[p] = mark_;
      stack_.push_back(p);
    }
  }
  return actions;
}

}  // namespace puzzlelab::pddl
