#include "puzzles/pddl/hmax.hpp"

namespace puzzlelab::pddl {

Cost HMax::estimate(const State& state) {
  exploration_.run(state, RelaxedExploration::Combine::kMax, relaxed_.costs());
  return exploration_.goal_cost();
}

}  // namespace puzzlelab::pddl
