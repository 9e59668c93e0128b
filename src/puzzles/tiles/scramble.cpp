#include "puzzles/tiles/scramble.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "puzzles/tiles/parity.hpp"

namespace puzzlelab::tiles {

Board random_walk(const Board& goal, int moves, std::mt19937_64& random) {
  Board board = goal;
  std::optional<Direction> last;
  for (int i = 0; i < moves; ++i) {
    std::vector<Direction> choices;
    for (Direction direction : legal_moves(board))
      if (!last || direction != opposite(*last)) choices.push_back(direction);
    const Direction pick =
        choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(random)];
    board = apply(board, pick);
    last = pick;
  }
  return board;
}

Board random_solvable(const Board& goal, std::mt19937_64& random) {
  std::vector<int> tiles = tiles_of(goal);
  std::shuffle(tiles.begin(), tiles.end(), random);
  Board board = make_board(goal.size, tiles);
  if (!solvability(board, goal).solvable) {
    // Swapping two tiles (not the blank) flips the permutation's parity alone.
    int first = board.blank == 0 ? 1 : 0;
    int second = board.blank == first + 1 ? first + 2 : first + 1;
    std::swap(board.cells[first], board.cells[second]);
  }
  return board;
}

}  // namespace puzzlelab::tiles
