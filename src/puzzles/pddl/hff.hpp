// h^FF (Hoffmann and Nebel, "The FF planning system: fast plan generation through heuristic
// search", 2001): the number of ground actions in a relaxed plan, extracted backwards from the
// goal through each atom's cheapest achiever under h^add (each action counting 1). Informative
// and not admissible (it can count more actions than a plan needs), so it guides greedy
// best-first search and proves nothing about cost.
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

 private:
  const RelaxedTask& relaxed_;
  RelaxedExploration exploration_;
  std::vector<Cost> unit_costs_;          // per ground action: 1
  std::vector<std::uint32_t> atom_mark_;  // per atom: the estimate it was last marked in
  std::vector<std::uint32_t> used_mark_;  // per ground action: the same, once in the plan
  std::vector<AtomId> stack_;
  std::uint32_t mark_ = 0;
};

}  // namespace puzzlelab::pddl
