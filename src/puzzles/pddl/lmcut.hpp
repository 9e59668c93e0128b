// LM-cut (Helmert and Domshlak, "Landmarks, critical paths and abstractions: what's the
// difference anyway?", ICAPS 2009): an admissible estimate that dominates h^max.
//
// Each round computes h^max under the costs left, with its precondition choice (each relaxed
// action's costliest precondition): the first from scratch, the later ones by lowering the
// previous round's costs where the cut's actions got cheaper (RelaxedExploration::lower), which
// visits only what got cheaper. The goal zone is the goal and the atoms from which it is
// reached by actions of cost 0 left, through their chosen precondition; the atoms reached from
// the state without entering the goal zone form the zone before it; the relaxed actions whose
// chosen precondition lies before the goal zone and that add an atom in it are a cut: every
// relaxed plan, so every plan, uses one of them (a disjunctive action landmark). The cut's
// least cost is added to the estimate and taken from the cost of each action in it; the rounds
// end when h^max is 0.
//
// Costs belong to the ground actions, not to their relaxed parts: a ground action with
// conditional effects is several relaxed actions (relaxed_task.hpp) that share one cost left,
// and a cut holding several of them takes its cost from the ground action once. So the cuts'
// costs, summed over the cuts a ground action is in, never exceed its cost, and the estimate is
// admissible with conditional effects too (a cost per relaxed action could count one ground
// action's cost once for each of its effects that a plan uses).
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/relaxed_exploration.hpp"

namespace puzzlelab::pddl {

class LmCut final : public Heuristic {
 public:
  explicit LmCut(const RelaxedTask& relaxed);
  Cost estimate(const State& state) override;

  // The landmarks of the last estimate: the ground actions of each cut, and its cost.
  struct Landmark {
    std::vector<std::uint32_t> actions;
    Cost cost = 0;
  };
  // Keeps the landmarks of each estimate (off by default: it costs time).
  void keep_landmarks(bool keep) { keep_landmarks_ = keep; }
  const std::vector<Landmark>& landmarks() const { return landmarks_; }

 private:
  // Marks the goal zone from `atom` back through the cost-0 actions that achieve it.
  void mark_goal_zone(AtomId atom);
  // The cut between the zone reached from `state` and the goal zone, into cut_.
  void find_cut(const State& state);

  enum Zone : std::uint8_t { kUnmarked, kGoalZone, kBeforeGoal };

  const RelaxedTask& relaxed_;
  RelaxedExploration exploration_;
  std::vector<Cost> cost_left_;          // per ground action
  std::vector<Zone> zone_;               // per atom
  std::vector<std::uint32_t> stack_;     // atoms to visit
  std::vector<std::uint32_t> cut_;       // relaxed actions
  std::vector<std::uint32_t> cut_mark_;  // per ground action: the round it was last cut in
  // The relaxed actions of each ground action: ground g's are
  // relaxed_of_[relaxed_of_begin_[g]] .. before relaxed_of_begin_[g + 1].
  std::vector<std::uint32_t> relaxed_of_, relaxed_of_begin_;
  std::vector<std::uint32_t> lowered_;  // the relaxed actions whose cost the last cut lowered
  std::uint32_t round_ = 0;
  bool keep_landmarks_ = false;
  std::vector<Landmark> landmarks_;
};

}  // namespace puzzlelab::pddl
