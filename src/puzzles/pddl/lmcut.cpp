#include "puzzles/pddl/lmcut.hpp"

#include <algorithm>

namespace puzzlelab::pddl {

LmCut::LmCut(const RelaxedTask& relaxed)
    : relaxed_(relaxed),
      exploration_(relaxed),
      cost_left_(relaxed.ground_action_count()),
      zone_(relaxed.atom_count()),
      cut_mark_(relaxed.ground_action_count(), 0) {}

void LmCut::mark_goal_zone(AtomId atom) {
  if (zone_[atom] == kGoalZone) return;
  zone_[atom] = kGoalZone;
  stack_.assign(1, atom);
  while (!stack_.empty()) {
    const AtomId at = stack_.back();
    stack_.pop_back();
    for (std::uint32_t action : relaxed_.achievers(at)) {
      if (!exploration_.reached(action)) continue;
      if (cost_left_[relaxed_.actions()[action].action] != 0) continue;
      const std::uint32_t chosen = exploration_.supporter(action);
      // A cost-0 action with no precondition would make the goal cost 0: none reaches here.
      if (chosen == RelaxedExploration::kNone || zone_[chosen] == kGoalZone) continue;
      zone_[chosen] = kGoalZone;
      stack_.push_back(chosen);
    }
  }
}

void LmCut::find_cut(const State& state) {
  cut_.clear();
  stack_.clear();
  // An action's effects are followed once, from its chosen precondition: into the goal zone it
  // is cut, elsewhere its adds join the zone before the goal.
  auto follow = [&](std::uint32_t action) {
    const RelaxedAction& a = relaxed_.actions()[action];
    for (AtomId atom : relaxed_.add(a)) {
      if (zone_[atom] == kGoalZone) {
        cut_.push_back(action);
        return;
      }
    }
    for (AtomId atom : relaxed_.add(a)) {
      if (zone_[atom] != kUnmarked) continue;
      zone_[atom] = kBeforeGoal;
      stack_.push_back(atom);
    }
  };
  for (AtomId atom = 0; atom < relaxed_.atom_count(); ++atom) {
    if (!state.test(atom)) continue;
    zone_[atom] = kBeforeGoal;  // never in the goal zone while the goal costs more than 0
    stack_.push_back(atom);
  }
  for (std::uint32_t action : relaxed_.unconditioned()) follow(action);
  while (!stack_.empty()) {
    const AtomId atom = stack_.back();
    stack_.pop_back();
    for (std::uint32_t action : relaxed_.precondition_of(atom))
      if (exploration_.reached(action) && exploration_.supporter(action) == atom) follow(action);
  }
}

Cost LmCut::estimate(const State& state) {
  std::copy(relaxed_.costs().begin(), relaxed_.costs().end(), cost_left_.begin());
  landmarks_.clear();
  Cost total = 0;
  while (true) {
    exploration_.run(state, RelaxedExploration::Combine::kMax, cost_left_);
    const Cost goal = exploration_.goal_cost();
    if (goal == RelaxedExploration::kUnreached) return kDeadEnd;
    if (goal == 0) return total;
    std::fill(zone_.begin(), zone_.end(), kUnmarked);
    mark_goal_zone(exploration_.costliest_goal());
    find_cut(state);
    ++round_;
    if (cut_.empty()) return total;  // cannot be: the goal is reached, so some path crosses
    Cost least = kDeadEnd;
    for (std::uint32_t action : cut_)
      least = std::min(least, cost_left_[relaxed_.actions()[action].action]);
    // Every action of the cut costs more than 0 (a cost-0 one would have put its chosen
    // precondition in the goal zone), so each round makes one more ground action free.
    Landmark landmark;
    for (std::uint32_t action : cut_) {
      const std::uint32_t ground = relaxed_.actions()[action].action;
      if (cut_mark_[ground] == round_) continue;  // one cost taken per ground action per cut
      cut_mark_[ground] = round_;
      cost_left_[ground] -= least;
      if (keep_landmarks_) landmark.actions.push_back(ground);
    }
    total += least;
    if (keep_landmarks_) {
      landmark.cost = least;
      landmarks_.push_back(std::move(landmark));
    }
  }
}

}  // namespace puzzlelab::pddl
