// The root's commands for one run. Building a command's options costs more than the rest of
// the program's start-up (hundreds of options across the families), so a run builds in full
// only the command its command line names. Every command is listed first, with its name and
// summary, which is all the root's --help and its error messages show; then the one named is
// built. A command line that names none (`puzzlelab --help`, a misspelt command) builds none.
//
// A family registers itself the same way in both passes:
//
//   CLI::App* peg = commands.add("peg", "Peg solitaire on any board: ...");
//   if (peg == nullptr) return;  // only listed in this pass
//   ... peg's subcommands and options ...
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

namespace puzzlelab::cli {

class CommandSet {
 public:
  using Register = std::function<void(CommandSet&)>;

  explicit CommandSet(CLI::App& root) : root_(root) {}

  // Runs `families` to list every command, then again to build the one that argv names: the
  // first argument equal to a listed command's name (`puzzlelab --ascii peg solve` builds peg).
  void register_commands(const std::vector<Register>& families, int argc, const char* const* argv);

  // Lists the root command `name` (created on the first call, found on later ones) and returns
  // it when this pass builds it; nullptr when it is only listed.
  CLI::App* add(const std::string& name, const std::string& summary);

  // Whether `name` was listed before `other` (both are root commands listed so far).
  bool listed_before(const std::string& name, const std::string& other) const;

  CLI::App& root() { return root_; }

 private:
  CLI::App& root_;
  std::vector<std::string> listed_;  // in the order first listed
  std::string building_;             // the command this pass builds; empty: none
};

}  // namespace puzzlelab::cli
