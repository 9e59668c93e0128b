// Planning as satisfiability (Kautz and Selman, "Planning as satisfiability"; the sequential
// encoding of "Pushing the envelope"): a ground task unrolled over steps 0..T, written as clauses
// over 0-1 variables, for CaDiCaL (sat_plan.hpp) and, each clause a row, for CBC (milp_plan.hpp).
//
// Variables: x(p, t), atom p holds before step t (t = 0..T); y(a, t), action a is step t
// (t = 0..T-1); c(a, e, t), a's conditional effect e fires at step t (y(a, t) and its condition);
// one Tseitin variable for each and/or node of a formula at a step; g(T), the goal at T.
//
// Clauses, for each step t:
// - at most one action (a sequential counter for CaDiCaL, one row for CBC); none is an empty
//   step, so the horizon T admits every plan of at most T actions; an empty step is followed by
//   empty steps only (symmetry breaking: a plan's empty steps may all be put last);
// - preconditions: y(a, t) -> x(p, t) for a positive atom, -> not x(q, t) for a negative one,
//   -> the formula's literal (Plaisted-Greenbaum: the formula is only required, one direction);
//   for the MILP the implications of one atom are one row over the step's actions, which
//   exclude each other (PlanSink::exclusive_implications);
// - c(a, e, t) <-> y(a, t) and the condition (both directions, a formula by full Tseitin);
// - effects, add after delete: y(a, t) -> x(p, t+1) for an add; y(a, t) -> not x(p, t+1) for a
//   delete, unless a adds p, or one of a's conditional effects adding p fires; the same for a
//   conditional effect's adds and deletes, guarded by c(a, e, t);
// - explanatory frame axioms: x(p, t) and not x(p, t+1) -> some action or firing effect that
//   deletes p is taken; not x(p, t) and x(p, t+1) -> one that adds p.
// The initial state fixes every x(p, 0); g(T) -> the goal's literals and formula at T. State
// constraints (Task::invariant) hold at every step 0..T, as unit clauses and formulas; so do
// the h^2 mutexes (h2_mutexes.hpp), invariants of every reachable state that the solver would
// otherwise rediscover at each horizon.
//
// With at most one action a step, the frame axioms leave an atom that the step's action does
// not touch as it was, so the models of steps 0..T-1 with g(T) true are exactly the plans of at
// most T actions, padded with empty steps.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/pddl/h2_mutexes.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// What a variable stands for: the MILP names its columns by it ("y12_3": action 12 at step 3).
enum class PlanVariable : char {
  kAtom = 'x',
  kAction = 'y',
  kEffect = 'c',
  kFormula = 'f',
  kGoal = 'g',
  kUsed = 'u',  // the step has an action (PlanSink::used_in_order)
};

// Where the encoding's variables and constraints go. Literals are DIMACS style: variable v >= 1,
// its negation -v; variables are numbered 1, 2, 3, ... in the order they are asked for.
class PlanSink {
 public:
  virtual ~PlanSink() = default;
  // A fresh 0-1 variable: the `index`th of its kind at `step`.
  virtual int variable(PlanVariable kind, std::uint64_t index, int step) = 0;
  // At least one of `literals` is true.
  virtual void clause(std::span<const int> literals) = 0;
  // At most one of `literals` (variables, all positive) is true.
  virtual void at_most_one(std::span<const int> literals) = 0;
  // Each of `guards`, variables of which at most one is true, implies `literal`. By default a
  // clause each; a MILP says it in one row, sum(guards) <= literal, whose relaxation is tighter.
  virtual void exclusive_implications(std::span<const int> guards, int literal);
  // When a variable of `later` is true, one of `earlier` is (each group has at most one true):
  // empty steps come last. By default through a variable "step used" for each group; a MILP
  // says sum(later) <= sum(earlier).
  virtual void used_in_order(std::span<const int> earlier, std::span<const int> later,
                             int later_step);
  // No two of the atoms of a mutex pair hold in `state` (its variables, by atom), and no
  // unreachable atom does: a clause a pair (a row x(p) + x(q) <= 1 for a MILP). Rows over
  // greedy cliques of the mutex graph, tighter in theory, made CBC slower on gripper-4 (19 s
  // against 1.2 s) and faster on courier-1 (6 s against 12 s): pairs were kept.
  virtual void state_mutexes(const Mutexes& mutexes, std::span<const int> state);
};

