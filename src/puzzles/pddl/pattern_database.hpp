// A pattern database (Culberson and Schaeffer, "Pattern databases", 1998; for planning Edelkamp,
// "Planning with pattern databases", 2001): the task projected onto a few of its state variables
// (mutex_groups.hpp), every state of that projection ranked, and the cheapest cost from each to
// the goal found once by a backward search, so that an estimate is a table lookup.
//
// The projection keeps of each action its conditions and effects on the pattern's variables and
// a cost of the caller's choosing (a share of the action's cost, so that several databases add
// up: pdb_heuristic.hpp). It can only do more than the task: negative conditions, formulas,
// numeric conditions and state constraints are dropped, and a delete of an atom the action does
// not require becomes two abstract actions, one that finds the atom and clears the variable and
// one that leaves it. So each abstract distance is at most the true cost of any state that maps
// to it: the estimate is admissible, and consistent.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/pddl/mutex_groups.hpp"
#include "puzzles/pddl/relaxed_task.hpp"

namespace puzzlelab::pddl {

class PatternDatabase {
 public:
  // `pattern`: indices into variables.variables; `costs`: each ground action's cost in this
  // database. The abstract space (the product of the variables' domain sizes) must have been
  // sized by abstract_states(). Honours the run's budget (core/work_budget.hpp), counting
  // `held_bytes` (the caller's other databases) against its memory limit: throws LimitReached
  // when the time or the memory runs out.
  PatternDatabase(const Task& task, const StateVariables& variables,
                  std::vector<std::uint32_t> pattern, const std::vector<Cost>& costs,
                  std::uint64_t held_bytes = 0);

  // The number of states of the projection onto `pattern` (saturating at 2^64 - 1).
  static std::uint64_t abstract_states(const StateVariables& variables,
                                       const std::vector<std::uint32_t>& pattern);

  // The cheapest abstract cost to the goal from the state whose variables hold `values`
  // (StateVariables::read), kDeadEnd when the projection cannot reach the goal.
  Cost lookup(const std::vector<std::uint32_t>& values) const {
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < pattern_.size(); ++i) rank += values[pattern_[i]] * multipliers_[i];
    const std::uint32_t distance = narrow_.empty() ? wide_[rank] : narrow_[rank];
    if (narrow_.empty() ? distance == kWideUnreached : distance == kNarrowUnreached)
      return kDeadEnd;
    return distance;
  }

  // The distance stored for the abstract state `rank` (kDeadEnd: none), its variables' values
  // written into `values` (indexed by variable, as lookup() reads them; others left alone).
  Cost at_rank(std::uint64_t rank, std::vector<std::uint32_t>& values) const;

  const std::vector<std::uint32_t>& pattern() const { return pattern_; }
  std::uint64_t size() const { return size_; }
  std::uint64_t bytes() const { return narrow_.size() + wide_.size() * sizeof(std::uint32_t); }
  // The largest finite distance in the table.
  Cost largest() const { return largest_; }

 private:
  static constexpr std::uint32_t kWideUnreached = ~std::uint32_t{0};
  static constexpr std::uint8_t kNarrowUnreached = 0xFF;

  std::vector<std::uint32_t> pattern_;
  std::vector<std::uint64_t> multipliers_;  // rank = sum of value x multiplier
  std::vector<std::uint32_t> domain_;       // each variable's domain size
  std::uint64_t size_ = 0;
  // The distances, a byte each when every finite one is below 255.
  std::vector<std::uint8_t> narrow_;
  std::vector<std::uint32_t> wide_;
  Cost largest_ = 0;
};

}  // namespace puzzlelab::pddl
