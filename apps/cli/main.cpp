// puzzlelab: noun-verb commands over every puzzle and method.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "error_line.hpp"
#include "parse_error_text.hpp"
#include "puzzle/solver_report.hpp"
#include "root_command.hpp"
#include "terminal.hpp"

int main(int argc, char** argv) {
  using namespace puzzlelab;
  CLI::App app;
  cli::CommandSet commands(argc, argv);
  cli::build_root_command(app, commands);
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
