// puzzlelab compare PUZZLE [instance]: every method of a puzzle on the same instance, each under
// the same limits, one table (compare_table.hpp). A loop over the registry: every puzzle has it.
#include <unistd.h>

#include <cstdio>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "compare_table.hpp"
#include "core/error.hpp"
#include "instance_options.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::cli {
namespace {

// Each method's time limit unless --time-limit says otherwise: every method is a row, so a slow
// one costs at most this.
constexpr double kDefaultSecondsEach = 10;

struct CompareCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string methods;  // empty: every method
  SolveOptions options;
  OutputFormat format = OutputFormat::kText;
};

std::vector<std::string> chosen_methods(const Puzzle& puzzle, const std::string& list) {
  std::vector<std::string> known;
  for (const MethodInfo& method : puzzle.methods()) known.push_back(method.name);
  return list.empty() ? known : parse_method_list(list, known);
}

int run_compare(const Puzzle& puzzle, const CompareCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  std::vector<CompareRow> rows;
  for (const std::string& method : chosen_methods(puzzle, command.methods)) {
    if (isatty(STDERR_FILENO) != 0)  // a word on what runs, for a person watching
      std::fprintf(stderr, "running %s...\n", method.c_str());
    CompareRow row{method, {}};
    try {
      row.report = run_method(puzzle, *instance, method, command.options);
    } catch (const InputError& unfit) {  // the method does not take this instance
      row.report =
          puzzle_support::unavailable_report(puzzle.name(), *instance, method, unfit.what());
    }
    rows.push_back(std::move(row));
  }
  print_comparison(puzzle.name(), instance->canonical(), rows, command.format);
  return comparison_exit_status("compare " + puzzle.name(), rows);
}

// `compare PUZZLE` for every puzzle.
void register_compare_puzzles(CommandSet& commands) {
  for (const auto& puzzle : puzzles()) {
    std::string names;
    for (const MethodInfo& method : puzzle->methods())
      names += (names.empty() ? "" : ", ") + method.name;
    CLI::App* sub = commands.add(puzzle->name(), puzzle->title() + ": " + names);
    if (sub == nullptr) continue;  // only listed in this pass (command_set.hpp)
    auto command = std::make_shared<CompareCommand>();
    command->options.limits.seconds = kDefaultSecondsEach;
    command->instance = std::make_unique<InstanceOptions>(*sub, *puzzle);
    sub->add_option("--methods", command->methods,
                    "comma-separated methods to run (default: every method)")
        ->option_text("LIST");
    add_limit_options(*sub, command->options.limits);
    sub->get_option("--time-limit")
        ->description(
            "limit for each method, in seconds (default 10); a method stopped by it "
            "shows the work it did");
    add_format_option(*sub, command->format);
    const Puzzle* target = puzzle.get();
    sub->callback([target, command] { command_exit_status() = run_compare(*target, *command); });
  }
}

}  // namespace

void register_compare_command(CommandSet& commands) {
  CLI::App* compare = commands.add(
      "compare", "Run every method of a puzzle on the same instance and print one table");
  if (compare == nullptr) return;  // only listed in this pass (command_set.hpp)
  compare->require_subcommand(1);
  commands.add_all(*compare, {register_compare_puzzles});
}

}  // namespace puzzlelab::cli
