// The delete relaxation of a ground task, which the heuristics of the heuristic searches (h^max,
// LM-cut, h^FF) and the check for goals out of reach read.
//
// A relaxed action has a precondition of atoms that must hold and adds atoms; it deletes nothing.
// Each ground action gives one for its own adds, its precondition the positive literals of its
// precondition (negative literals, formulas and numeric conditions are dropped: the relaxation
// can only do more than the task, so an estimate of it stays admissible), and one for each
// conditional effect, its precondition the action's and the effect condition's positive literals.
// State constraints are ignored. Each relaxed action remembers its ground action, and its cost
// is that action's: heuristics that add costs up count a ground action once, however many of its
// effects they use (lmcut.hpp).
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// Costs of actions, plans and estimates; an estimate of kDeadEnd says that the goal cannot be
// reached from the state even ignoring deletes (the value search/best_first.hpp and
// search/ida_star.hpp read as a dead end).
using Cost = std::int64_t;
inline constexpr Cost kDeadEnd = std::numeric_limits<Cost>::max();

struct RelaxedAction {
  std::uint32_t action = 0;                  // the ground action (its index in task.actions)
  std::uint32_t pre_begin = 0, pre_end = 0;  // its precondition: RelaxedTask::pre_atoms
  std::uint32_t add_begin = 0, add_end = 0;  // its adds: RelaxedTask::add_atoms
};

class RelaxedTask {
 public:
  explicit RelaxedTask(const Task& task);

  std::size_t atom_count() const { return atom_count_; }
  std::size_t ground_action_count() const { return costs_.size(); }
  const std::vector<RelaxedAction>& actions() const { return actions_; }
  std::span<const AtomId> pre(const RelaxedAction& a) const {
    return {pre_atoms_.data() + a.pre_begin, a.pre_end - a.pre_begin};
  }
  std::span<const AtomId> add(const RelaxedAction& a) const {
    return {add_atoms_.data() + a.add_begin, a.add_end - a.add_begin};
  }
  // The relaxed actions whose precondition holds `atom`; those with an empty precondition.
  std::span<const std::uint32_t> precondition_of(AtomId atom) const {
    return {precondition_of_.data() + precondition_of_begin_[atom],
            precondition_of_begin_[atom + 1] - precondition_of_begin_[atom]};
  }
  std::span<const std::uint32_t> achievers(AtomId atom) const {
    return {achievers_.data() + achievers_begin_[atom],
            achievers_begin_[atom + 1] - achievers_begin_[atom]};
  }
  const std::vector<std::uint32_t>& unconditioned() const { return unconditioned_; }
  // The goal's positive literals.
  const std::vector<AtomId>& goal() const { return goal_; }
  // The cost of each ground action (1 each without a metric).
  const std::vector<Cost>& costs() const { return costs_; }

 private:
  std::size_t atom_count_ = 0;
  std::vector<RelaxedAction> actions_;
  std::vector<AtomId> pre_atoms_, add_atoms_;
  std::vector<std::uint32_t> precondition_of_, precondition_of_begin_;
  std::vector<std::uint32_t> achievers_, achievers_begin_;
  std::vector<std::uint32_t> unconditioned_;
  std::vector<AtomId> goal_;
  std::vector<Cost> costs_;
};

// Why the task has no plan, found before any search: a goal the grounder proved false ("(on d2
// d1) can never hold"), or a goal atom that relaxed reachability from the initial state never
// reaches ("the goal atom (at fish mill) cannot be reached even ignoring deletes"). Empty when
// neither holds: a plan may exist.
std::optional<std::string> no_plan_reason(const Task& task);

}  // namespace puzzlelab::pddl
