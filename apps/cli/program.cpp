// puzzlelab: noun-verb commands over every puzzle and method, run from main (main.cpp, and
// mpi_main.cpp on every rank of an MPI job).
#include "program.hpp"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <exception>
#include <string>
#include <thread>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "distributed/job.hpp"
#include "error_line.hpp"
#include "parse_error_text.hpp"
#include "puzzle/solver_report.hpp"
#include "root_command.hpp"
#include "terminal.hpp"

namespace puzzlelab::cli {
namespace {

// A command that failed while it ran. In a job of several ranks the others may be waiting for
// this one in a collective, so the job ends whole (Job::abort) with this status. Rank 0 speaks
// first and the others a moment later, so that a failure every rank meets (a file that does not
// read) is told once, and one that only a rank meets (its memory) is told with its rank.
int command_failed(const std::string& message, int status) {
  distributed::Job& job = distributed::current_job();
  if (job.ranks() == 1) {
    print_error(message);
    return status;
  }
  if (job.rank() != 0) std::this_thread::sleep_for(std::chrono::milliseconds(300));
  print_error(job.rank() == 0 ? message : "rank " + std::to_string(job.rank()) + ": " + message);
  job.abort(status);
  return status;  // not reached: GCC does not see [[noreturn]] through the virtual call
}

// A command line that does not parse does so on every rank alike: rank 0 says so.
int bad_command_line(const std::string& message) {
  if (distributed::current_job().rank() == 0) print_error(message);
  return kExitBadInput;
}

}  // namespace

int run_program(int argc, char** argv) {
  CLI::App app;
  CommandSet commands(argc, argv);
  build_root_command(app, commands);
  require_decimal_numbers(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForAllHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForVersion& version) {
    return app.exit(version);
  } catch (const CLI::ParseError& error) {
    if (CLI::App* bare = bare_command(app, argc, argv)) {  // `puzzlelab peg`: its help
      std::fputs(bare->help().c_str(), stdout);
      return kExitSolved;
    }
    return bad_command_line(parse_error_text(app, error, argc, argv) + " (see --help)");
  } catch (const BackendUnavailable& error) {
    return command_failed(error.what(), kExitBadInput);
  } catch (const InputError& error) {
    return command_failed(error.what(), kExitBadInput);
  } catch (const std::bad_alloc&) {
    return command_failed("out of memory (see --memory-limit)", kExitBadInput);
  }
  // A report lost on a full disk or a closed pipe is an error, not a success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    return command_failed("standard output: write failed", kExitBadInput);
  }
  return command_exit_status();
}

}  // namespace puzzlelab::cli
