#include "puzzles/peg/reference_counter.hpp"

#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {
namespace {

// Plays every legal jump from `position`, in the board's order, and tallies how each game ends.
void walk(const Game& game, HoleSet position, ReferenceCount& count) {
  if (game.goal.reached_by(position)) {
    ++count.winning;
    ++count.winning_by_final_position[position];
    return;
  }
  bool any_jump = false;
  for (int jump = 0; jump < static_cast<int>(game.board.jumps().size()); ++jump) {
    if (!is_legal(game.board, position, jump)) continue;
    any_jump = true;
    walk(game, apply_jump(game.board, position, jump), count);
  }
  if (!any_jump) ++count.losing;
}

}  // namespace

ReferenceCount count_games_reference(const Game& game) {
  ReferenceCount count;
  walk(game, game.start, count);
  return count;
}

}  // namespace puzzlelab::peg
