#include "puzzles/pddl/mutex_groups.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <string>

#include "core/work_budget.hpp"

namespace puzzlelab::pddl {
namespace {

// Which reachable atom pairs are mutex, and which atoms are reachable at all.
struct MutexTable {
  MutexTable(const StateVariables& variables, const Mutexes& mutexes)
      : variables(variables), reachable_atoms(variables.variable_of.size(), true) {
    for (AtomId atom : mutexes.unreachable) reachable_atoms[atom] = false;
  }
  bool mutex(AtomId p, AtomId q) const { return variables.mutex(p, q); }
  bool reachable(AtomId atom) const { return reachable_atoms[atom]; }

  const StateVariables& variables;
  std::vector<bool> reachable_atoms;
};

bool pairwise_mutex(const MutexTable& table, const std::vector<AtomId>& atoms) {
  for (std::size_t i = 0; i < atoms.size(); ++i)
    for (std::size_t j = i + 1; j < atoms.size(); ++j)
      if (!table.mutex(atoms[i], atoms[j])) return false;
  return true;
}

// The atoms of each predicate grouped by the arguments in `fixed` (a bit per argument): every
// group of two or more that is pairwise mutex.
std::vector<std::vector<AtomId>> candidate_groups(const Task& task, const MutexTable& table) {
  std::map<std::uint32_t, std::vector<AtomId>> by_predicate;
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom)
    if (table.reachable(atom)) by_predicate[task.atoms.predicate(atom)].push_back(atom);
  constexpr std::size_t kMaxArity = 8;  // 2^8 argument subsets: more is no puzzle's predicate
  std::vector<std::vector<AtomId>> candidates;
  for (const auto& [predicate, atoms] : by_predicate) {
    const std::size_t arity = task.atoms.args(atoms.front()).size();
    if (arity > kMaxArity) continue;
    for (std::uint32_t fixed = 0; fixed < (std::uint32_t{1} << arity); ++fixed) {
      if (arity > 0 && fixed == (std::uint32_t{1} << arity) - 1) continue;  // an atom alone
      std::map<std::vector<ObjectId>, std::vector<AtomId>> groups;
      for (AtomId atom : atoms) {
        std::vector<ObjectId> key;
        const auto args = task.atoms.args(atom);
        for (std::size_t i = 0; i < arity; ++i)
          if ((fixed >> i) & 1u) key.push_back(args[i]);
        groups[key].push_back(atom);
      }
      for (auto& [key, group] : groups)
        if (group.size() >= 2 && pairwise_mutex(table, group)) candidates.push_back(group);
      check_work(candidates.size() * 64, [] { return std::string("the mutex groups"); });
    }
  }
  // Grown by the atoms of other predicates that are mutex with every member.
  for (std::vector<AtomId>& group : candidates) {
    const std::uint32_t predicate = task.atoms.predicate(group.front());
    for (AtomId atom = 0; atom < task.atoms.size(); ++atom) {
      if (!table.reachable(atom) || task.atoms.predicate(atom) == predicate) continue;
      if (std::all_of(group.begin(), group.end(),
                      [&](AtomId member) { return table.mutex(atom, member); }))
        group.push_back(atom);
    }
    check_work(candidates.size() * 64, [] { return std::string("the mutex groups"); });
  }
  return candidates;
}

std::size_t predicate_count(const Task& task, const std::vector<AtomId>& atoms) {
  std::vector<std::uint32_t> predicates;
  for (AtomId atom : atoms) predicates.push_back(task.atoms.predicate(atom));
  std::sort(predicates.begin(), predicates.end());
  return static_cast<std::size_t>(std::unique(predicates.begin(), predicates.end()) -
                                  predicates.begin());
}

// Exactly one atom of the group holds in every reachable state: one holds initially, and every
// action that deletes one adds one (the adds come after the deletes). At most one holds already,
// by the mutexes.
bool exactly_one(const Task& task, const std::vector<AtomId>& atoms,
                 const std::vector<bool>& in_group) {
  std::size_t initially = 0;
  for (AtomId atom : atoms) initially += task.initial.test(atom) ? 1 : 0;
  if (initially != 1) return false;
  for (const GroundAction& action : task.actions) {
    const bool deletes = std::any_of(action.del.begin(), action.del.end(),
                                     [&](AtomId atom) { return in_group[atom]; });
    const bool adds = std::any_of(action.add.begin(), action.add.end(),
                                  [&](AtomId atom) { return in_group[atom]; });
    if (deletes && !adds) return false;
  }
  return true;
}

}  // namespace

