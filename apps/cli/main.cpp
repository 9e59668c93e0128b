// puzzlelab: noun-verb commands over every puzzle and method.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <string>

#include "backends/backend_result.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "error_line.hpp"
#include "parse_error_text.hpp"
#include "terminal.hpp"

namespace {

// The command families in the order of the root's --help.
void register_commands(CLI::App& app, int argc, const char* const* argv) {
  using namespace puzzlelab::cli;
  CommandSet commands(argc, argv);
  commands.add_all(
      app, {register_peg_commands, register_queens_commands, register_nanobots_commands,
            register_hanoi_commands, register_river_commands, register_knights_commands,
            register_tm_commands, register_list_command,
            // After every command family: puzzles without one get `puzzlelab NAME solve` from it.
            register_solve_command, register_compare_command, register_race_command,
            register_export_command, register_decode_command, register_view_command,
            register_serve_command, register_bench_command});
}

}  // namespace

int main(int argc, char** argv) {
  using namespace puzzlelab;
  CLI::App app{
      "PuzzleLab: solve combinatorial puzzles with many methods, and compare and watch them.\n"
      "Exit status: 0 solved, 1 no solution exists, 2 bad input or usage, 3 stopped by a limit."};
  app.name("puzzlelab");
  app.require_subcommand(1);
  app.set_version_flag("--version", "puzzlelab " PUZZLELAB_VERSION);
  cli::add_terminal_options(app);
  // Every command hands the options it does not know to its parent, so that --color and --ascii
  // work after any of them. Subcommands take this setting when they are made.
  app.fallthrough(true);
  register_commands(app, argc, argv);
  cli::require_decimal_numbers(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForAllHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForVersion& version) {
    return app.exit(version);
  } catch (const CLI::ParseError& error) {
    if (CLI::App* bare = cli::bare_command(app, argc, argv)) {  // `puzzlelab peg`: its help
      std::fputs(bare->help().c_str(), stdout);
      return cli::kExitSolved;
    }
    cli::print_error(cli::parse_error_text(app, error, argc, argv) + " (see --help)");
    return cli::kExitBadInput;
  } catch (const BackendUnavailable& error) {
    cli::print_error(error.what());
    return cli::kExitBadInput;
  } catch (const InputError& error) {
    cli::print_error(error.what());
    return cli::kExitBadInput;
  } catch (const std::bad_alloc&) {
    cli::print_error("out of memory (see --memory-limit)");
    return cli::kExitBadInput;
  }
  // A report lost on a full disk or a closed pipe is an error, not a success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    cli::print_error("standard output: write failed");
    return cli::kExitBadInput;
  }
  return cli::command_exit_status();
}
