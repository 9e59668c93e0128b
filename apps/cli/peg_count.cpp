// puzzlelab peg count: the exact number of winning and losing games of a peg-solitaire game.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "puzzle/json_u128.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/game_count.hpp"

namespace puzzlelab::cli {
namespace {

struct CountCommandOptions {
  peg::GameRequest game;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  int threads = 0;
  bool no_symmetry = false;
  std::size_t max_layer_positions = peg::CountOptions{}.max_layer_positions;
};

// 40861647040079968 -> "40,861,647,040,079,968": counts this long are unreadable ungrouped.
std::string grouped(u128 value) {
  const std::string digits = to_decimal(value);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

nlohmann::json to_json(const peg::Game& game, const peg::GameCount& count) {
  nlohmann::json out = {
      {"board", game.name},
      {"holes", game.board.hole_count()},
      {"pegs", game.start_pegs()},
      {"goal", peg::describe(game.goal, game.board)},
      {"status", to_string(count.status)},
      {"winning_games", u128_json(count.winning)},
      {"losing_games", u128_json(count.losing)},
      {"positions", count.positions},
      {"symmetries", count.symmetries},
      {"threads", count.threads},
      {"seconds", count.seconds},
  };
  if (count.status == peg::CountStatus::kStopped) out["stop_reason"] = count.stop_reason;
  return out;
}

void print_text(const peg::Game& game, const peg::GameCount& count) {
  print_game_header(game);
  if (count.status == peg::CountStatus::kStopped) {
    std::printf("Stopped (%s): the counts below are partial (lower bounds).\n",
                count.stop_reason.c_str());
  }
  std::printf("Winning games: %s\n", grouped(count.winning).c_str());
  std::printf("Losing games:  %s\n", grouped(count.losing).c_str());
  std::printf("Positions:     %s (up to %d symmetr%s)\n", grouped(count.positions).c_str(),
              count.symmetries, count.symmetries == 1 ? "y" : "ies");
  std::printf("Time:          %.3f s on %d thread%s\n", count.seconds, count.threads,
              count.threads == 1 ? "" : "s");
}

int run_count(const CountCommandOptions& opt) {
  const peg::Game game = peg::load_game(opt.game);
  peg::CountOptions options;
  options.threads = opt.threads;
  options.use_symmetry = !opt.no_symmetry;
  options.limits = opt.limits;
  options.max_layer_positions = opt.max_layer_positions;
  const peg::GameCount count = peg::count_games(game, options);
  if (opt.format == OutputFormat::kJson) {
    std::printf("%s\n", dump_with_u128(to_json(game, count), 2).c_str());
  } else {
    print_text(game, count);
  }
  return count.status == peg::CountStatus::kComplete ? kExitSolved : kExitStopped;
}

}  // namespace

void register_peg_count(CLI::App& peg) {
  auto opt = std::make_shared<CountCommandOptions>();
  CLI::App* count = peg.add_subcommand(
      "count",
      "Count every game exactly: move sequences that reach the goal (winning) and that end with "
      "no jump away from it (losing), by dynamic programming over positions up to symmetry");
  add_game_options(*count, opt->game);
  add_threads_option(*count, opt->threads, peg::kMaxCountThreads);
  count->add_flag("--no-symmetry", opt->no_symmetry,
                  "count every position separately instead of up to the game's symmetries");
  add_max_positions_option(*count, opt->max_layer_positions);
  add_format_option(*count, opt->format);
  add_limit_options(*count, opt->limits, /*nodes=*/false);
  count->callback([opt] { command_exit_status() = run_count(*opt); });
}

}  // namespace puzzlelab::cli
