#include "root_command.hpp"

#include "commands.hpp"
#include "terminal.hpp"

namespace puzzlelab::cli {

void build_root_command(CLI::App& app, CommandSet& commands) {
  app.description(
      "PuzzleLab: solve combinatorial puzzles with many methods, and compare and watch them.\n"
      "Exit status: 0 solved, 1 no solution exists, 2 bad input or usage, 3 stopped by a limit.");
  app.name("puzzlelab");
  app.require_subcommand(1);
  app.set_version_flag("--version", "puzzlelab " PUZZLELAB_VERSION);
  add_terminal_options(app);
  // Every command hands the options it does not know to its parent, so that --color and --ascii
  // work after any of them. Subcommands take this setting when they are made.
  app.fallthrough(true);
  // The command families in the order of the root's --help.
  commands.add_all(
      app, {register_peg_commands, register_queens_commands, register_nanobots_commands,
            register_hanoi_commands, register_river_commands, register_knights_commands,
            register_tm_commands, register_pddl_commands, register_list_command,
            // After every command family: puzzles without one get `puzzlelab NAME solve` from it.
            register_solve_command, register_compare_command, register_race_command,
            register_export_command, register_decode_command, register_validate_command,
            register_view_command, register_serve_command, register_bench_command,
            register_completion_command});
}

}  // namespace puzzlelab::cli
