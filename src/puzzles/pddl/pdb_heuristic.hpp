// Pattern databases over the task's mutex groups, added up: an admissible estimate that sees
// how the goal's variables interact, where the delete relaxation (h^max, LM-cut) sees each atom
// alone. On the 15-puzzle it finds what the puzzle's own solvers build by hand (Korf and Felner,
// "Disjoint pattern database heuristics", 2002): the tiles in groups of five, the empty cell in
// every group, a move counted only in the group of the tile that moves.
//
// The patterns: the variables (mutex_groups.hpp) the goal names, in the goal's order, each with
// the variables its actions require (the empty cell for a tile), are put into a pattern while
// its abstract space stays within `max_states`; the next goal variable that does not fit opens
// the next pattern. Each ground action's cost goes to one pattern, the one where it changes a
// goal variable (the first such), else the first where it changes anything; the others see it
// free. The costs of every action thus split among the databases, so their sum stays admissible
// (a cost partitioning: Katz and Domshlak, "Optimal additive composition of abstraction-based
// admissible heuristics", 2008).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/pddl/heuristic.hpp"
#include "puzzles/pddl/pattern_database.hpp"

namespace puzzlelab::pddl {

// The largest abstract space of one pattern by default: 2^24 states (16 MiB at a byte each).
inline constexpr std::uint64_t kDefaultPatternStates = std::uint64_t{1} << 24;

class PdbHeuristic : public Heuristic {
 public:
  // Builds the databases (honouring the run's budget: LimitReached when it runs out). A task
  // with conditional effects is refused (InputError): its projection is not written.
  explicit PdbHeuristic(const Task& task, std::uint64_t max_states = kDefaultPatternStates);

  Cost estimate(const State& state) override;
  // "3 patterns over 16 variables (16,777,216 + 16,777,216 + 16,777,216 abstract states),
  // built in 4.1 s"
  std::string detail() const override { return detail_; }
  std::uint64_t bytes() const override;

  const StateVariables& variables() const { return variables_; }
  const std::vector<PatternDatabase>& databases() const { return databases_; }

 private:
  StateVariables variables_;
  std::vector<PatternDatabase> databases_;
  std::vector<std::uint32_t> values_;  // scratch: the variables' values in the state
  std::string detail_;
};

}  // namespace puzzlelab::pddl
