// puzzlelab solve PUZZLE: any method of any puzzle in the registry, one report.
#pragma once

#include <CLI/CLI.hpp>

#include "puzzle/puzzle.hpp"

namespace puzzlelab::cli {

// Adds `solve` under `parent` for one puzzle: `puzzlelab solve tiles ...` and, for a puzzle with
// no command family of its own, the front door `puzzlelab tiles solve ...`.
void add_solve_subcommand(CLI::App& parent, const Puzzle& puzzle, const std::string& name);

}  // namespace puzzlelab::cli
