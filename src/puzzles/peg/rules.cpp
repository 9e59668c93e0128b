#include "puzzles/peg/rules.hpp"

#include "core/error.hpp"

namespace puzzlelab::peg {

bool is_legal(const Board& board, HoleSet position, int jump) {
  if (jump < 0 || jump >= static_cast<int>(board.jumps().size())) return false;
  const Jump& j = board.jumps()[jump];
  return test_bit(position, j.from) && test_bit(position, j.over) && !test_bit(position, j.to);
}

HoleSet apply_jump(const Board& board, HoleSet position, int jump) {
  const Jump& j = board.jumps()[jump];
  return position ^ (bit<HoleSet>(j.from) | bit<HoleSet>(j.over) | bit<HoleSet>(j.to));
}

bool has_legal_jump(const Board& board, HoleSet position) {
  for (int j = 0; j < static_cast<int>(board.jumps().size()); ++j) {
    if (is_legal(board, position, j)) return true;
  }
  return false;
}

ReplayResult replay(const Game& game, const Solution& solution) {
  ReplayResult result;
  HoleSet position = game.start;
  result.positions.push_back(position);
  for (std::size_t step = 0; step < solution.size(); ++step) {
    if (!is_legal(game.board, position, solution[step])) {
      result.problem = "jump " + std::to_string(step + 1) + " is not legal";
      return result;
    }
    position = apply_jump(game.board, position, solution[step]);
    result.positions.push_back(position);
  }
  if (!game.goal.reached_by(position)) {
    result.problem = "the final position is not the goal";
    return result;
  }
  result.valid = true;
  return result;
}

void verify_or_abort(const Game& game, const Solution& solution, const char* solver) {
  const ReplayResult result = replay(game, solution);
  if (!result.valid) {
    internal_error(std::string(solver) + " returned a solution that the rules reject on board '" +
                   game.name + "': " + result.problem);
  }
}

}  // namespace puzzlelab::peg
