// h^max (Bonet and Geffner, "Planning as heuristic search", 2001): the cost of the costliest goal
// atom in the delete relaxation, an atom costing its cheapest achiever's cost plus its costliest
// precondition's. Never above the cost of an optimal plan.
#pragma once

#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/relaxed_exploration.hpp"

namespace puzzlelab::pddl {

class HMax final : public Heuristic {
 public:
  explicit HMax(const RelaxedTask& relaxed) : relaxed_(relaxed), exploration_(relaxed) {}
  Cost estimate(const State& state) override;

 private:
  const RelaxedTask& relaxed_;
  RelaxedExploration exploration_;
};

}  // namespace puzzlelab::pddl
