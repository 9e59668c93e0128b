#include "puzzles/pddl/successor_index.hpp"

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

SuccessorIndex::SuccessorIndex(const Task& task)
    : atom_words_((task.atoms.size() + 63) / 64),
      action_count_(task.actions.size()),
      begin_(task.atoms.size() + 1, 0) {
  // How many actions need each atom: each action is listed under its least needed one.
  std::vector<std::uint32_t> needed(task.atoms.size(), 0);
  for (const GroundAction& action : task.actions)
    for (AtomId atom : action.precondition.positive) ++needed[atom];
  constexpr AtomId kNoAtom = UINT32_MAX;
  std::vector<AtomId> listed(task.actions.size(), kNoAtom);
  for (std::uint32_t a = 0; a < task.actions.size(); ++a) {
    for (AtomId atom : task.actions[a].precondition.positive)
      if (listed[a] == kNoAtom || needed[atom] < needed[listed[a]]) listed[a] = atom;
    if (listed[a] == kNoAtom) {
      unconditioned_.push_back(a);
    } else {
      ++begin_[listed[a] + 1];
    }
  }
  for (std::size_t atom = 0; atom < task.atoms.size(); ++atom) begin_[atom + 1] += begin_[atom];
  actions_.resize(begin_.back());
  std::vector<std::uint32_t> next(begin_.begin(), begin_.end() - 1);
  for (std::uint32_t a = 0; a < task.actions.size(); ++a)
    if (listed[a] != kNoAtom) actions_[next[listed[a]]++] = a;
  if (atom_words_ > kMaskedWords) return;
  masks_.assign(task.actions.size() * atom_words_, 0);
  positive_only_.assign(task.actions.size(), 0);
  for (std::uint32_t a = 0; a < task.actions.size(); ++a) {
    const Condition& precondition = task.actions[a].precondition;
    for (AtomId atom : precondition.positive)
      masks_[a * atom_words_ + (atom >> 6)] |= std::uint64_t{1} << (atom & 63);
    positive_only_[a] = precondition.negative.empty() && precondition.numeric.empty() &&
                        !precondition.formula.has_value();
  }
}

}  // namespace puzzlelab::pddl
