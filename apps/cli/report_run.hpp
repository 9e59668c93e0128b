// The one path every solving command takes: run a method through the registry (run_method) and
// print its report, with the trace the command asked for. `puzzlelab solve PUZZLE` and the
// puzzles' own front doors (`queens solve`, `river solve`, ...) differ only in how they read
// their options into parameters.
#pragma once

#include <functional>
#include <string>

#include "cli_common.hpp"
#include "puzzle/puzzle.hpp"
#include "report_output.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {

struct ReportRun {
  std::string method;  // empty: the puzzle's default for the instance
  SolveOptions options;
  OutputFormat format = OutputFormat::kText;
  TraceRequest trace;
  // --count-only: the answer's move count without its list of moves (nor the drawing of them).
  bool count_only = false;
  // Text only: prints the answer in place of its drawing (report_output.hpp).
  AnswerListing listing;
  // Given the report before it is printed, in any format: files made from the answer.
  std::function<void(const Instance&, const Report&)> before_printing;
  // --checkpoint DIR and --resume DIR as given (run_report turns them into
  // options.checkpoint; two different folders are refused).
  std::string checkpoint;
  std::string resume;
  double checkpoint_every = 0;  // --checkpoint-every, where the command takes it
};

// Adds what every solving command shares: --format, --time-limit and --node-limit, --trace
// (with --trace-limit and --trace-snapshot). Colour and --ascii are every command's (terminal.hpp).
void add_run_options(CLI::App& command, ReportRun& run);
// Adds --checkpoint DIR and --resume DIR, for commands that run counts (docs/distributed.md);
// a method that keeps no checkpoint refuses them when it runs.
void add_checkpoint_options(CLI::App& command, ReportRun& run);
// The same two options into two strings, for a command that runs no report (`peg analyze`).
void add_checkpoint_options(CLI::App& command, std::string& checkpoint, std::string& resume);
// --checkpoint-every SECONDS, for the counts whose checkpoints are layers
// (distributed/checkpoint_pace.hpp).
void add_checkpoint_pace_option(CLI::App& command, double& seconds);

// Reads the solver's answer in the file at `path` ("-": standard input) to the puzzle's `model`
// (registry read_model_answer), prints its report and returns the exit status of its status.
int read_answer_report(const Puzzle& puzzle, const Instance& instance, const std::string& model,
                       const std::string& path, OutputFormat format);

// Prints the report (docs/json.md) and returns the exit status of its status.
int run_report(const Puzzle& puzzle, const Instance& instance, const ReportRun& run);
// A front door's parameters, parsed by the named puzzle (InputError naming a bad one).
int run_report(const std::string& puzzle, const Params& params, const ReportRun& run);

}  // namespace puzzlelab::cli
