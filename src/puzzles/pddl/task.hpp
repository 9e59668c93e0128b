// A ground task: fluent atoms, ground actions over them, the initial state and the goal, with
// the names to print them. Static atoms (of predicates no action changes) are folded away by the
// grounder: they appear nowhere here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/pddl/atom_table.hpp"
#include "puzzles/pddl/state.hpp"

namespace puzzlelab::pddl {

// A condition that is no conjunction of literals (or, imply, exists over several objects), in
// negation normal form over fluent atoms. Evaluated on the state when needed rather than split
// into one action per disjunct: the split can grow exponentially and would give one plan step
// several ground actions (docs/pddl.md).
struct GroundFormula {
  enum class Kind : std::uint8_t { kAnd, kOr, kAtom, kNotAtom };
  Kind kind = Kind::kAnd;
  AtomId atom = 0;
  std::vector<GroundFormula> children;

  bool holds(const State& state) const;
};

// A precondition, an effect condition or the goal: literals that must all hold, and a formula
// that must hold too when the condition is more than literals.
struct Condition {
  std::vector<AtomId> positive;
  std::vector<AtomId> negative;
  std::optional<GroundFormula> formula;

  bool holds(const State& state) const;
  bool empty() const { return positive.empty() && negative.empty() && !formula; }
};

struct ConditionalEffect {
  Condition condition;
  std::vector<AtomId> add;
  std::vector<AtomId> del;
};

struct GroundAction {
  std::uint32_t schema = 0;
  std::vector<ObjectId> args;
  Condition precondition;
  std::vector<AtomId> add;
  std::vector<AtomId> del;
  std::vector<ConditionalEffect> conditional;
  std::int64_t cost = 1;
};

// What grounding found and what it cost, for `pddl check` and the notes of a run.
struct GroundingStats {
  std::size_t objects = 0;
  std::size_t schemas = 0;
  std::size_t static_atoms = 0;  // true atoms of static predicates, folded away
  std::uint64_t candidates = 0;  // bindings the relaxed exploration reached
  double seconds = 0;
  std::uint64_t bytes = 0;  // the grounder's estimate of its tables at the end
};

struct Task {
  std::vector<std::string> objects;
  std::vector<std::string> predicates;
  std::vector<std::string> schemas;
  AtomTable atoms;  // the fluent atoms: the bits of a State
  std::vector<GroundAction> actions;
  State initial;
  Condition goal;
  // Set when the goal can never hold (it names a false static atom or one no action adds).
  std::optional<std::string> goal_unreachable;
  bool metric = false;  // (:metric minimize (total-cost)): costs from the file, else 1 each
  GroundingStats stats;
  std::vector<std::string> warnings;

  // "(on d1 d2)", "(move d1 p1 d2)"
  std::string atom_name(AtomId atom) const;
  std::string action_name(const GroundAction& action) const;
};

// The state after `action`: conditional effects are judged on `state` as it was, then every
// delete is made before any add, so an atom both deleted and added ends true.
State apply(const GroundAction& action, const State& state);

// The first literal of `condition` false in `state`, as text ("(clear d2)", "(not (on d1 d2))"),
// or the formula when only it fails; empty when the condition holds.
std::string first_unmet(const Task& task, const Condition& condition, const State& state);

// Every literal of `condition` false in `state` (the unmet goal atoms), as text.
std::vector<std::string> all_unmet(const Task& task, const Condition& condition,
                                   const State& state);

// A formula as text, in its normal form: "(or (on a b) (not (clear c)))".
std::string formula_text(const Task& task, const GroundFormula& formula);

}  // namespace puzzlelab::pddl
