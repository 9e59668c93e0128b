// A ground task: fluent atoms and numeric fluents, ground actions over them, the initial state,
// the goal and the state constraints, with the names to print them. Static atoms (of predicates
// no action changes) and static functions (that no action changes) are folded away by the
// grounder: they appear nowhere here.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "puzzles/pddl/atom_table.hpp"
#include "puzzles/pddl/numeric.hpp"
#include "puzzles/pddl/state.hpp"

namespace puzzlelab::pddl {

// A numeric expression over the numeric fluents, static function terms folded to numbers.
struct GroundExpr {
  enum class Kind : std::uint8_t { kConstant, kFluent, kAdd, kSubtract, kMultiply, kNegate };
  Kind kind = Kind::kConstant;
  std::int64_t constant = 0;  // kConstant
  FluentId fluent = 0;        // kFluent
  std::vector<GroundExpr> children;

  // Throws NumericRangeError when a product leaves 64 bits (values are within ±2^40, so sums
  // and differences of a few never do).
  std::int64_t value(const State& state) const;
};

// `left comparator right`, both sides evaluated on the state.
struct Comparison {
  Comparator comparator = Comparator::kEqual;
  GroundExpr left;
  GroundExpr right;

  bool holds(const State& state) const {
    return compare(comparator, left.value(state), right.value(state));
  }
};

// (assign|increase|decrease fluent value), the value evaluated on the state before the action.
struct NumericEffect {
  FluentId fluent = 0;
  NumericOp op = NumericOp::kAssign;
  GroundExpr value;
};

// A numeric fluent would leave ±2^40 (or an expression 64 bits): an error of the run, not a
// wrapped value. apply() knows no names; the Task overload of apply() says which fluent and
// which action.
class NumericRangeError : public InputError {
 public:
  static constexpr FluentId kNoFluent = ~FluentId{0};
  NumericRangeError(FluentId fluent, std::int64_t value, const std::string& message)
      : InputError(message), fluent(fluent), value(value) {}
  FluentId fluent;
  std::int64_t value;
};

// A condition that is no conjunction of literals (or, imply, exists over several objects), in
// negation normal form over fluent atoms and numeric comparisons. Evaluated on the state when
// needed rather than split into one action per disjunct: the split can grow exponentially and
// would give one plan step several ground actions (docs/pddl.md).
struct GroundFormula {
  enum class Kind : std::uint8_t { kAnd, kOr, kAtom, kNotAtom, kCompare };
  Kind kind = Kind::kAnd;
  AtomId atom = 0;
  std::vector<GroundFormula> children;
  std::shared_ptr<const Comparison> comparison;  // kCompare (a negation is folded into it)

  bool holds(const State& state) const;
};

// A precondition, an effect condition, the goal or the state constraints: literals and numeric
// comparisons that must all hold, and a formula that must hold too when the condition is more
// than those. A search that relaxes the task may ignore `numeric` and the comparisons inside
// `formula` (treat them as true): positive, negative and the atoms mean what they always did.
struct Condition {
  std::vector<AtomId> positive;
  std::vector<AtomId> negative;
  std::vector<Comparison> numeric;
  std::optional<GroundFormula> formula;

  bool holds(const State& state) const;
  bool empty() const { return positive.empty() && negative.empty() && numeric.empty() && !formula; }
};

struct ConditionalEffect {
  Condition condition;
  std::vector<AtomId> add;
  std::vector<AtomId> del;
  std::vector<NumericEffect> numeric;
};

struct GroundAction {
  std::uint32_t schema = 0;
  std::vector<ObjectId> args;
  Condition precondition;
  std::vector<AtomId> add;
  std::vector<AtomId> del;
  std::vector<ConditionalEffect> conditional;
  std::int64_t cost = 1;
  std::vector<NumericEffect> numeric;  // on the numeric fluents, not the total cost
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

class SuccessorIndex;

struct Task {
  std::vector<std::string> objects;
  std::vector<std::string> predicates;
  std::vector<std::string> schemas;
  AtomTable atoms;  // the fluent atoms: the bits of a State
  std::vector<std::string> functions;
  AtomTable fluents;  // the numeric fluents, (function, objects): the values of a State
  std::vector<GroundAction> actions;
  State initial;  // its values are the fluents' initial values
  Condition goal;
  // Set when the goal can never hold (it names a false static atom or one no action adds).
  std::optional<std::string> goal_unreachable;
  // The state constraints, (:constraints (always φ)): every state a plan reaches, the initial
  // one included, must satisfy it; successors that break it are no successors. Empty: none.
  Condition invariant;
  // Set when the constraints can never hold (then `invariant` is false in every state).
  std::optional<std::string> invariant_unsatisfiable;
  bool metric = false;  // (:metric minimize (total-cost)): costs from the file, else 1 each
  GroundingStats stats;
  std::vector<std::string> warnings;
  // Built by ground() once the actions are known (successor_index.hpp); null for a task made
  // otherwise, whose successors are then found by testing every action.
  std::shared_ptr<const SuccessorIndex> successor_index;

  // "(on d1 d2)", "(move d1 p1 d2)", "(m-left)"
  std::string atom_name(AtomId atom) const;
  std::string action_name(const GroundAction& action) const;
  std::string fluent_name(FluentId fluent) const;
  // A state with room for the task's atoms and values, all false and 0.
  State empty_state() const { return State(atoms.size(), fluents.size()); }
};

// The state after `action`: conditional effects and numeric effects are judged on `state` as it
// was, then every delete is made before any add, so an atom both deleted and added ends true.
// On one fluent, an assign sets, then each increase and decrease adds to what it set (or to the
// old value). Throws NumericRangeError when a value would leave ±2^40.
State apply(const GroundAction& action, const State& state);
// The same, its NumericRangeError turned into an InputError naming the fluent and the action.
State apply(const Task& task, const GroundAction& action, const State& state);

// The first literal of `condition` false in `state`, as text ("(clear d2)", "(not (on d1 d2))"),
// or the formula when only it fails; empty when the condition holds.
std::string first_unmet(const Task& task, const Condition& condition, const State& state);

// Every literal of `condition` false in `state` (the unmet goal atoms), as text.
std::vector<std::string> all_unmet(const Task& task, const Condition& condition,
                                   const State& state);

// The part of the state constraints that `state` breaks, as text ("(or (not (at goat l)) (at
// farmer l))"); empty when it satisfies them.
std::string broken_constraint(const Task& task, const State& state);

// A formula as text, in its normal form: "(or (on a b) (not (clear c)))".
std::string formula_text(const Task& task, const GroundFormula& formula);
// "(>= (m-left) (c-left))", "(not (= (fuel) 0))".
std::string comparison_text(const Task& task, const Comparison& comparison);

}  // namespace puzzlelab::pddl
