// A puzzle's instance parameters as command-line options, the same for every command that takes
// an instance (solve, compare, export): `--NAME VALUE` for each parameter the puzzle declares,
// and bare words, either `key=value` (the canonical text form given back) or the value of the
// puzzle's positional parameter (`solve queens 8`, `solve nanobots input.txt`). A parameter's old
// names (ParamSpec::old_names) work in both forms and are not shown.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"

namespace puzzlelab::cli {

class InstanceOptions {
 public:
  // Adds the options to `command`.
  InstanceOptions(CLI::App& command, const Puzzle& puzzle);

  // The parameters given, checked and parsed by the puzzle (InputError on a bad one).
  std::unique_ptr<Instance> parse() const;

 private:
  Params given() const;
  // The name a key of the canonical form has now (an old spelling's new name).
  std::string current_name(const std::string& key) const;

  const Puzzle& puzzle_;
  std::vector<ParamSpec> specs_;
  std::map<std::string, std::string> values_;
  std::map<std::string, CLI::Option*> options_;
  std::vector<std::string> words_;
};

}  // namespace puzzlelab::cli
