// h^FF (Hoffmann and Nebel, "The FF planning system: fast plan generation through heuristic
// search", 2001): the number of ground actions in a relaxed plan, extracted backwards from the
// goal through each atom's cheapest achiever under h^add (each action counting 1). Informative
// and not admissible (it can count more actions than a plan needs), so it guides greedy
// best-first search and proves nothing about cost.
//
// The same relaxed plan also names FF's helpful actions, the preferred operators of Fast
// Downward and LAMA (Richter and Helmert, "Preferred operators and deferred evaluation in
// satisficing planning", 2009): the ground actions of the relaxed plan whose relaxed
// precondition holds in the state. In a STRIPS task those are applicable there; where a
// precondition has negative literals or numbers, the relaxation dropped them, and a search keeps
// only the preferred actions it finds applicable.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/relaxed_exploration.hpp"

namespace puzzlelab::pddl {

class HFF final : public Heuristic {
 public:
  explicit HFF(const RelaxedTask& relaxed);
  Cost estimate(const State& state) override;
  // The same estimate, and in `preferred` (cleared first) the preferred ground actions (indices
  // into task.actions, each once, in the order the extraction met them); empty for a dead end or
  // a goal state.
  Cost estimate_with_preferred(const State& state, std::vector<std::uint32_t>& preferred);

 private:
  // The relaxed plan's size from `state`; with kPreferred, its preferred actions into *preferred.
  template <bool kPreferred>
  Cost relaxed_plan(const State& state, std::vector<std::uint32_t>* preferred);

  const RelaxedTask& relaxed_;
  RelaxedExploration exploration_;
  std::vector<Cost> unit_costs_;               // per ground action: 1
  std::vector<std::uint32_t> atom_mark_;       // per atom: the estimate it was last marked in
  std::vector<std::uint32_t> used_mark_;       // per ground action: the same, once in the plan
  std::vector<std::uint32_t> preferred_mark_;  // per ground action: the same, once preferred
  std::vector<AtomId> stack_;
  std::uint32_t mark_ = 0;
};

}  // namespace puzzlelab::pddl
