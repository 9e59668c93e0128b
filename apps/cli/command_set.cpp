#include "command_set.hpp"

#include <algorithm>

namespace puzzlelab::cli {

void CommandSet::add_all(CLI::App& parent, const std::vector<Register>& registers) {
  if (every_) {
    build_every(parent, registers);
    return;
  }
  // The command line's words after the parent's own name (after the program's, at the root).
  const int first = levels_.empty() ? 1 : levels_.back().named_at + 1;
  levels_.emplace_back().parent = &parent;
  for (const Register& command : registers) command(*this);
  Level& level = levels_.back();
  for (int i = first; i < argc_ && level.named.empty(); ++i) {
    for (const Listed& listed : level.listed) {
      if (listed.name == argv_[i]) {
        level.named = listed.name;
        level.named_at = i;
        break;
      }
    }
  }
  // A word before the named command that is neither an option nor a command is a stray word
  // (`puzzlelab pge solve`) or an option's value: either way an error message or the parse may
  // want every command here, so all are made, as they are where the line names none.
  const bool stray_word_first =
      std::any_of(argv_ + first, argv_ + (level.named.empty() ? argc_ : level.named_at),
                  [](const char* word) { return word[0] != '-'; });
  if (level.named.empty() || stray_word_first) {
    for (const Listed& listed : level.listed) parent.add_subcommand(listed.name, listed.summary);
    level.made_all = true;
  }
  if (!level.named.empty()) {
    level.building = true;
    for (const Register& command : registers) command(*this);
  }
  levels_.pop_back();
}

void CommandSet::build_every(CLI::App& parent, const std::vector<Register>& registers) {
  levels_.emplace_back().parent = &parent;
  for (const Register& command : registers) command(*this);
  // levels_ grows and shrinks while a command builds the level below it: index, do not hold.
  for (std::size_t i = 0; i < levels_.back().listed.size(); ++i) {
    Level& level = levels_.back();
    level.building = true;
    level.named = level.listed[i].name;
    level.built = false;
    for (const Register& command : registers) command(*this);
  }
  levels_.pop_back();
}

CLI::App* CommandSet::add(const std::string& name, const std::string& summary) {
  Level& level = levels_.back();
  if (!level.building) {
    const bool known = std::any_of(level.listed.begin(), level.listed.end(),
                                   [&](const Listed& listed) { return listed.name == name; });
    if (!known) level.listed.push_back({name, summary});
    return nullptr;
  }
  if (name != level.named || level.built) return nullptr;
  level.built = true;
  return level.made_all ? level.parent->get_subcommand(name)
                        : level.parent->add_subcommand(name, summary);
}

bool CommandSet::listed_before(const std::string& name, const std::string& other) const {
  const std::vector<Listed>& listed = levels_.back().listed;
  const auto position = [&](const std::string& wanted) {
    return std::find_if(listed.begin(), listed.end(),
                        [&](const Listed& item) { return item.name == wanted; });
  };
  const auto at = position(name);
  return at != listed.end() && at < position(other);
}

}  // namespace puzzlelab::cli
