#include "puzzles/pddl/plan_encoding.hpp"

#include <algorithm>
#include <string>

#include "core/error.hpp"

namespace puzzlelab::pddl {
namespace {

// Sorted, without repeats: the grounder's lists may name an atom twice.
std::vector<AtomId> encoding_sorted_atoms(std::vector<AtomId> atoms) {
  std::sort(atoms.begin(), atoms.end());
  atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
  return atoms;
}

bool encoding_has_atom(const std::vector<AtomId>& sorted, AtomId atom) {
  return std::binary_search(sorted.begin(), sorted.end(), atom);
}

bool encoding_has_comparison(const GroundFormula& formula) {
  if (formula.kind == GroundFormula::Kind::kCompare) return true;
  for (const GroundFormula& child : formula.children)
    if (encoding_has_comparison(child)) return true;
  return false;
}

bool encoding_has_numeric(const Condition& condition) {
  return !condition.numeric.empty() ||
         (condition.formula && encoding_has_comparison(*condition.formula));
}

}  // namespace

void PlanSink::exclusive_implications(std::span<const int> guards, int literal) {
  for (int guard : guards) {
    const int implication[] = {-guard, literal};
    clause(implication);
  }
}

void PlanSink::used_in_order(std::span<const int> earlier, std::span<const int> later,
                             int later_step) {
  // Each of later -> used -> some of earlier.
  const int used = variable(PlanVariable::kUsed, 0, later_step);
  exclusive_implications(later, used);
  std::vector<int> some(earlier.begin(), earlier.end());
  some.push_back(-used);
  clause(some);
}

void PlanSink::state_mutexes(const Mutexes& mutexes, std::span<const int> state) {
  for (AtomId p : mutexes.unreachable) {
    const int never[] = {-state[p]};
    clause(never);
  }
  for (const auto& [p, q] : mutexes.pairs) {
    const int apart[] = {-state[p], -state[q]};
    clause(apart);
  }
}

std::optional<std::string> unencodable(const Task& task) {
  if (task.fluents.size() > 0) {
    std::string names;
    const std::size_t shown = std::min<std::size_t>(task.fluents.size(), 3);
    for (FluentId f = 0; f < shown; ++f) names += (f == 0 ? "" : ", ") + task.fluent_name(f);
    if (shown < task.fluents.size()) names += ", ...";
    return "the task has " + std::to_string(task.fluents.size()) + " numeric fluent" +
           (task.fluents.size() == 1 ? "" : "s") + " (" + names +
           "), and the step encoding has 0-1 variables only";
  }
  bool found = encoding_has_numeric(task.goal) || encoding_has_numeric(task.invariant);
  for (const GroundAction& action : task.actions) {
    found |= encoding_has_numeric(action.precondition) || !action.numeric.empty();
    for (const ConditionalEffect& effect : action.conditional)
      found |= encoding_has_numeric(effect.condition) || !effect.numeric.empty();
  }
  if (found)
    return "the task has numeric conditions or effects, and the step encoding has 0-1 "
           "variables only";
  return std::nullopt;
}

PlanEncoding::PlanEncoding(const Task& task, PlanSink& sink, const Mutexes* mutexes)
    : task_(task), sink_(sink) {
  if (mutexes != nullptr && mutexes->computed &&
      mutexes->pairs.size() + mutexes->unreachable.size() <= kMaxMutexClauses)
    mutexes_ = mutexes;
  if (const std::optional<std::string> why = unencodable(task)) internal_error("pddl: " + *why);
  const std::size_t atom_count = task.atoms.size();
  adders_.resize(atom_count);
  deleters_.resize(atom_count);
  effect_adders_.resize(atom_count);
  effect_deleters_.resize(atom_count);
  needed_.resize(atom_count);
  excluded_.resize(atom_count);
  erased_.resize(atom_count);
  deletes_.resize(task.actions.size());
  std::uint32_t effects = 0;
  for (std::uint32_t a = 0; a < task.actions.size(); ++a) {
    const GroundAction& action = task.actions[a];
    effect_base_.push_back(effects);
    for (AtomId p : encoding_sorted_atoms(action.precondition.positive)) needed_[p].push_back(a);
    for (AtomId p : encoding_sorted_atoms(action.precondition.negative)) excluded_[p].push_back(a);
    const std::vector<AtomId> add = encoding_sorted_atoms(action.add);
    for (AtomId p : add) adders_[p].push_back(a);
    // The effects of `a` that add p: they undo a delete of p by `a` or by its other effects.
    const auto rescuers = [&](AtomId p, std::int64_t except) {
      std::vector<std::uint32_t> found;
      for (std::uint32_t e = 0; e < action.conditional.size(); ++e) {
        if (static_cast<std::int64_t>(e) == except) continue;
        const auto& adds = action.conditional[e].add;
        if (std::find(adds.begin(), adds.end(), p) != adds.end()) found.push_back(effects + e);
      }
      return found;
    };
    for (AtomId p : encoding_sorted_atoms(action.del)) {
      if (encoding_has_atom(add, p)) continue;  // add after delete: p ends true
      deleters_[p].push_back(a);
      std::vector<std::uint32_t> undone = rescuers(p, -1);
      if (undone.empty()) {
        erased_[p].push_back(a);
      } else {
        deletes_[a].push_back(Delete{-1, p, std::move(undone)});
      }
    }
    for (std::uint32_t e = 0; e < action.conditional.size(); ++e) {
      const ConditionalEffect& effect = action.conditional[e];
      const std::vector<AtomId> effect_add = encoding_sorted_atoms(effect.add);
      for (AtomId p : effect_add) effect_adders_[p].push_back(effects + e);
      for (AtomId p : encoding_sorted_atoms(effect.del)) {
        if (encoding_has_atom(add, p) || encoding_has_atom(effect_add, p)) continue;
        effect_deleters_[p].push_back(effects + e);
        deletes_[a].push_back(Delete{static_cast<std::int64_t>(effects + e), p, rescuers(p, e)});
      }
    }
    effects += static_cast<std::uint32_t>(action.conditional.size());
  }
  effect_base_.push_back(effects);

  std::vector<int> initial(atom_count);
  for (AtomId p = 0; p < atom_count; ++p) {
    initial[p] = sink_.variable(PlanVariable::kAtom, p, 0);
    add_clause({task.initial.test(p) ? initial[p] : -initial[p]});
  }
  atoms_.push_back(std::move(initial));
  require(0, task.invariant, 0);
}

void PlanEncoding::add_clause(std::initializer_list<int> literals) {
  sink_.clause(std::span<const int>(literals.begin(), literals.size()));
}

int PlanEncoding::formula_literal(const GroundFormula& formula, int step, bool required_only) {
  switch (formula.kind) {
    case GroundFormula::Kind::kAtom:
      return atom(formula.atom, step);
    case GroundFormula::Kind::kNotAtom:
      return -atom(formula.atom, step);
    case GroundFormula::Kind::kAnd:
    case GroundFormula::Kind::kOr:
      break;
    case GroundFormula::Kind::kCompare:
      internal_error("pddl: a numeric comparison in the step encoding");
  }
  if (formula.children.size() == 1)
    return formula_literal(formula.children.front(), step, required_only);
  std::vector<int> children;
  children.reserve(formula.children.size());
  for (const GroundFormula& child : formula.children)
    children.push_back(formula_literal(child, step, required_only));
  const int node = sink_.variable(PlanVariable::kFormula, formula_nodes_++, step);
  std::vector<int> wide;  // the one clause over every child
  wide.reserve(children.size() + 1);
  if (formula.kind == GroundFormula::Kind::kAnd) {
    // node -> every child; every child -> node.
    wide.push_back(node);
    for (int child : children) {
      add_clause({-node, child});
      wide.push_back(-child);
    }
    if (!required_only) sink_.clause(wide);
  } else {
    // node -> some child; each child -> node. An empty or is false: the clause (-node).
    wide.push_back(-node);
    for (int child : children) {
      wide.push_back(child);
      if (!required_only) add_clause({node, -child});
    }
    sink_.clause(wide);
  }
  return node;
}

void PlanEncoding::require(int guard, const Condition& condition, int step) {
  const auto implied = [&](int literal) {
    if (guard == 0) {
      add_clause({literal});
    } else {
      add_clause({-guard, literal});
    }
  };
  for (AtomId p : condition.positive) implied(atom(p, step));
  for (AtomId p : condition.negative) implied(-atom(p, step));
  if (condition.formula) implied(formula_literal(*condition.formula, step, /*required_only=*/true));
}

void PlanEncoding::add_step() {
  const int t = horizon();
  const std::size_t atom_count = task_.atoms.size();
  std::vector<int> ys(task_.actions.size());
  for (std::uint32_t a = 0; a < ys.size(); ++a) ys[a] = sink_.variable(PlanVariable::kAction, a, t);
  std::vector<int> cs(effect_base_.back());
  for (std::uint32_t e = 0; e < cs.size(); ++e) cs[e] = sink_.variable(PlanVariable::kEffect, e, t);
  std::vector<int> next(atom_count);
  for (AtomId p = 0; p < atom_count; ++p) next[p] = sink_.variable(PlanVariable::kAtom, p, t + 1);
  actions_.push_back(ys);
  effects_.push_back(cs);
  atoms_.push_back(next);
  require(0, task_.invariant, t + 1);
  if (mutexes_ != nullptr) sink_.state_mutexes(*mutexes_, next);

  sink_.at_most_one(ys);
  if (t > 0) sink_.used_in_order(actions_[t - 1], ys, t);
  // The plain preconditions and effects, one atom at a time over the step's actions.
  std::vector<int> guards;
  const auto implied_by = [&](const std::vector<std::uint32_t>& actions, int literal) {
    if (actions.empty()) return;
    guards.clear();
    for (std::uint32_t a : actions) guards.push_back(ys[a]);
    sink_.exclusive_implications(guards, literal);
  };
  for (AtomId p = 0; p < atom_count; ++p) {
    implied_by(needed_[p], atom(p, t));
    implied_by(excluded_[p], -atom(p, t));
    implied_by(adders_[p], next[p]);
    implied_by(erased_[p], -next[p]);
  }
  std::vector<int> clause;
  for (std::uint32_t a = 0; a < ys.size(); ++a) {
    const GroundAction& action = task_.actions[a];
    const int y = ys[a];
    if (action.precondition.formula) {
      add_clause({-y, formula_literal(*action.precondition.formula, t, /*required_only=*/true)});
    }
    for (std::uint32_t e = 0; e < action.conditional.size(); ++e) {
      // c <-> y and the condition.
      const int c = cs[effect_base_[a] + e];
      const Condition& condition = action.conditional[e].condition;
      add_clause({-c, y});
      clause.assign({c, -y});
      for (AtomId p : condition.positive) {
        add_clause({-c, atom(p, t)});
        clause.push_back(-atom(p, t));
      }
      for (AtomId p : condition.negative) {
        add_clause({-c, -atom(p, t)});
        clause.push_back(atom(p, t));
      }
      if (condition.formula) {
        const int holds = formula_literal(*condition.formula, t, /*required_only=*/false);
        add_clause({-c, holds});
        clause.push_back(-holds);
      }
      sink_.clause(clause);
      for (AtomId p : action.conditional[e].add) add_clause({-c, next[p]});
    }
    for (const Delete& gone : deletes_[a]) {
      clause.assign({gone.guard_effect < 0 ? -y : -cs[gone.guard_effect], -next[gone.atom]});
      for (std::uint32_t e : gone.rescuers) clause.push_back(cs[e]);
      sink_.clause(clause);
    }
  }
  // Explanatory frame axioms: an atom changes only when a step's action or effect changes it.
  for (AtomId p = 0; p < atom_count; ++p) {
    const int now = atom(p, t);
    clause.assign({-now, next[p]});
    for (std::uint32_t a : deleters_[p]) clause.push_back(ys[a]);
    for (std::uint32_t e : effect_deleters_[p]) clause.push_back(cs[e]);
    sink_.clause(clause);
    clause.assign({now, -next[p]});
    for (std::uint32_t a : adders_[p]) clause.push_back(ys[a]);
    for (std::uint32_t e : effect_adders_[p]) clause.push_back(cs[e]);
    sink_.clause(clause);
  }
}

int PlanEncoding::goal_literal() {
  const int t = horizon();
  const int goal = sink_.variable(PlanVariable::kGoal, 0, t);
  require(goal, task_.goal, t);
  return goal;
}

std::vector<std::uint32_t> PlanEncoding::decode(const std::function<bool(int)>& value) const {
  std::vector<std::uint32_t> plan;
  for (int t = 0; t < horizon(); ++t) {
    bool taken = false;
    for (std::uint32_t a = 0; a < actions_[t].size(); ++a) {
      if (!value(actions_[t][a])) continue;
      if (taken) internal_error("pddl: two actions at step " + std::to_string(t) + " of a model");
      taken = true;
      plan.push_back(a);
    }
  }
  return plan;
}

}  // namespace puzzlelab::pddl
