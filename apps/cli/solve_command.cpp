// puzzlelab solve PUZZLE [instance] --method M: the registry's generic front door. Every puzzle's
// instance parameters become options; the report is the same for all (docs/json.md).
#include "solve_command.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "error_line.hpp"
#include "instance_options.hpp"
#include "pddl_commands.hpp"
#include "registry/registry.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

// `solve --plan-out FILE`, for a puzzle that writes plan files (Puzzle::writes_plan_files; pddl's
// are in the IPC format): the plan found, written before the report is printed; without a plan,
// a line on stderr and no file.
void add_plan_out_option(CLI::App& solve, ReportRun& run, const Puzzle& puzzle) {
  auto path = std::make_shared<std::string>();
  solve
      .add_option("--plan-out", *path,
                  "also write the plan found to FILE in the IPC format (one (action arg ...) a "
                  "line, '; cost = N'), which validate, VAL and other planners' tools read")
      ->option_text("FILE");
  run.before_printing = [path, &puzzle, before = run.before_printing](const Instance& instance,
                                                                      const Report& report) {
    if (before) before(instance, report);
    if (path->empty()) return;
    std::optional<std::string> plan;
    try {
      plan = puzzle.plan_file(instance, report);
    } catch (const InputError& error) {  // the instance has no PDDL model (4 pegs): the run stands
      print_error("--plan-out: " + std::string(error.what()) + "; " + *path + " not written");
      return;
    }
    if (!plan) {
      const std::string why =
          report.answer.is_null()
              ? "the run ended " + std::string(to_string(report.status)) + " without a plan"
              : "the answer holds no plan (a count has none)";
      print_error("--plan-out: " + why + "; " + *path + " not written");
      return;
    }
    write_text_file(*path, *plan);
  };
}

struct SolveCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string solutions = "first";
  std::vector<std::string> settings;  // --set NAME=VALUE
  ReportRun run;
};

Params parse_settings(const std::vector<std::string>& words) {
  Params settings;
  for (const std::string& word : words) {
    const std::size_t equals = word.find('=');
    if (equals == 0 || equals == std::string::npos || equals + 1 == word.size())
      throw InputError("--set: expected NAME=VALUE, got '" + word.substr(0, 40) + "'");
    settings.emplace_back(word.substr(0, equals), word.substr(equals + 1));
  }
  return settings;
}

int run_solve(const Puzzle& puzzle, SolveCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  ReportRun run = command.run;
  run.options.solutions = parse_solutions(command.solutions);
  run.options.settings = parse_settings(command.settings);
  return run_report(puzzle, *instance, run);
}

std::string methods_help(const Puzzle& puzzle) {
  std::string help = "the method (default: the puzzle's choice for the instance):";
  for (const MethodInfo& method : puzzle.methods()) help += " " + method.name;
  return help;
}

}  // namespace

void add_solve_subcommand(CommandSet& commands, const Puzzle& puzzle, const std::string& name) {
  CLI::App* solve = commands.add(
      name, name == "solve"
                ? "Solve " + puzzle.title() + " by any of its methods (" + puzzle.docs() + ")"
                : puzzle.summary());
  if (solve == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto command = std::make_shared<SolveCommand>();
  command->instance = std::make_unique<InstanceOptions>(*solve, puzzle);
  solve->add_option("--method,-m", command->run.method, methods_help(puzzle))
      ->option_text("METHOD");
  add_solutions_option(*solve, command->solutions);
  solve
      ->add_option("--set", command->settings,
                   "a method setting, NAME=VALUE (puzzlelab list names each method's); repeat "
                   "for more")
      ->option_text("NAME=VALUE");
  add_threads_option(*solve, command->run.options.threads, 256);
  add_run_options(*solve, command->run);
  add_checkpoint_options(*solve, command->run);
  // The one option a puzzle's abilities add to a solve (docs/cli.md, "Command options").
  if (puzzle.writes_plan_files()) add_plan_out_option(*solve, command->run, puzzle);
  const Puzzle* target = &puzzle;
  solve->callback([target, command] { command_exit_status() = run_solve(*target, *command); });
}

void register_solve_command(CommandSet& commands) {
  if (CLI::App* solve =
          commands.add("solve",
                       "Solve any puzzle by any of its methods: puzzlelab solve PUZZLE [instance] "
                       "--method M (puzzlelab list names them)")) {
    solve->require_subcommand(1);
    commands.add_all(*solve, {[](CommandSet& per_puzzle) {
      for (const auto& puzzle : puzzles())
        add_solve_subcommand(per_puzzle, *puzzle, puzzle->name());
    }});
  }
  // A puzzle with no command family of its own (one registered before this) gets
  // `puzzlelab NAME solve`.
  for (const auto& puzzle : puzzles()) {
    if (commands.listed_before(puzzle->name(), "solve")) continue;
    if (CLI::App* family =
            commands.add(puzzle->name(), puzzle->title() + ": " + puzzle->summary())) {
      family->require_subcommand(1);
      const Puzzle* target = puzzle.get();
      commands.add_all(*family, {[target](CommandSet& verbs) {
        add_solve_subcommand(verbs, *target, "solve");
      }});
    }
  }
}

}  // namespace puzzlelab::cli
