#include "puzzles/tiles/ida_problem.hpp"

namespace puzzlelab::tiles {

SlidingProblem::State SlidingProblem::state_of(const Board& board) const {
  State state;
  state.board = board;
  state.manhattan = bound_.manhattan(board);
  for (int line = 0; line < board.size; ++line) {
    recount_row(state, line);
    recount_column(state, line);
  }
  return state;
}

void SlidingProblem::recount_row(State& state, int row) const {
  const int now = bound_.row_conflicts(state.board, row);
  state.conflicts += now - state.row_conflicts[row];
  state.row_conflicts[row] = now;
}

void SlidingProblem::recount_column(State& state, int column) const {
  const int now = bound_.column_conflicts(state.board, column);
  state.conflicts += now - state.column_conflicts[column];
  state.column_conflicts[column] = now;
}

void SlidingProblem::apply(State& state, Direction direction) const {
  Board& board = state.board;
  const int from = board.blank;
  const int to = *target_cell(board, direction);
  const int tile = board.cells[to];
  state.manhattan += bound_.tile_distance(tile, from) - bound_.tile_distance(tile, to);
  board.cells[from] = static_cast<std::uint8_t>(tile);
  board.cells[to] = 0;
  board.blank = to;
  const int size = board.size;
  if (direction == Direction::kUp || direction == Direction::kDown) {
    recount_row(state, from / size);
    recount_row(state, to / size);
  } else {
    recount_column(state, from % size);
    recount_column(state, to % size);
  }
}

}  // namespace puzzlelab::tiles
