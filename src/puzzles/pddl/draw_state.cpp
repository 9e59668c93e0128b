#include "puzzles/pddl/draw_state.hpp"

#include <algorithm>

namespace puzzlelab::pddl {
namespace {

constexpr std::size_t kWidth = 100;

}  // namespace

std::vector<AtomId> true_atoms(const Task& task, const State& state) {
  std::vector<AtomId> atoms;
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom) {
    if (state.test(atom)) atoms.push_back(atom);
  }
  return atoms;
}

std::string draw_state(const Task& task, const State& state, const std::vector<AtomId>& marked) {
  std::vector<std::vector<AtomId>> by_predicate(task.predicates.size());
  for (AtomId atom : true_atoms(task, state)) {
    const std::uint32_t predicate = task.atoms.predicate(atom);
    if (predicate < by_predicate.size()) by_predicate[predicate].push_back(atom);
  }
  std::size_t label_width = 0;
  for (std::uint32_t p = 0; p < by_predicate.size(); ++p) {
    if (!by_predicate[p].empty())
      label_width = std::max(label_width, task.predicates[p].size() + 1);
  }
  std::string text;
  for (std::uint32_t p = 0; p < by_predicate.size(); ++p) {
    if (by_predicate[p].empty()) continue;
    std::string label = task.predicates[p] + ":";
    label.resize(label_width + 2, ' ');
    std::string line = label;
    bool first = true;
    for (AtomId atom : by_predicate[p]) {
      std::string word = task.atom_name(atom);
      if (std::find(marked.begin(), marked.end(), atom) != marked.end()) word += '*';
      if (!first && line.size() + 1 + word.size() > kWidth) {
        text += line + "\n";
        line = std::string(label_width + 2, ' ');
        first = true;
      }
      if (!first) line += ' ';
      line += word;
      first = false;
    }
    text += line + "\n";
  }
  return text.empty() ? "(no atom is true)\n" : text;
}

}  // namespace puzzlelab::pddl
