// Each command family adds its command to the root through a CommandSet (command_set.hpp says
// why the commands a run does not use are only listed); their callbacks set the exit status
// through command_exit_status().
#pragma once

#include <CLI/CLI.hpp>

#include "command_set.hpp"

namespace puzzlelab::cli {

void register_peg_commands(CommandSet& commands);
void register_bench_command(CommandSet& commands);
void register_nanobots_commands(CommandSet& commands);
void register_queens_commands(CommandSet& commands);
void register_tm_commands(CommandSet& commands);
void register_hanoi_commands(CommandSet& commands);
void register_river_commands(CommandSet& commands);
void register_knights_commands(CommandSet& commands);
void register_pddl_commands(CommandSet& commands);
void register_list_command(CommandSet& commands);
void register_solve_command(CommandSet& commands);
void register_compare_command(CommandSet& commands);
void register_race_command(CommandSet& commands);
void register_export_command(CommandSet& commands);
void register_decode_command(CommandSet& commands);
void register_validate_command(CommandSet& commands);
void register_view_command(CommandSet& commands);
void register_serve_command(CommandSet& commands);
void register_completion_command(CommandSet& commands);

// serve's one line in the command list, the same in both programs (serve_forward.cpp).
inline constexpr char kServeSummary[] =
    "Serve the pages that start solvers and watch them, and the peg play page, on loopback";

}  // namespace puzzlelab::cli
