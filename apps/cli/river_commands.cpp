// puzzlelab river solve: the shortest plan for a river-crossing puzzle (wolf, goat and cabbage
// and variants in the .river format), by BFS, a network LP or a time-expanded MILP. A front door
// over the registry's `river` puzzle: the same report as `puzzlelab solve river`.
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/solve.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct RiverOptions {
  std::string file;
  std::string builtin = "wolf-goat-cabbage";
  int horizon = 0;
  ReportRun run;
};

int run_solve(const RiverOptions& opt) {
  const Params params = {{"file", opt.file.empty() ? opt.builtin : opt.file},
                         {"horizon", std::to_string(opt.horizon)}};
  return run_report("river", params, opt.run);
}

}  // namespace

void register_river_commands(CommandSet& commands) {
  CLI::App* river =
      commands.add("river", "River crossing: wolf, goat and cabbage and variants (.river files)");
  if (river == nullptr) return;  // only listed in this pass (command_set.hpp)
  river->require_subcommand(1);
  auto opt = std::make_shared<RiverOptions>();
  opt->run.method = "bfs";
  CLI::App* solve = river->add_subcommand(
      "solve", "The shortest plan, trip by trip, replayed through the rules before printing");
  solve->add_option("FILE", opt->file,
                    "a .river file (items, rowers, capacity, conflict lines); without it the "
                    "built-in variant");
  solve->add_option("--builtin", opt->builtin, "built-in variant used when no FILE is given")
      ->check(CLI::IsMember(river::builtin_names()))
      ->capture_default_str();
  solve
      ->add_option("--method", opt->run.method,
                   "bfs (default): breadth-first search; network: shortest-path LP over the "
                   "state graph (CBC); milp: time-expanded inventory MILP (CBC)")
      ->check(CLI::IsMember(river::method_names()))
      ->capture_default_str();
  solve
      ->add_option("--horizon", opt->horizon,
                   "milp: solve one model with this many time steps (default: horizons 1, 3, 7, "
                   "15, ... up to a bound on the shortest plan, until one is feasible)")
      ->check(CLI::Range(1, 100000));
  add_run_options(*solve, opt->run);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli
