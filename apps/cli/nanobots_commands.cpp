// puzzlelab nanobots solve: both parts of Advent of Code 2018 day 23 on one input file. A front
// door over the registry's `nanobots` puzzle: the same report as `puzzlelab solve nanobots`.
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/nanobots/solve_method.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct NanobotsOptions {
  std::string file;
  ReportRun run;
};

}  // namespace

void register_nanobots_commands(CommandSet& commands) {
  CLI::App* nanobots =
      commands.add("nanobots", "Advent of Code 2018 day 23: nanobots with L1 signal ranges");
  if (nanobots == nullptr) return;  // only listed in this pass (command_set.hpp)
  nanobots->require_subcommand(1);
  auto opt = std::make_shared<NanobotsOptions>();
  opt->run.method = "bnb";
  CLI::App* solve = nanobots->add_subcommand(
      "solve",
      "Part 1: bots in range of the strongest; part 2: the point in range of the most bots, "
      "nearest the origin (exact, verified by recounting)");
  solve->add_option("FILE", opt->file, "one bot a line: pos=<x,y,z>, r=R")->required();
  solve
      ->add_option("--method", opt->run.method,
                   "bnb (default): exact branch and bound over boxes; milp: big-M program in two "
                   "stages with CBC; smt: Z3 Optimize (slow on real inputs); brute: every point "
                   "of the bounding box (small inputs only)")
      ->check(CLI::IsMember(nanobots::all_method_names()))
      ->capture_default_str();
  add_run_options(*solve, opt->run);
  solve->callback([opt] {
    command_exit_status() = run_report("nanobots", {{"file", opt->file}}, opt->run);
  });
}

}  // namespace puzzlelab::cli
