// The bash completion script that `puzzlelab completion bash` prints, built from the command tree
// itself, so that it always names the commands, options, puzzles and methods of this build.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace puzzlelab::cli {

// A script that completes, under `root` (built whole: CommandSet::kEveryCommand), each
// command's subcommands and options (with the options every command inherits, such as --color),
// and the values of options whose values are known: CLI11's sets ("{auto,always,never}"), the
// choices of the puzzle's instance parameters (file names too where one may name a file), and
// the registry's method names for --method and --methods under a puzzle (after a comma too),
// and the members of positional arguments' sets (`completion bash`). Other values and
// positional arguments complete as file names.
std::string bash_completion_script(const CLI::App& root);

}  // namespace puzzlelab::cli
