// puzzlelab peg count: the exact number of winning and losing games of a peg-solitaire game. A
// front door over the registry's `peg` puzzle, method count: the same report as
// `puzzlelab solve peg --method count`.
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/game_count.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct PegCountOptions {
  peg::GameRequest game;
  bool no_symmetry = false;
  std::size_t max_layer_positions = peg::CountOptions{}.max_layer_positions;
  ReportRun run;
};

int run_peg_count(PegCountOptions& opt) {
  opt.run.method = "count";
  opt.run.options.settings = {{"symmetry", opt.no_symmetry ? "no" : "yes"},
                              {"max_positions", std::to_string(opt.max_layer_positions)}};
  return run_report("peg", peg_game_params(opt.game), opt.run);
}

}  // namespace

void register_peg_count(CommandSet& commands) {
  CLI::App* count = commands.add(
      "count",
      "Count every game exactly: move sequences that reach the goal (winning) and that end with "
      "no jump away from it (losing), by dynamic programming over positions up to symmetry");
  if (count == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<PegCountOptions>();
  add_game_options(*count, opt->game);
  add_threads_option(*count, opt->run.options.threads, peg::kMaxCountThreads);
  count->add_flag("--no-symmetry", opt->no_symmetry,
                  "count every position separately instead of up to the game's symmetries");
  add_max_positions_option(*count, opt->max_layer_positions);
  add_run_options(*count, opt->run);
  add_checkpoint_options(*count, opt->run);
  add_checkpoint_pace_option(*count, opt->run.checkpoint_every);
  count->callback([opt] { command_exit_status() = run_peg_count(*opt); });
}

}  // namespace puzzlelab::cli
