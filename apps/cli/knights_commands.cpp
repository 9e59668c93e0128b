// puzzlelab knights tour: a knight's tour of an N x N board (open or closed), by Warnsdorff's
// rule with backtracking or by plain backtracking, verified and drawn as a numbered board. A
// front door over the registry's `knights` puzzle: the same report as `puzzlelab solve knights`.
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/knights/tour_method.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct KnightsOptions {
  int size = 8;
  std::string start = "a1";
  bool closed = false;
  ReportRun run;
};

int run_tour(const KnightsOptions& opt) {
  const Params params = {{"size", std::to_string(opt.size)},
                         {"start", opt.start},
                         {"closed", opt.closed ? "yes" : "no"}};
  return run_report("knights", params, opt.run);
}

}  // namespace

void register_knights_commands(CommandSet& commands) {
  CLI::App* knights = commands.add("knights", "Knight's tours on N x N boards");
  if (knights == nullptr) return;  // only listed in this pass (command_set.hpp)
  knights->require_subcommand(1);
  auto opt = std::make_shared<KnightsOptions>();
  opt->run.method = "warnsdorff";
  CLI::App* tour = knights->add_subcommand(
      "tour", "A knight's tour visiting every square once, verified and drawn numbered");
  tour->add_option("--size", opt->size, "board size N (1..1000)")->capture_default_str();
  tour->add_option("--start", opt->start,
                   "start square: a1 is bottom-left (files a..z), or x,y 0-based on any board")
      ->capture_default_str();
  tour->add_flag("--closed", opt->closed, "the last square must be a knight move from the start");
  tour->add_option("--method", opt->run.method,
                   "warnsdorff (default): Warnsdorff's rule, ties to the square farthest from "
                   "the centre, with backtracking; backtrack: fixed move order, no heuristic")
      ->check(CLI::IsMember(knights::tour_method_names()))
      ->capture_default_str();
  add_run_options(*tour, opt->run);
  tour->callback([opt] { command_exit_status() = run_tour(*opt); });
}

}  // namespace puzzlelab::cli
