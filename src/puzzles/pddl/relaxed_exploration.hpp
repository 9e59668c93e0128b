// The cost of every atom of the delete relaxation from a state, under h^max or h^add (Bonet and
// Geffner, "Planning as heuristic search", 2001), by the generalised Dijkstra algorithm: atoms
// leave a priority queue cheapest first; a relaxed action is reached when its last precondition
// leaves, and then costs its own cost plus the largest (h^max) or the sum (h^add) of its
// precondition's costs. The atoms of the state cost 0.
//
// What it keeps for the heuristics: each atom's cost and cheapest achiever (the relaxed action
// that first gave it that cost), and each reached relaxed action's supporter, the precondition
// that left the queue last (under h^max the costliest one: LM-cut's precondition choice).
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "puzzles/pddl/monotone_queue.hpp"
#include "puzzles/pddl/relaxed_task.hpp"

namespace puzzlelab::pddl {

class RelaxedExploration {
 public:
  enum class Combine { kMax, kAdd };
  static constexpr Cost kUnreached = kDeadEnd;
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

  explicit RelaxedExploration(const RelaxedTask& relaxed);

  // Explores from `state`, each relaxed action costing action_costs[its ground action].
  void run(const State& state, Combine combine, std::span<const Cost> action_costs);

  // After a run under kMax: the costs of the relaxed actions `lowered` have fallen (none has
  // risen) to what action_costs now says. Updates the atoms' costs and achievers and the
  // actions' supporters to what a new run would find (a supporter is then again a costliest
  // precondition, a tie perhaps broken otherwise), visiting only the atoms whose cost falls:
  // LM-cut's rounds after the first, which lower the costs of one cut each (the incremental
  // h^max of Helmert and Domshlak's paper and of the planners).
  void lower(std::span<const std::uint32_t> lowered, std::span<const Cost> action_costs);

  // The goal's cost: the largest (kMax) or the sum (kAdd) of its atoms' costs; kUnreached when
  // one of them is never reached.
  Cost goal_cost() const;
  // The goal atom of largest cost (the first so), or kNone for an empty goal.
  std::uint32_t costliest_goal() const;

  Cost atom_cost(AtomId atom) const { return atom_cost_[atom]; }
  // The relaxed action that gave `atom` its cost; kNone for an atom of the state or unreached.
  std::uint32_t achiever(AtomId atom) const { return achiever_[atom]; }
  // A reached relaxed action's precondition that was reached last; kNone for one with an empty
  // precondition (and for one not reached: see reached()).
  std::uint32_t supporter(std::uint32_t action) const { return supporter_[action]; }
  bool reached(std::uint32_t action) const { return waiting_[action] == 0; }

 private:
  void reach(std::uint32_t action, Cost value, std::span<const Cost> action_costs);
  void improve(AtomId atom, Cost cost, std::uint32_t achiever);
  std::pair<Cost, AtomId> pop();  // the cheapest atom of the queue, stale entries skipped

  const RelaxedTask& relaxed_;
  Combine combine_ = Combine::kMax;
  std::vector<Cost> atom_cost_;
  std::vector<std::uint32_t> achiever_;
  std::vector<std::uint32_t> waiting_;  // preconditions not yet reached, per relaxed action
  std::vector<Cost> value_;             // the sum (h^add) or the largest (h^max) reached so far
  std::vector<std::uint32_t> supporter_;
  MonotoneQueue<Cost, AtomId> queue_;  // stale entries (an atom got cheaper since) skipped
};

}  // namespace puzzlelab::pddl
