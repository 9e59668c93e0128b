#include "puzzles/peg/solution_json.hpp"

namespace puzzlelab::peg {

nlohmann::json cell_json(Cell cell) {
  return nlohmann::json::array({cell.x, cell.y});
}

nlohmann::json moves_json(const Game& game, const Solution& solution) {
  nlohmann::json moves = nlohmann::json::array();
  for (int jump : solution) {
    const Jump& j = game.board.jumps()[jump];
    moves.push_back({{"from", cell_json(game.board.cell(j.from))},
                     {"over", cell_json(game.board.cell(j.over))},
                     {"to", cell_json(game.board.cell(j.to))}});
  }
  return moves;
}

}  // namespace puzzlelab::peg
