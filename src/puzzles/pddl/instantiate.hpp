// Instantiating the lifted task under one binding of its variables: preconditions, goals,
// state constraints and effects become conditions and atom lists over the fluent atoms, with
// static atoms, equalities and static functions decided on the spot and quantifiers expanded
// over the objects of their types. Numeric comparisons become Comparisons over the numeric
// fluents; a function term with no value in :init is an InputError naming it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "puzzles/pddl/grounding_budget.hpp"
#include "puzzles/pddl/lifted.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

class Instantiator {
 public:
  // `fluents`: the atoms that may ever hold; an atom of a fluent predicate not among them never
  // does. Null while the relaxed exploration is still finding them: then only static atoms and
  // equalities are decided (statically_possible).
  Instantiator(const LiftedTask& task, const AtomTable* fluents, GroundingBudget& budget)
      : task_(task), fluents_(fluents), budget_(budget) {}

  struct Result {
    std::optional<GroundAction> action;
    std::string false_literal;  // without an action: the literal that can never hold
  };
  // The ground action of `schema` with these arguments, or why it can never apply.
  Result action(std::uint32_t schema, std::span<const ObjectId> args);

  // False when the static atoms and equalities alone make the precondition false.
  bool statically_possible(std::uint32_t schema, std::span<const ObjectId> args);

  // Every atom the action may add, ignoring deletes and effect conditions (the relaxed task).
  template <class Visit>
  void for_each_add(std::uint32_t schema, std::span<const ObjectId> args, Visit&& visit);

  // The goal; `unreachable` says why when it can never hold.
  Condition goal(std::optional<std::string>& unreachable);
  // The conjunction of the state constraints; `unsatisfiable` says why when it can never hold
  // (then the condition returned is false in every state).
  Condition constraints(std::optional<std::string>& unsatisfiable);

  // "(on d1 d2)" for a ground atom of the lifted task.
  std::string atom_text(std::uint32_t predicate, std::span<const ObjectId> args) const;

 private:
  enum class Value : std::uint8_t { kFalse, kTrue, kOpen };
  struct Folded {
    Value value = Value::kTrue;
    GroundFormula formula;  // when kOpen
  };
  class Junction;

  void bind(const Slots& slots, std::span<const ObjectId> args);
  const std::vector<ObjectId>& resolve(const LiftedAtom& atom);
  Folded fold(const LiftedFormula& formula, bool positive);
  Folded fold_literal(const LiftedFormula& atom, bool positive);
  Folded fold_quantified(const LiftedFormula& formula, bool positive, bool conjunction);
  Folded fold_compare(const LiftedFormula& formula, bool positive);
  bool is_static(const LiftedExpr& expr) const;
  GroundExpr ground_expr(const LiftedExpr& expr);
  [[noreturn]] void undefined(const LiftedAtom& term, const std::string& role);
  std::string expr_text(const LiftedExpr& expr);
  std::string explain(const LiftedFormula& formula);
  template <class Each>
  void for_each_binding(const std::vector<std::uint32_t>& slots, Each&& each);
  struct EffectGroup;
  void ground_effect(const LiftedEffect& effect, int group, std::vector<EffectGroup>& groups,
                     GroundAction& action);
  template <class Visit>
  void visit_adds(const LiftedEffect& effect, Visit& visit);

  const LiftedTask& task_;
  const AtomTable* fluents_;
  GroundingBudget& budget_;
  const Slots* slots_ = nullptr;
  std::vector<ObjectId> binding_;
  std::vector<ObjectId> resolved_;
  std::uint32_t schema_ = 0;
  std::string context_;  // "action 'drive'", "the goal": who uses an undefined function
};

// Nothing but the literals of a folded formula in the lists, the rest kept as a formula.
Condition to_condition(GroundFormula formula);

template <class Each>
void Instantiator::for_each_binding(const std::vector<std::uint32_t>& slots, Each&& each) {
  // An odometer over the slots' domains: no recursion, however many variables.
  std::vector<std::size_t> at(slots.size(), 0);
  for (std::size_t k = 0; k < slots.size(); ++k) {
    const auto& objects = task_.domains[slots_->domain[slots[k]]].objects;
    if (objects.empty()) return;
    binding_[slots[k]] = objects[0];
  }
  while (true) {
    budget_.tick();
    if (!each()) return;
    std::size_t k = slots.size();
    while (true) {
      if (k == 0) return;
      --k;
      const auto& objects = task_.domains[slots_->domain[slots[k]]].objects;
      if (++at[k] < objects.size()) {
        binding_[slots[k]] = objects[at[k]];
        break;
      }
      at[k] = 0;
      binding_[slots[k]] = objects[0];
    }
  }
}

template <class Visit>
void Instantiator::visit_adds(const LiftedEffect& effect, Visit& visit) {
  using Kind = LiftedEffect::Kind;
  switch (effect.kind) {
    case Kind::kAdd:
      visit(effect.atom.predicate, std::span<const ObjectId>(resolve(effect.atom)));
      return;
    case Kind::kForall:
      for_each_binding(effect.slots, [&] {
        for (const LiftedEffect& child : effect.children) visit_adds(child, visit);
        return true;
      });
      return;
    case Kind::kAnd:
    case Kind::kWhen:
      for (const LiftedEffect& child : effect.children) visit_adds(child, visit);
      return;
    case Kind::kDelete:
    case Kind::kIncreaseCost:
    case Kind::kNumeric:
      return;
  }
}

template <class Visit>
void Instantiator::for_each_add(std::uint32_t schema, std::span<const ObjectId> args,
                                Visit&& visit) {
  bind(task_.schemas[schema].slots, args);
  visit_adds(task_.schemas[schema].effect, visit);
}

}  // namespace puzzlelab::pddl
