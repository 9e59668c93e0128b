// puzzlelab solve PUZZLE [instance] --method M: the registry's generic front door. Every puzzle's
// instance parameters become options; the report is the same for all (docs/json.md).
#include "solve_command.hpp"

#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "instance_options.hpp"
#include "registry/registry.hpp"
#include "report_output.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {
namespace {

struct SolveCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string method;
  std::string solutions = "first";
  SolveOptions options;
  bool ascii = false;
  OutputFormat format = OutputFormat::kText;
  TraceRequest trace;
};

// --solutions first | all | N.
std::uint64_t parse_solutions(const std::string& text) {
  if (text == "first") return 1;
  if (text == "all") return 0;
  std::uint64_t count = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || count > 1'000'000'000) {
      throw InputError("--solutions: expected first, all or a count, got '" + text.substr(0, 40) +
                       "'");
    }
    count = count * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (text.empty() || count == 0) throw InputError("--solutions: expected first, all or a count");
  return count;
}

int run_solve(const Puzzle& puzzle, SolveCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  const std::string method =
      command.method.empty() ? puzzle.default_method(*instance) : command.method;
  SolveOptions options = command.options;
  options.solutions = parse_solutions(command.solutions);
  options.style.unicode = options.style.color = !command.ascii && stdout_is_terminal();
  TraceOutput trace(command.trace);
  options.trace = trace.writer();
  Progress progress;
  options.progress = progress.enabled() ? &progress : nullptr;
  const Report report = run_method(puzzle, *instance, method, options);
  progress.clear();
  print_report(report, command.format);
  trace.print_text(stderr);
  return exit_code(report.status);
}

std::string methods_help(const Puzzle& puzzle) {
  std::string help = "the method (default: the puzzle's choice for the instance):";
  for (const MethodInfo& method : puzzle.methods()) help += " " + method.name;
  return help;
}

bool has_subcommand(const CLI::App& app, const std::string& name) {
  try {
    app.get_subcommand(name);
    return true;
  } catch (const CLI::OptionNotFound&) {
    return false;
  }
}

}  // namespace

void add_solve_subcommand(CLI::App& parent, const Puzzle& puzzle, const std::string& name) {
  auto command = std::make_shared<SolveCommand>();
  CLI::App* solve = parent.add_subcommand(
      name, name == "solve"
                ? "Solve " + puzzle.title() + " by any of its methods (" + puzzle.docs() + ")"
                : puzzle.summary());
  command->instance = std::make_unique<InstanceOptions>(*solve, puzzle);
  solve->add_option("--method,-m", command->method, methods_help(puzzle))->option_text("METHOD");
  solve
      ->add_option("--solutions", command->solutions,
                   "how many solutions: first (default), all, or a count")
      ->option_text("first|all|N");
  add_limit_options(*solve, command->options.limits);
  add_threads_option(*solve, command->options.threads, 256);
  solve->add_flag("--ascii", command->ascii, "plain ASCII drawings, no colour");
  add_format_option(*solve, command->format);
  add_trace_options(*solve, command->trace);
  const Puzzle* target = &puzzle;
  solve->callback([target, command] { command_exit_status() = run_solve(*target, *command); });
}

void register_solve_command(CLI::App& app) {
  CLI::App* solve = app.add_subcommand(
      "solve",
      "Solve any puzzle by any of its methods: puzzlelab solve PUZZLE [instance] "
      "--method M (puzzlelab list names them)");
  solve->require_subcommand(1);
  for (const auto& puzzle : puzzles()) {
    add_solve_subcommand(*solve, *puzzle, puzzle->name());
    // A puzzle with no command family of its own gets `puzzlelab NAME solve`.
    if (!has_subcommand(app, puzzle->name())) {
      CLI::App* family =
          app.add_subcommand(puzzle->name(), puzzle->title() + ": " + puzzle->summary());
      family->require_subcommand(1);
      add_solve_subcommand(*family, *puzzle, "solve");
    }
  }
}

}  // namespace puzzlelab::cli
