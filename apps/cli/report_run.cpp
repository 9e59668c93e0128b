#include "report_run.hpp"

#include <cmath>
#include <filesystem>

#include "checkpoint_options.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "puzzle/json_u128.hpp"
#include "registry/registry.hpp"
#include "report_output.hpp"
#include "terminal.hpp"

namespace puzzlelab::cli {

void add_run_options(CLI::App& command, ReportRun& run) {
  add_format_option(command, run.format);
  add_limit_options(command, run.options.limits);
  add_trace_options(command, run.trace);
}

void add_checkpoint_options(CLI::App& command, ReportRun& run) {
  add_checkpoint_options(command, run.checkpoint, run.resume);
}

void add_checkpoint_options(CLI::App& command, std::string& checkpoint, std::string& resume) {
  command
      .add_option("--checkpoint", checkpoint,
                  "keep each finished unit of the count in DIR as it finishes, so that a stopped "
                  "or killed count can be resumed (docs/distributed.md)")
      ->option_text("DIR");
  command
      .add_option("--resume", resume,
                  "continue the count kept in DIR: count only the units it lacks, and go on "
                  "writing there")
      ->option_text("DIR");
}

void add_checkpoint_pace_option(CLI::App& command, double& seconds) {
  const CLI::Validator not_negative(
      [](const std::string& text) -> std::string {
        double value = 0;
        if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value) || value < 0)
          return "expected a number of seconds, 0 or more, got '" + excerpt(text) + "'";
        return {};
      },
      "SECONDS");
  command
      .add_option("--checkpoint-every", seconds,
                  "write a finished layer to the checkpoint only when this many seconds have "
                  "passed since the last one written (default 0: every layer); a stop loses the "
                  "layers since")
      ->check(not_negative)
      ->option_text("SECONDS");
}

int run_report(const Puzzle& puzzle, const Instance& instance, const ReportRun& run) {
  const std::string method = run.method.empty() ? puzzle.default_method(instance) : run.method;
  SolveOptions options = run.options;
  options.checkpoint = checkpoint_request(run.checkpoint, run.resume, run.checkpoint_every);
  const DrawStyle terminal = terminal_style();
  options.style.unicode = terminal.unicode;
  options.style.color = terminal.color;
  TraceOutput trace(run.trace);  // before the run, so that a bad path fails at once
  options.trace = trace.writer();
  Progress progress;
  options.progress = progress.enabled() ? &progress : nullptr;
  Report report = run_method(puzzle, instance, method, options);
  progress.clear();
  if (run.count_only && report.answer.is_object()) {
    report.answer.erase("moves");
    report.drawing.clear();
  }
  if (run.before_printing) run.before_printing(instance, report);
  if (run.format == OutputFormat::kJson) {
    nlohmann::json out = to_json(report);
    trace.add_to_json(out);
    std::printf("%s\n", dump_with_u128(out, 2).c_str());
    return exit_code(report.status);
  }
  const Status told = print_report(report, run.format, stdout, run.listing);
  if (run.format == OutputFormat::kText) trace.print_text();
  return exit_code(told);
}

int read_answer_report(const Puzzle& puzzle, const Instance& instance, const std::string& model,
                       const std::string& path, OutputFormat format) {
  const std::string text = read_text_file(path, "the solver's answer");
  const Report report = read_model_answer(puzzle, instance, model, text, path);
  print_report(report, format);
  return exit_code(report.status);
}

int run_report(const std::string& puzzle, const Params& params, const ReportRun& run) {
  const Puzzle& target = puzzle_named(puzzle);
  return run_report(target, *target.parse(params), run);
}

}  // namespace puzzlelab::cli
