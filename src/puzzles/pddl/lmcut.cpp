#include "puzzles/pddl/lmcut.hpp"

#include <algorithm>
#include <span>

namespace puzzlelab::pddl {

LmCut::LmCut(const RelaxedTask& relaxed)
    : relaxed_(relaxed),
      exploration_(relaxed),
      cost_left_(relaxed.ground_action_count()),
      zone_(relaxed.atom_count()),
      cut_mark_(relaxed.ground_action_count(), 0),
      relaxed_of_begin_(relaxed.ground_action_count() + 1, 0) {
  const std::vector<RelaxedAction>& actions = relaxed.actions();
  for (const RelaxedAction& a : actions) ++relaxed_of_begin_[a.action + 1];
  for (std::size_t g = 0; g + 1 < relaxed_of_begin_.size(); ++g)
    relaxed_of_begin_[g + 1] += relaxed_of_begin_[g];
  relaxed_of_.resize(actions.size());
  std::vector<std::uint32_t> next(relaxed_of_begin_.begin(), relaxed_of_begin_.end() - 1);
  for (std::uint32_t i = 0; i < actions.size(); ++i) relaxed_of_[next[actions[i].action]++] = i;
}

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
  // Local views: the zone's one-byte writes would otherwise make the compiler reload every
  // member's pointer after each.
  Zone* const zone = zone_.data();
  const RelaxedAction* const actions = relaxed_.actions().data();
  std::vector<std::uint32_t>& cut = cut_;
  std::vector<std::uint32_t>& stack = stack_;
  // An action's effects are followed once, from its chosen precondition: into the goal zone it
  // is cut, elsewhere its adds join the zone before the goal.
  auto follow = [&](std::uint32_t action) {
    const std::span<const AtomId> adds = relaxed_.add(actions[action]);
    for (AtomId atom : adds) {
      if (zone[atom] == kGoalZone) {
        cut.push_back(action);
        return;
      }
    }
    for (AtomId atom : adds) {
      if (zone[atom] != kUnmarked) continue;
      zone[atom] = kBeforeGoal;
      stack.push_back(atom);
    }
  };
  for (AtomId atom = 0; atom < relaxed_.atom_count(); ++atom) {
    if (!state.test(atom)) continue;
    zone[atom] = kBeforeGoal;  // never in the goal zone while the goal costs more than 0
    stack.push_back(atom);
  }
  for (std::uint32_t action : relaxed_.unconditioned()) follow(action);
  while (!stack.empty()) {
    const AtomId atom = stack.back();
    stack.pop_back();
    // An action not reached has no supporter (kNone), so no atom is its supporter.
    for (std::uint32_t action : relaxed_.precondition_of(atom))
      if (exploration_.supporter(action) == atom) follow(action);
  }
}

Cost LmCut::estimate(const State& state) {
  std::copy(relaxed_.costs().begin(), relaxed_.costs().end(), cost_left_.begin());
  landmarks_.clear();
  Cost total = 0;
  exploration_.run(state, RelaxedExploration::Combine::kMax, cost_left_);
  while (true) {
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
    lowered_.clear();
    for (std::uint32_t action : cut_) {
      const std::uint32_t ground = relaxed_.actions()[action].action;
      if (cut_mark_[ground] == round_) continue;  // one cost taken per ground action per cut
      cut_mark_[ground] = round_;
      cost_left_[ground] -= least;
      lowered_.insert(lowered_.end(), relaxed_of_.begin() + relaxed_of_begin_[ground],
                      relaxed_of_.begin() + relaxed_of_begin_[ground + 1]);
      if (keep_landmarks_) landmark.actions.push_back(ground);
    }
    total += least;
    if (keep_landmarks_) {
      landmark.cost = least;
      landmarks_.push_back(std::move(landmark));
    }
    exploration_.lower(lowered_, cost_left_);
  }
}

}  // namespace puzzlelab::pddl
