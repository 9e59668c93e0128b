#include "report_run.hpp"

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

int run_report(const Puzzle& puzzle, const Instance& instance, const ReportRun& run) {
  const std::string method = run.method.empty() ? puzzle.default_method(instance) : run.method;
  SolveOptions options = run.options;
  options.checkpoint = checkpoint_request(run.checkpoint, run.resume);
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
