// puzzlelab solve PUZZLE: any method of any puzzle in the registry, one report.
#pragma once

#include <CLI/CLI.hpp>

#include "command_set.hpp"
#include "puzzle/puzzle.hpp"

namespace puzzlelab::cli {

// Lists, and where the command line names it builds, the command `name` that solves one puzzle
// under the CommandSet's current parent: `puzzlelab solve tiles ...` and, for a puzzle with no
// command family of its own, the front door `puzzlelab tiles solve ...`.
void add_solve_subcommand(CommandSet& commands, const Puzzle& puzzle, const std::string& name);

}  // namespace puzzlelab::cli
