// puzzlelab: noun-verb commands over every puzzle and method.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <string>

#include "backends/backend_result.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"

namespace {

// CLI11 says "A subcommand is required" for a misspelt command too: name the word and what was
// expected instead.
std::string subcommand_names(CLI::App& command) {
  std::string names;
  for (CLI::App* sub : command.get_subcommands([](CLI::App*) { return true; }))
    names += (names.empty() ? "" : ", ") + sub->get_name();
  return names;
}

std::string parse_error_line(CLI::App& app, const CLI::ParseError& error, int argc, char** argv) {
  CLI::App* command = &app;
  std::string path;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') break;
    CLI::App* next = nullptr;
    for (CLI::App* sub : command->get_subcommands([](CLI::App*) { return true; }))
      if (sub->get_name() == word) next = sub;
    if (next == nullptr) {
      if (command->get_require_subcommand_min() == 0) return error.what();
      return path + "unknown command '" + word.substr(0, 40) + "' (expected " +
             subcommand_names(*command) + ")";
    }
    command = next;
    path += word + ": ";
  }
  if (command->get_require_subcommand_min() > 0 && !command->get_subcommands().size())
    return path + "a command is required (expected " + subcommand_names(*command) + ")";
  return error.what();
}

}  // namespace

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
  cli::register_list_command(app);
  // After every command family: puzzles without one get `puzzlelab NAME solve` from it.
  cli::register_solve_command(app);
  cli::register_compare_command(app);
  cli::register_export_command(app);
  cli::register_decode_command(app);
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
    // One line, like every other bad input.
    std::fprintf(stderr, "puzzlelab: %s (see --help)\n",
                 parse_error_line(app, error, argc, argv).c_str());
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
  // A report lost on a full disk or a closed pipe is an error, not a success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "puzzlelab: standard output: write failed\n");
    return cli::kExitBadInput;
  }
  return cli::command_exit_status();
}
