// `puzzlelab compare PUZZLE`: one file per puzzle registers its subcommand on `compare`.
#pragma once

#include <CLI/CLI.hpp>

namespace puzzlelab::cli {

void register_compare_peg(CLI::App& compare);
void register_compare_nanobots(CLI::App& compare);

}  // namespace puzzlelab::cli