bool StateVariables::read(const State& state, std::vector<std::uint32_t>& values) const {
  for (std::size_t v = 0; v < variables.size(); ++v) values[v] = variables[v].none();
  const std::span<const std::uint64_t> words = state.words();
  for (std::size_t w = 0; w < atom_words; ++w) {
    for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
      const AtomId atom =
          static_cast<AtomId>(w * 64 + static_cast<unsigned>(std::countr_zero(bits)));
      const std::uint32_t variable = variable_of[atom];
      if (variable != kNoVariable) values[variable] = value_of[atom];
    }
  }
  for (std::size_t v = 0; v < variables.size(); ++v)
    if (!variables[v].may_be_none && values[v] == variables[v].none()) return false;
  return true;
}

std::vector<std::uint32_t> StateVariables::changed_by(const GroundAction& action) const {
  std::vector<std::uint32_t> changed;
  for (const auto* atoms : {&action.add, &action.del})
    for (AtomId atom : *atoms)
      if (variable_of[atom] != kNoVariable) changed.push_back(variable_of[atom]);
  std::sort(changed.begin(), changed.end());
  changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
  return changed;
}

StateVariables state_variables(const Task& task, const Mutexes& mutexes) {
  const std::size_t n = task.atoms.size();
  StateVariables result;
  result.variable_of.assign(n, StateVariables::kNoVariable);
  result.value_of.assign(n, 0);
  result.atom_words = (n + 63) / 64;
  std::vector<std::vector<AtomId>> chosen;
  std::vector<bool> covered(n, false);
  if (mutexes.computed) {
    result.mutex_bits.assign(n * n, false);
    for (const auto& [p, q] : mutexes.pairs) {
      result.mutex_bits[static_cast<std::size_t>(p) * n + q] = true;
      result.mutex_bits[static_cast<std::size_t>(q) * n + p] = true;
    }
    const MutexTable table(result, mutexes);
    for (AtomId atom = 0; atom < n; ++atom) covered[atom] = !table.reachable(atom);
    std::vector<std::vector<AtomId>> candidates = candidate_groups(task, table);
    while (true) {
      std::size_t best = candidates.size(), best_size = 1, best_predicates = 0;
      for (std::size_t c = 0; c < candidates.size(); ++c) {
        std::vector<AtomId>& group = candidates[c];
        std::erase_if(group, [&](AtomId atom) { return covered[atom]; });
        const std::size_t predicates = group.size() > 1 ? predicate_count(task, group) : 0;
        if (group.size() > best_size || (group.size() == best_size && best < candidates.size() &&
                                         predicates < best_predicates)) {
          best = c;
          best_size = group.size();
          best_predicates = predicates;
        }
      }
      if (best == candidates.size()) break;
      for (AtomId atom : candidates[best]) covered[atom] = true;
      chosen.push_back(std::move(candidates[best]));
      candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(best));
    }
  }
  for (AtomId atom = 0; atom < n; ++atom)
    if (!covered[atom]) chosen.push_back({atom});
  std::vector<bool> in_group(n, false);
  for (std::vector<AtomId>& atoms : chosen) {
    std::sort(atoms.begin(), atoms.end());
    for (AtomId atom : atoms) in_group[atom] = true;
    StateVariable variable;
    variable.may_be_none = !exactly_one(task, atoms, in_group);
    for (AtomId atom : atoms) in_group[atom] = false;
    const auto index = static_cast<std::uint32_t>(result.variables.size());
    for (std::size_t i = 0; i < atoms.size(); ++i) {
      result.variable_of[atoms[i]] = index;
      result.value_of[atoms[i]] = static_cast<std::uint32_t>(i);
    }
    variable.atoms = std::move(atoms);
    result.variables.push_back(std::move(variable));
  }
  return result;
}

std::optional<std::vector<GoalValue>> goal_values(const Task& task,
                                                  const StateVariables& variables) {
  std::vector<GoalValue> goal;
  const auto add = [&](std::uint32_t variable, std::uint32_t value) {
    for (const GoalValue& known : goal)
      if (known.variable == variable) return known.value == value;
    goal.push_back({variable, value});
    return true;
  };
  for (AtomId atom : task.goal.positive) {
    const std::uint32_t variable = variables.variable_of[atom];
    if (variable == StateVariables::kNoVariable || !add(variable, variables.value_of[atom]))
      return std::nullopt;
  }
  for (AtomId atom : task.goal.negative) {
    const std::uint32_t variable = variables.variable_of[atom];
    if (variable == StateVariables::kNoVariable) continue;  // never holds: the literal always does
    const StateVariable& holder = variables.variables[variable];
    if (holder.atoms.size() == 1 && holder.may_be_none && !add(variable, holder.none()))
      return std::nullopt;
  }
  return goal;
}

}  // namespace puzzlelab::pddl
