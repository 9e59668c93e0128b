#include "peg_commands.hpp"

#include <cstdio>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/peg/peg_instance.hpp"
#include "puzzles/peg/solution_text.hpp"
#include "terminal.hpp"

namespace puzzlelab::cli {

void register_peg_commands(CommandSet& commands) {
  CLI::App* peg = commands.add(
      "peg", "Peg solitaire on any board: solve, count games, analyse start holes, list boards");
  if (peg == nullptr) return;  // only listed in this pass (command_set.hpp)
  peg->require_subcommand(1);
  commands.add_all(*peg, {register_peg_solve, register_peg_count, register_peg_analyze,
                          register_peg_boards, register_peg_decode});
}

void add_game_options(CLI::App& command, peg::GameRequest& request) {
  command
      .add_option(
          "--board", request.board,
          "built-in board name (see 'puzzlelab peg boards') or a board file; default: english")
      ->option_text("NAME|FILE");
  command
      .add_option("--empty", request.empty,
                  "start with every hole full except this one (X,Y, as drawn with --coords)")
      ->option_text("X,Y");
  command
      .add_option("--goal", request.goal,
                  "goal: center, any (one peg anywhere), X,Y (one peg there) or a board file "
                  "of the final position")
      ->option_text("GOAL");
}

Params peg_game_params(const peg::GameRequest& request, const std::string& order) {
  return {{"board", request.board},
          {"empty", request.empty.value_or(peg::kBoardsOwn)},
          {"goal", request.goal.value_or(peg::kBoardsOwn)},
          {"order", order}};
}

peg::RenderStyle render_style() {
  peg::RenderStyle style;
  style.unicode = unicode_wanted();
  style.colour = color_wanted();
  return style;
}

void add_max_positions_option(CLI::App& command, std::size_t& max_layer_positions) {
  command
      .add_option("--max-positions", max_layer_positions,
                  "stop rather than build a layer of more than N positions (default: no cap "
                  "of its own; --memory-limit guards the layers' bytes)")
      ->check(count_validator())
      ->option_text("N");
}

void print_jumps(const peg::Game& game, const peg::Solution& solution,
                 const peg::RenderStyle& style, bool show_steps) {
  std::fputs(peg::jumps_text(game, solution, style, show_steps).c_str(), stdout);
}

void print_game_header(const peg::Game& game) {
  std::fputs(peg::game_header(game).c_str(), stdout);
}

}  // namespace puzzlelab::cli
