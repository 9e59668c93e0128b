// Each command family registers its subcommands on the root app; their callbacks set the exit
// status through command_exit_status().
#pragma once

#include <CLI/CLI.hpp>

namespace puzzlelab::cli {

void register_peg_commands(CLI::App& app);
void register_bench_command(CLI::App& app);
void register_nanobots_commands(CLI::App& app);
void register_queens_commands(CLI::App& app);
void register_tm_commands(CLI::App& app);
void register_hanoi_commands(CLI::App& app);
void register_river_commands(CLI::App& app);
void register_knights_commands(CLI::App& app);
void register_list_command(CLI::App& app);
void register_solve_command(CLI::App& app);
void register_compare_command(CLI::App& app);
void register_race_command(CLI::App& app);
void register_export_command(CLI::App& app);
void register_decode_command(CLI::App& app);
void register_view_command(CLI::App& app);
void register_serve_command(CLI::App& app);

}  // namespace puzzlelab::cli
