// What the PDDL commands share: `pddl check` (pddl_commands.cpp) and `validate`
// (validate_command.cpp) read a domain and a problem the way the pddl puzzle's parameters do
// (a file or a built-in example name, docs/pddl.md); `solve pddl` takes --plan-out.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/pddl/pddl_instance.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {

// The domain and the problem as given: --domain, --problem, and the positional words a command
// reads them from (`pddl check D P`, `validate D P PLAN`).
struct PddlFiles {
  std::string domain;
  std::string problem;
};

// Adds --domain and --problem.
void add_pddl_file_options(CLI::App& command, PddlFiles& files);

// Takes the domain and problem from `words` as well: two words are the domain and the problem,
// one word the problem (whose built-in domain, if it is a built-in one, comes with it), as Fast
// Downward reads its arguments. InputError, naming `command`, for one given twice.
void take_pddl_words(const std::string& command, const std::vector<std::string>& words,
                     PddlFiles& files);

// The instance, parsed by the pddl puzzle (its defaults: hanoi and hanoi-3; a built-in problem
// without a domain brings its own). InputError "FILE:LINE:COL: problem" for a bad file.
std::unique_ptr<pddl::PddlInstance> load_pddl(const PddlFiles& files);

}  // namespace puzzlelab::cli
