#include "instance_options.hpp"

#include "cli_common.hpp"
#include "core/error.hpp"

namespace puzzlelab::cli {

InstanceOptions::InstanceOptions(CLI::App& command, const Puzzle& puzzle)
    : puzzle_(puzzle), specs_(puzzle.params()) {
  std::string positional;
  for (const ParamSpec& spec : specs_) {
    std::string help = spec.help;
    if (!spec.default_value.empty()) help += " (default " + spec.default_value + ")";
    CLI::Option* option =
        command.add_option("--" + spec.name, values_[spec.name], help)->option_text("VALUE");
    options_[spec.name] = option;
    for (const std::string& old : spec.old_names) {
      options_[old] = keep_as_old_spelling(
          command.add_option("--" + old, values_[old], "--" + spec.name)->excludes(option));
    }
    if (spec.positional) positional = spec.name;
  }
  std::string words_help =
      "the instance as key=value words (the canonical form every report "
      "prints)";
  if (!positional.empty()) words_help += ", or the " + positional + " itself";
  command.add_option("instance", words_, words_help)->option_text("[KEY=VALUE...]");
}

Params InstanceOptions::given() const {
  Params params;
  for (const ParamSpec& spec : specs_) {
    if (options_.at(spec.name)->count() > 0) params.emplace_back(spec.name, values_.at(spec.name));
    for (const std::string& old : spec.old_names)
      if (options_.at(old)->count() > 0) params.emplace_back(spec.name, values_.at(old));
  }
  const ParamSpec* positional = nullptr;
  for (const ParamSpec& spec : specs_)
    if (spec.positional) positional = &spec;
  for (const std::string& word : words_) {
    if (word.find('=') != std::string::npos && word.front() != '=') {
      for (auto& [key, value] : puzzle_support::split_params(word))
        params.emplace_back(current_name(key), std::move(value));
    } else if (positional != nullptr) {
      params.emplace_back(positional->name, word);
    } else {
      throw InputError(puzzle_.name() + ": unexpected argument '" + word.substr(0, 60) +
                       "' (give parameters as --name VALUE or name=VALUE)");
    }
  }
  return params;
}

std::string InstanceOptions::current_name(const std::string& key) const {
  for (const ParamSpec& spec : specs_)
    for (const std::string& old : spec.old_names)
      if (key == old) return spec.name;
  return key;
}

std::unique_ptr<Instance> InstanceOptions::parse() const {
  return puzzle_.parse(given());
}

}  // namespace puzzlelab::cli
