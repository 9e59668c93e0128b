#include "peg_commands.hpp"

#include <cstdio>

#include "cli_common.hpp"
#include "commands.hpp"

namespace puzzlelab::cli {

void register_peg_commands(CLI::App& app) {
  CLI::App* peg = app.add_subcommand(
      "peg", "Peg solitaire on any board: solve, count games, analyse start holes, list boards");
  peg->require_subcommand(1);
  register_peg_solve(*peg);
  register_peg_count(*peg);
  register_peg_analyze(*peg);
  register_peg_boards(*peg);
  register_peg_decode(*peg);
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

peg::RenderStyle render_style(bool ascii) {
  peg::RenderStyle style;
  const bool terminal = stdout_is_terminal();
  style.unicode = !ascii;
  style.colour = terminal && !ascii;
  return style;
}

void add_max_positions_option(CLI::App& command, std::size_t& max_layer_positions) {
  command
      .add_option("--max-positions", max_layer_positions,
                  "memory guard: stop rather than build a layer of more than N positions (up to "
                  "400 bytes each at the peak)")
      ->check(CLI::PositiveNumber)
      ->option_text("N")
      ->capture_default_str();
}

void print_jumps(const peg::Game& game, const peg::Solution& solution,
                 const peg::RenderStyle& style, bool show_steps) {
  peg::HoleSet position = game.start;
  for (std::size_t i = 0; i < solution.size(); ++i) {
    const int jump = solution[i];
    std::printf("%3zu. %s\n", i + 1, peg::describe_jump(game.board, jump).c_str());
    position = peg::apply_jump(game.board, position, jump);
    if (show_steps) {
      const peg::Jump& j = game.board.jumps()[jump];
      std::fputs(peg::render(game.board, position, style, {j.from, j.over, j.to}).c_str(), stdout);
    }
  }
  if (!show_steps) {
    std::printf("\nFinal position:\n");
    std::fputs(peg::render(game.board, position, style).c_str(), stdout);
  }
}

nlohmann::json moves_json(const peg::Game& game, const peg::Solution& solution) {
  nlohmann::json moves = nlohmann::json::array();
  for (int jump : solution) {
    const peg::Jump& j = game.board.jumps()[jump];
    moves.push_back({{"from", cell_json(game.board.cell(j.from))},
                     {"over", cell_json(game.board.cell(j.over))},
                     {"to", cell_json(game.board.cell(j.to))}});
  }
  return moves;
}

nlohmann::json cell_json(peg::Cell cell) {
  return nlohmann::json::array({cell.x, cell.y});
}

void print_game_header(const peg::Game& game) {
  std::printf("Board %s: %d holes, %d pegs; goal: %s\n", game.name.c_str(), game.board.hole_count(),
              game.start_pegs(), peg::describe(game.goal, game.board).c_str());
}

}  // namespace puzzlelab::cli
