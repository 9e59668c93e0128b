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

std::string draw_state(const Task& task, const State& state, const std::vector<AtomId>& marked,
                       const std::vector<FluentId>& marked_values) {
  // One group of words a predicate, then one a function.
  const std::size_t predicates = task.predicates.size();
  std::vector<std::vector<std::string>> groups(predicates + task.functions.size());
  for (AtomId atom : true_atoms(task, state)) {
    const std::uint32_t predicate = task.atoms.predicate(atom);
    if (predicate >= predicates) continue;
    std::string word = task.atom_name(atom);
    if (std::find(marked.begin(), marked.end(), atom) != marked.end()) word += '*';
    groups[predicate].push_back(std::move(word));
  }
  for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent) {
    const std::size_t group = predicates + task.fluents.predicate(fluent);
    if (group >= groups.size()) continue;
    std::string word =
        "(= " + task.fluent_name(fluent) + " " + std::to_string(state.value(fluent)) + ")";
    if (std::find(marked_values.begin(), marked_values.end(), fluent) != marked_values.end())
      word += '*';
    groups[group].push_back(std::move(word));
  }
  auto name_of = [&](std::size_t group) -> const std::string& {
    return group < predicates ? task.predicates[group] : task.functions[group - predicates];
  };
  std::size_t label_width = 0;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (!groups[g].empty()) label_width = std::max(label_width, name_of(g).size() + 1);
  }
  std::string text;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (groups[g].empty()) continue;
    std::string label = name_of(g) + ":";
    label.resize(label_width + 2, ' ');
    std::string line = label;
    bool first = true;
    for (const std::string& word : groups[g]) {
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
