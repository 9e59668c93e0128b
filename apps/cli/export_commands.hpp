// `puzzlelab export PUZZLE`: one file per puzzle registers its subcommand on `export`.
#pragma once

#include <CLI/CLI.hpp>

namespace puzzlelab::cli {

void register_export_peg(CLI::App& exporter);
void register_export_nanobots(CLI::App& exporter);
void register_export_hanoi(CLI::App& exporter);

}  // namespace puzzlelab::cli
