// The task's atoms gathered into finite-domain variables, for the pattern databases
// (pattern_database.hpp): a variable is a group of atoms that no reachable state holds two of
// (pairwise mutexes by h2, h2_mutexes.hpp), and its value is the one that holds, or "none" where
// the group may hold none. The 15-puzzle's (at t5 ?cell) atoms make one variable, the position of
// tile 5, with 16 values; (empty ?cell) another.
//
// Candidate groups are read off the atoms' structure, as the planners' invariant synthesis finds
// them: the atoms of one predicate that agree on some of its arguments and vary in the rest
// ((at t5 *), (at * c2-3)), kept when pairwise mutex, then grown by atoms of other predicates
// mutex with every member ((empty c2-3) joins (at * c2-3)). A greedy cover then takes the
// candidate with the most atoms not yet covered (ties: fewer predicates, then the first found),
// until none has two; each atom left over is a variable of its own, true or not. Atoms no
// reachable state holds belong to no variable.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "puzzles/pddl/h2_mutexes.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

struct StateVariable {
  std::vector<AtomId> atoms;  // value i: atoms[i] holds
  // False when exactly one atom holds in every reachable state; true adds the value
  // atoms.size(), none of them.
  bool may_be_none = true;
  std::uint32_t domain_size() const {
    return static_cast<std::uint32_t>(atoms.size()) + (may_be_none ? 1 : 0);
  }
  std::uint32_t none() const { return static_cast<std::uint32_t>(atoms.size()); }
};

struct StateVariables {
  static constexpr std::uint32_t kNoVariable = ~std::uint32_t{0};
  std::vector<StateVariable> variables;
  std::vector<std::uint32_t> variable_of;  // by atom; kNoVariable for unreachable atoms
  std::vector<std::uint32_t> value_of;     // by atom: its index in its variable's atoms
  std::size_t atom_words = 0;              // the words of a State that hold atoms

  // Whether no reachable state holds both atoms (h2); false throughout without mutexes.
  bool mutex(AtomId p, AtomId q) const {
    return !mutex_bits.empty() && mutex_bits[static_cast<std::size_t>(p) * variable_of.size() + q];
  }
  std::vector<bool> mutex_bits;  // atoms x atoms

  // Each variable's value in `state`, into `values` (sized to the variables). False when a
  // variable that always holds one of its atoms holds none: no reachable state does that, and
  // the values then name no abstract state.
  bool read(const State& state, std::vector<std::uint32_t>& values) const;
  // The variables `action` changes (those of its adds and deletes), sorted, each once.
  std::vector<std::uint32_t> changed_by(const GroundAction& action) const;
};

// `mutexes` from h2_mutexes(task); without them (not computed) every atom is a variable alone.
StateVariables state_variables(const Task& task, const Mutexes& mutexes);

// The goal as values of the variables, in the goal's order: each positive goal atom's, and
// "none" for a negative goal literal whose variable holds that atom alone ((not (peg h3-4)));
// other negative literals are left out (an estimate may ask less than the goal). nullopt when
// the goal can never hold: it needs an atom no reachable state holds, or two values of one
// variable.
struct GoalValue {
  std::uint32_t variable;
  std::uint32_t value;
};
std::optional<std::vector<GoalValue>> goal_values(const Task& task,
                                                  const StateVariables& variables);

}  // namespace puzzlelab::pddl
