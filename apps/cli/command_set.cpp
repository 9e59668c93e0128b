#include "command_set.hpp"

#include <algorithm>

namespace puzzlelab::cli {

void CommandSet::register_commands(const std::vector<Register>& families, int argc,
                                   const char* const* argv) {
  for (const Register& family : families) family(*this);
  for (int i = 1; i < argc; ++i) {
    if (std::find(listed_.begin(), listed_.end(), argv[i]) != listed_.end()) {
      building_ = argv[i];
      for (const Register& family : families) family(*this);
      return;
    }
  }
}

CLI::App* CommandSet::add(const std::string& name, const std::string& summary) {
  CLI::App* command = nullptr;
  if (std::find(listed_.begin(), listed_.end(), name) == listed_.end()) {
    command = root_.add_subcommand(name, summary);
    listed_.push_back(name);
  } else {
    command = root_.get_subcommand(name);
  }
  return name == building_ ? command : nullptr;
}

bool CommandSet::listed_before(const std::string& name, const std::string& other) const {
  const auto at = std::find(listed_.begin(), listed_.end(), name);
  return at != listed_.end() && at < std::find(listed_.begin(), listed_.end(), other);
}

}  // namespace puzzlelab::cli
