// puzzlelab race PUZZLE [instance] --methods a,b,c -o race.html: two to six methods on the same
// instance, each traced, in one self-contained page that plays them side by side on one clock
// (web/race.html, docs/race.md). The runs are the registry's (registry/race.hpp); this file
// reads the options and prints the summary.
#include <unistd.h>

#include <cstdio>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "compare_table.hpp"
#include "core/error.hpp"
#include "instance_options.hpp"
#include "registry/race.hpp"
#include "registry/registry.hpp"
#include "view_page.hpp"

namespace puzzlelab::cli {
namespace {

constexpr double kDefaultRaceSeconds = 30;
constexpr std::string_view kRaceDataMarker = "<!-- puzzlelab-race -->";

struct RaceCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string methods;  // empty: default_race_methods
  std::string output;   // empty: race-PUZZLE.html
  std::string title;
  SolveOptions options;
  trace::TraceOptions trace;
  OutputFormat format = OutputFormat::kText;
};

std::string build_race_page(const nlohmann::json& data, const std::string& title) {
  std::string page = inline_page("race.html", title);
  const std::size_t marker = page.find(kRaceDataMarker);
  if (marker == std::string::npos) internal_error("race.html has no place for the race");
  // A "<" stands only inside JSON strings, where \u003c means the same and ends no element.
  const std::string text =
      escape_trace_for_script(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  page.replace(marker, kRaceDataMarker.size(),
               "<script type=\"application/json\" id=\"puzzlelab-race\">" + text + "</script>");
  return page;
}

int run_race_command(const Puzzle& puzzle, const RaceCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  std::vector<std::string> known;
  for (const MethodInfo& method : puzzle.methods()) known.push_back(method.name);
  const std::vector<std::string> methods = command.methods.empty()
                                               ? default_race_methods(puzzle)
                                               : parse_method_list(command.methods, known);
  check_race_methods(puzzle, methods);
  const std::string output =
      command.output.empty() ? "race-" + puzzle.name() + ".html" : command.output;
  const bool watched = isatty(STDERR_FILENO) != 0;
  const std::vector<RaceLane> lanes =
      run_race(puzzle, *instance, methods, command.options, command.trace,
               [watched](const std::string& method) {
                 if (watched) std::fprintf(stderr, "running %s...\n", method.c_str());
               });

  const std::string title = command.title.empty()
                                ? "PuzzleLab race: " + puzzle.name() + " " + instance->canonical()
                                : command.title;
  const std::string page = build_race_page(race_json(puzzle, *instance, lanes), title);
  write_page(output, page);

  std::vector<CompareRow> rows;
  for (const RaceLane& lane : lanes) {
    rows.push_back({lane.method.name,
                    lane.report ? *lane.report
                                : puzzle_support::unavailable_report(
                                      puzzle.name(), *instance, lane.method.name, lane.skipped)});
  }
  if (output == "-") {  // the page took stdout: one line on stderr
    std::fprintf(stderr, "race page: %zu methods, %s\n", lanes.size(),
                 page_size_text(page.size()).c_str());
  } else {
    print_comparison(puzzle.name(), instance->canonical(), rows, command.format);
    if (command.format == OutputFormat::kText) {
      std::printf("Race page: %s (%zu methods, %s)\n", output.c_str(), lanes.size(),
                  page_size_text(page.size()).c_str());
    }
  }
  return comparison_exit_status("race " + puzzle.name(), rows);
}

// `race PUZZLE` for every puzzle.
void register_race_puzzles(CommandSet& commands) {
  for (const auto& puzzle : puzzles()) {
    std::string names;
    for (const std::string& method : default_race_methods(*puzzle))
      names += (names.empty() ? "" : ",") + method;
    CLI::App* sub = commands.add(puzzle->name(), puzzle->title() + ": race " + names);
    if (sub == nullptr) continue;  // only listed in this pass (command_set.hpp)
    auto command = std::make_shared<RaceCommand>();
    command->options.limits.seconds = kDefaultRaceSeconds;
    command->trace.sample.budget = kRaceSampleBudget;
    command->instance = std::make_unique<InstanceOptions>(*sub, *puzzle);
    sub->add_option("--methods", command->methods,
                    "two to six comma-separated methods (default: " + names + ")")
        ->option_text("LIST");
    sub->add_option(
           "-o,--output", command->output,
           "the page to write (default: race-" + puzzle->name() + ".html); - for standard output")
        ->option_text("FILE");
    sub->add_option("--title", command->title, "the page's title")->option_text("TEXT");
    add_limit_options(*sub, command->options.limits);
    sub->get_option("--time-limit")->description("limit for each method, in seconds (default 30)");
    CLI::Option* budget =
        sub->add_option("--trace-sample-budget", command->trace.sample.budget,
                        "events kept in each trace before its sampling rate halves (default "
                        "1,000); 0 keeps every event up to --trace-limit")
            ->option_text("N");
    CLI::Option* depth = sub->add_option("--trace-sample-depth", command->trace.sample.depth,
                                         "also keep every event that ends at this depth or less")
                             ->option_text("D");
    keep_as_old_spelling(
        sub->add_option("--sample-budget", command->trace.sample.budget, "")->excludes(budget));
    keep_as_old_spelling(
        sub->add_option("--sample-depth", command->trace.sample.depth, "")->excludes(depth));
    sub->add_option("--trace-limit", command->trace.max_events,
                    "events written in each trace before it is cut (default 1,000,000)")
        ->option_text("N");
    add_format_option(*sub, command->format);
    const Puzzle* target = puzzle.get();
    sub->callback(
        [target, command] { command_exit_status() = run_race_command(*target, *command); });
  }
}

}  // namespace

void register_race_command(CommandSet& commands) {
  CLI::App* race = commands.add(
      "race",
      "Run two to six methods of a puzzle on the same instance and write one self-contained "
      "page that plays them side by side on one clock");
  if (race == nullptr) return;  // only listed in this pass (command_set.hpp)
  race->require_subcommand(1);
  race->footer(
      "Examples:\n"
      "  puzzlelab race peg --board triangle5 --methods dfs,sat,milp -o race.html\n"
      "  puzzlelab race queens --lock d5      (brute, rows, backtrack, forward, propagate, sat)\n"
      "In the page: one play/pause and scrub bar drive every panel, in lock-step by event or by "
      "each solver's own elapsed time. Long runs are sampled: every solution is kept and the "
      "counters stay exact totals (docs/race.md).");
  commands.add_all(*race, {register_race_puzzles});
}

}  // namespace puzzlelab::cli
