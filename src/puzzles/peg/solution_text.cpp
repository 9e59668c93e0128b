#include "puzzles/peg/solution_text.hpp"

#include <cstdio>

namespace puzzlelab::peg {

std::string game_header(const Game& game) {
  return "Board " + game.name + ": " + std::to_string(game.board.hole_count()) + " holes, " +
         std::to_string(game.start_pegs()) + " pegs; goal: " + describe(game.goal, game.board) +
         "\n";
}

std::string jumps_text(const Game& game, const Solution& solution, const RenderStyle& style,
                       bool show_steps) {
  std::string out;
  HoleSet position = game.start;
  for (std::size_t i = 0; i < solution.size(); ++i) {
    const int jump = solution[i];
    char number[32];
    std::snprintf(number, sizeof number, "%3zu. ", i + 1);
    out.append(number).append(describe_jump(game.board, jump)).append("\n");
    position = apply_jump(game.board, position, jump);
    if (show_steps) {
      const Jump& j = game.board.jumps()[jump];
      out += render(game.board, position, style, {j.from, j.over, j.to});
    }
  }
  if (!show_steps) out += "\nFinal position:\n" + render(game.board, position, style);
  return out;
}

}  // namespace puzzlelab::peg
