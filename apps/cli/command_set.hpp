// The commands of one run. Building a command's options costs more than the rest of the
// program's start-up (hundreds of options across the families), and even an empty CLI11 command
// costs microseconds, so a run builds only the commands its command line names, one level at a
// time: `puzzlelab peg solve` builds `peg` and its `solve`, and no other command exists in that
// run. At each level every command is first listed, by name and summary only; then the one the
// command line names is built. Where the line names none at a level (`puzzlelab --help`,
// `puzzlelab peg --help`, a misspelt command), or has a stray word before the one it names
// (`puzzlelab pge solve`), that level's commands are made with their names and summaries and
// nothing else, which is all a help text or an error message shows of them. The completion
// script (`puzzlelab completion bash`) is the one reader of every command: a set made with
// kEveryCommand builds all of them, at every level, whatever the command line.
//
// A command registers itself the same way in both passes; one with commands under it lists them
// through add_all (a family with a single verb may simply build it):
//
//   void register_peg_commands(CommandSet& commands) {
//     CLI::App* peg = commands.add("peg", "Peg solitaire on any board: ...");
//     if (peg == nullptr) return;  // only listed in this pass
//     peg->require_subcommand(1);
//     commands.add_all(*peg, {register_peg_solve, register_peg_count, ...});
//   }
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

namespace puzzlelab::cli {

class CommandSet {
 public:
  using Register = std::function<void(CommandSet&)>;

  CommandSet(int argc, const char* const* argv) : argc_(argc), argv_(argv) {}
  struct EveryCommand {};
  static constexpr EveryCommand kEveryCommand{};
  explicit CommandSet(EveryCommand) : argc_(0), argv_(nullptr), every_(true) {}

  // Runs `registers` to list the commands they add under `parent`, then, where the command line
  // names one of them (the first argument after the parent's own name that equals a listed
  // name), runs them again to build that one; where it names none, makes every listed command
  // with its name and summary only. With kEveryCommand, runs them again for each listed command
  // to build them all.
  void add_all(CLI::App& parent, const std::vector<Register>& registers);

  // Lists the command `name` under the parent of the add_all that runs this, and returns it when
  // this pass builds it; nullptr when it is only listed.
  CLI::App* add(const std::string& name, const std::string& summary);

  // Whether `name` was listed before `other`, both under the current parent.
  bool listed_before(const std::string& name, const std::string& other) const;

 private:
  struct Listed {
    std::string name;
    std::string summary;
  };
  struct Level {
    CLI::App* parent = nullptr;
    std::vector<Listed> listed;  // in the order first listed
    bool building = false;       // the second pass, which builds `named`
    std::string named;           // the listed command the command line names; empty: none
    int named_at = 0;            // its index in argv
    bool built = false;
    bool made_all = false;  // every listed command made, with its name and summary
  };

  void build_every(CLI::App& parent, const std::vector<Register>& registers);

  int argc_;
  const char* const* argv_;
  bool every_ = false;
  std::vector<Level> levels_;  // the add_all calls in progress, outermost first
};

}  // namespace puzzlelab::cli
