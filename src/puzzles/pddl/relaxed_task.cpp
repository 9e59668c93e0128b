#include "puzzles/pddl/relaxed_task.hpp"

#include <algorithm>

#include "puzzles/pddl/relaxed_exploration.hpp"

namespace puzzlelab::pddl {
namespace {

std::vector<AtomId> sorted_unique(std::vector<AtomId> atoms) {
  std::sort(atoms.begin(), atoms.end());
  atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
  return atoms;
}

// Lists of relaxed actions per atom, as one array and the offset of each atom's list.
void index_by_atom(std::size_t atoms, const std::vector<RelaxedAction>& actions,
                   const std::vector<AtomId>& flat, bool by_pre, std::vector<std::uint32_t>& list,
                   std::vector<std::uint32_t>& begin) {
  begin.assign(atoms + 1, 0);
  for (const RelaxedAction& a : actions) {
    const std::uint32_t from = by_pre ? a.pre_begin : a.add_begin;
    const std::uint32_t to = by_pre ? a.pre_end : a.add_end;
    for (std::uint32_t i = from; i < to; ++i) ++begin[flat[i] + 1];
  }
  for (std::size_t atom = 0; atom < atoms; ++atom) begin[atom + 1] += begin[atom];
  list.assign(begin[atoms], 0);
  std::vector<std::uint32_t> next(begin.begin(), begin.end() - 1);
  for (std::uint32_t index = 0; index < actions.size(); ++index) {
    const RelaxedAction& a = actions[index];
    const std::uint32_t from = by_pre ? a.pre_begin : a.add_begin;
    const std::uint32_t to = by_pre ? a.pre_end : a.add_end;
    for (std::uint32_t i = from; i < to; ++i) list[next[flat[i]]++] = index;
  }
}

}  // namespace

RelaxedTask::RelaxedTask(const Task& task) : atom_count_(task.atoms.size()) {
  costs_.reserve(task.actions.size());
  auto add_relaxed = [&](std::uint32_t action, std::vector<AtomId> pre,
                         const std::vector<AtomId>& add) {
    if (add.empty()) return;  // it makes nothing true: no use to a relaxed plan
    RelaxedAction relaxed;
    relaxed.action = action;
    pre = sorted_unique(std::move(pre));
    relaxed.pre_begin = static_cast<std::uint32_t>(pre_atoms_.size());
    pre_atoms_.insert(pre_atoms_.end(), pre.begin(), pre.end());
    relaxed.pre_end = static_cast<std::uint32_t>(pre_atoms_.size());
    const std::vector<AtomId> adds = sorted_unique(add);
    relaxed.add_begin = static_cast<std::uint32_t>(add_atoms_.size());
    add_atoms_.insert(add_atoms_.end(), adds.begin(), adds.end());
    relaxed.add_end = static_cast<std::uint32_t>(add_atoms_.size());
    if (pre.empty()) unconditioned_.push_back(static_cast<std::uint32_t>(actions_.size()));
    actions_.push_back(relaxed);
  };
  for (std::uint32_t index = 0; index < task.actions.size(); ++index) {
    const GroundAction& action = task.actions[index];
    costs_.push_back(action.cost);
    add_relaxed(index, action.precondition.positive, action.add);
    for (const ConditionalEffect& effect : action.conditional) {
      std::vector<AtomId> pre = action.precondition.positive;
      pre.insert(pre.end(), effect.condition.positive.begin(), effect.condition.positive.end());
      add_relaxed(index, std::move(pre), effect.add);
    }
  }
  goal_ = sorted_unique(task.goal.positive);
  index_by_atom(atom_count_, actions_, pre_atoms_, /*by_pre=*/true, precondition_of_,
                precondition_of_begin_);
  index_by_atom(atom_count_, actions_, add_atoms_, /*by_pre=*/false, achievers_, achievers_begin_);
}

std::optional<std::string> no_plan_reason(const Task& task) {
  if (task.goal_unreachable) return *task.goal_unreachable;
  // An initial state that breaks the state constraints is no state a plan may start from.
  if (const std::string broken = broken_constraint(task, task.initial); !broken.empty())
    return "the initial state breaks the state constraints: " + broken;
  const RelaxedTask relaxed(task);
  RelaxedExploration exploration(relaxed);
  exploration.run(task.initial, RelaxedExploration::Combine::kMax, relaxed.costs());
  for (AtomId atom : task.goal.positive) {
    if (exploration.atom_cost(atom) == RelaxedExploration::kUnreached)
      return "the goal atom " + task.atom_name(atom) + " cannot be reached even ignoring deletes";
  }
  return std::nullopt;
}

}  // namespace puzzlelab::pddl
