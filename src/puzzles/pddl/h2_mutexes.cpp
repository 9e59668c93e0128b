#include "puzzles/pddl/h2_mutexes.hpp"

#include <algorithm>
#include <string>

#include "core/work_budget.hpp"

namespace puzzlelab::pddl {
namespace {

// A symmetric table of reached pairs, one bit each; (p, p) says that p alone is reached.
class MutexPairTable {
 public:
  explicit MutexPairTable(std::size_t atoms)
      : words_((atoms + 63) / 64), bits_(atoms * words_, 0) {}

  bool test(AtomId p, AtomId q) const { return (bits_[p * words_ + (q >> 6)] >> (q & 63)) & 1u; }
  // Sets (p, q) and (q, p); true when it was new.
  bool set(AtomId p, AtomId q) {
    if (test(p, q)) return false;
    bits_[p * words_ + (q >> 6)] |= std::uint64_t{1} << (q & 63);
    bits_[q * words_ + (p >> 6)] |= std::uint64_t{1} << (p & 63);
    return true;
  }
  std::uint64_t bytes() const { return bits_.size() * sizeof(std::uint64_t); }

 private:
  std::size_t words_;
  std::vector<std::uint64_t> bits_;
};

std::vector<AtomId> mutex_sorted_atoms(std::vector<AtomId> atoms) {
  std::sort(atoms.begin(), atoms.end());
  atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
  return atoms;
}

}  // namespace

Mutexes h2_mutexes(const Task& task) {
  Mutexes mutexes;
  const std::size_t n = task.atoms.size();
  if (n > kMaxMutexAtoms || task.fluents.size() > 0 ||
      static_cast<std::uint64_t>(task.actions.size()) * n > kMaxMutexSweep)
    return mutexes;
  for (const GroundAction& action : task.actions)
    if (!action.conditional.empty()) return mutexes;

  struct Action {
    std::vector<AtomId> pre, add;
    std::vector<bool> touched;  // added or deleted: no atom persists through the action there
  };
  std::vector<Action> actions;
  actions.reserve(task.actions.size());
  for (const GroundAction& ground : task.actions) {
    Action action{mutex_sorted_atoms(ground.precondition.positive), mutex_sorted_atoms(ground.add),
                  std::vector<bool>(n, false)};
    for (AtomId p : ground.add) action.touched[p] = true;
    for (AtomId p : ground.del) action.touched[p] = true;
    actions.push_back(std::move(action));
  }

  MutexPairTable reached(n);
  check_work(reached.bytes(),
             [&] { return "the table of atom pairs (" + std::to_string(n) + " atoms)"; });
  std::vector<AtomId> initial;
  for (AtomId p = 0; p < n; ++p)
    if (task.initial.test(p)) initial.push_back(p);
  for (AtomId p : initial)
    for (AtomId q : initial) reached.set(p, q);

  for (bool changed = true; changed;) {
    changed = false;
    for (const Action& action : actions) {
      check_work(reached.bytes(),
                 [&] { return "the table of atom pairs (" + std::to_string(n) + " atoms)"; });
      bool applicable = true;
      for (std::size_t i = 0; applicable && i < action.pre.size(); ++i)
        for (std::size_t j = i; applicable && j < action.pre.size(); ++j)
          applicable = reached.test(action.pre[i], action.pre[j]);
      if (!applicable) continue;
      for (AtomId p : action.add)
        for (AtomId q : action.add) changed |= reached.set(p, q);
      // An atom the action leaves alone, reached with each precondition atom, is reached with
      // each atom it adds.
      for (AtomId q = 0; q < n; ++q) {
        if (action.touched[q] || !reached.test(q, q)) continue;
        const bool with_pre = std::all_of(action.pre.begin(), action.pre.end(),
                                          [&](AtomId r) { return reached.test(q, r); });
        if (!with_pre) continue;
        for (AtomId p : action.add) changed |= reached.set(p, q);
      }
    }
  }

  mutexes.computed = true;
  for (AtomId p = 0; p < n; ++p) {
    if (!reached.test(p, p)) {
      mutexes.unreachable.push_back(p);
      continue;
    }
    for (AtomId q = p + 1; q < n; ++q)
      if (reached.test(q, q) && !reached.test(p, q)) mutexes.pairs.emplace_back(p, q);
  }
  return mutexes;
}

std::optional<std::string> goal_against_mutexes(const Task& task, const Mutexes& mutexes) {
  if (!mutexes.computed) return std::nullopt;
  const std::vector<AtomId> goal = mutex_sorted_atoms(task.goal.positive);
  for (AtomId p : mutexes.unreachable) {
    if (std::binary_search(goal.begin(), goal.end(), p))
      return "the goal needs " + task.atom_name(p) + ", which no reachable state holds (h^2)";
  }
  for (const auto& [p, q] : mutexes.pairs) {
    if (std::binary_search(goal.begin(), goal.end(), p) &&
        std::binary_search(goal.begin(), goal.end(), q)) {
      return "the goal needs " + task.atom_name(p) + " and " + task.atom_name(q) +
             ", which no reachable state holds together (h^2 mutexes)";
    }
  }
  return std::nullopt;
}

}  // namespace puzzlelab::pddl
