// puzzlelab: noun-verb commands over every puzzle and method.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "backends/backend_result.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"

int main(int argc, char** argv) {
  using namespace puzzlelab;
  CLI::App app{
      "PuzzleLab: solve combinatorial puzzles with many methods, and compare and watch them.\n"
      "Exit status: 0 solved, 1 no solution exists, 2 bad input or usage, 3 stopped by a limit."};
  app.name("puzzlelab");
  app.require_subcommand(1);
  app.fallthrough(false);
  cli::register_peg_commands(app);
  cli::register_queens_commands(app);
  cli::register_nanobots_commands(app);
  cli::register_hanoi_commands(app);
  cli::register_river_commands(app);
  cli::register_knights_commands(app);
  cli::register_tm_commands(app);
  cli::register_compare_command(app);
  cli::register_export_command(app);
  cli::register_view_command(app);
  cli::register_serve_command(app);
  cli::register_bench_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForAllHelp& help) {
    return app.exit(help);
  } catch (const CLI::ParseError& error) {
    app.exit(error);
    return cli::kExitBadInput;
  } catch (const BackendUnavailable& error) {
    std::fprintf(stderr, "puzzlelab: %s\n", error.what());
    return cli::kExitBadInput;
  } catch (const InputError& error) {
    std::fprintf(stderr, "puzzlelab: %s\n", error.what());
    return cli::kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "puzzlelab: out of memory\n");
    return cli::kExitBadInput;
  }
  return cli::command_exit_status();
}