// Why the encoding cannot model `task`, or nothing when it can: numeric fluents, whose values
// no 0-1 variable holds ("the task has 2 numeric fluents: (m-left), (c-left)").
std::optional<std::string> unencodable(const Task& task);

// Mutexes are stated at every step only when there are at most this many (pairs and
// unreachable atoms): past it, the clauses would outweigh the rest of a step.
inline constexpr std::size_t kMaxMutexClauses = 100'000;

class PlanEncoding {
 public:
  // Steps 0..0: the variables of the initial state, fixed to it. The task must be encodable
  // (internal error otherwise). With `mutexes` (h2_mutexes.hpp), every state after a step holds
  // no pair of them, nor an unreachable atom, when there are at most kMaxMutexClauses a step.
  PlanEncoding(const Task& task, PlanSink& sink, const Mutexes* mutexes = nullptr);

  // The number of steps encoded: states 0..horizon() have variables.
  int horizon() const { return static_cast<int>(actions_.size()); }
  // Encodes step horizon(): its actions and the state after it.
  void add_step();
  // A fresh literal g with g -> the goal holds at horizon(). Asked once a horizon: the SAT
  // search assumes it; the MILP fixes it true.
  int goal_literal();

  // The mutex clauses stated a step: pairs and unreachable atoms (0 without mutexes).
  std::size_t mutexes_stated() const {
    return mutexes_ == nullptr ? 0 : mutexes_->pairs.size() + mutexes_->unreachable.size();
  }

  int atom(AtomId atom, int step) const { return atoms_[step][atom]; }
  int action(std::uint32_t action, int step) const { return actions_[step][action]; }

  // The actions of steps 0..horizon()-1 that `value` (a model) makes true, empty steps left
  // out. More than one action at a step is an internal error.
  std::vector<std::uint32_t> decode(const std::function<bool(int)>& value) const;

 private:
  // A literal equal to `formula` at `step` (both directions), or one that implies it
  // (required_only: the Plaisted-Greenbaum half, where the formula is only required).
  int formula_literal(const GroundFormula& formula, int step, bool required_only);
  // Clauses "guard -> condition holds at step"; guard 0: the condition holds.
  void require(int guard, const Condition& condition, int step);
  void add_clause(std::initializer_list<int> literals);

  const Task& task_;
  PlanSink& sink_;
  const Mutexes* mutexes_ = nullptr;       // null: none stated
  std::vector<std::vector<int>> atoms_;    // [step][atom]
  std::vector<std::vector<int>> actions_;  // [step][action]
  std::vector<std::vector<int>> effects_;  // [step][effect]
  // The conditional effects numbered over the task: action a's e-th is effect_base_[a] + e.
  std::vector<std::uint32_t> effect_base_;
  // A delete that an add may undo: `atom` ends false after the action (guard_effect < 0) or its
  // conditional effect guard_effect, unless one of the action's effects `rescuers`, which add
  // the atom, fires too. Deletes of atoms the action adds unconditionally are left out, and so
  // are the action's own deletes that nothing undoes (erased_).
  struct Delete {
    std::int64_t guard_effect = -1;
    AtomId atom = 0;
    std::vector<std::uint32_t> rescuers;
  };
  std::vector<std::vector<Delete>> deletes_;  // [action]
  std::uint64_t formula_nodes_ = 0;           // Tseitin variables made so far, to name the next
  // For each atom: the actions whose precondition needs it true, and false; the actions that
  // add it unconditionally, those that delete it without adding it, and of those the ones none
  // of whose conditional effects adds it back (it ends false); the conditional effects that add
  // or delete it (numbered as above).
  std::vector<std::vector<std::uint32_t>> needed_, excluded_;
  std::vector<std::vector<std::uint32_t>> adders_, deleters_, erased_;
  std::vector<std::vector<std::uint32_t>> effect_adders_, effect_deleters_;
};

}  // namespace puzzlelab::pddl
