#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

std::string_view to_string(Direction direction) {
  switch (direction) {
    case Direction::kUp:
      return "up";
    case Direction::kDown:
      return "down";
    case Direction::kLeft:
      return "left";
    case Direction::kRight:
      return "right";
  }
  return "up";
}

Direction opposite(Direction direction) {
  switch (direction) {
    case Direction::kUp:
      return Direction::kDown;
    case Direction::kDown:
      return Direction::kUp;
    case Direction::kLeft:
      return Direction::kRight;
    case Direction::kRight:
      return Direction::kLeft;
  }
  return direction;
}

Board make_board(int size, const std::vector<int>& tiles) {
  Board board;
  board.size = size;
  for (int cell = 0; cell < size * size; ++cell) {
    board.cells[cell] = static_cast<std::uint8_t>(tiles[cell]);
    if (tiles[cell] == 0) board.blank = cell;
  }
  return board;
}

std::vector<int> tiles_of(const Board& board) {
  return {board.cells.begin(), board.cells.begin() + board.cell_count()};
}

Board blank_last_goal(int size) {
  std::vector<int> tiles;
  for (int tile = 1; tile < size * size; ++tile) tiles.push_back(tile);
  tiles.push_back(0);
  return make_board(size, tiles);
}

std::optional<int> target_cell(const Board& board, Direction direction) {
  const int row = board.blank / board.size;
  const int col = board.blank % board.size;
  switch (direction) {
    case Direction::kUp:
      if (row == 0) return std::nullopt;
      return board.blank - board.size;
    case Direction::kDown:
      if (row == board.size - 1) return std::nullopt;
      return board.blank + board.size;
    case Direction::kLeft:
      if (col == 0) return std::nullopt;
      return board.blank - 1;
    case Direction::kRight:
      if (col == board.size - 1) return std::nullopt;
      return board.blank + 1;
  }
  return std::nullopt;
}

bool can_move(const Board& board, Direction direction) {
  return target_cell(board, direction).has_value();
}

std::vector<Direction> legal_moves(const Board& board) {
  std::vector<Direction> moves;
  for (Direction direction : kDirections)
    if (can_move(board, direction)) moves.push_back(direction);
  return moves;
}

Board apply(const Board& board, Direction direction) {
  const int target = *target_cell(board, direction);
  Board next = board;
  next.cells[board.blank] = board.cells[target];
  next.cells[target] = 0;
  next.blank = target;
  return next;
}

int tile_moved(const Board& board, Direction direction) {
  return board.cells[*target_cell(board, direction)];
}

std::optional<Board> replay(const Board& start, const std::vector<Direction>& moves) {
  Board board = start;
  for (Direction direction : moves) {
    if (!can_move(board, direction)) return std::nullopt;
    board = apply(board, direction);
  }
  return board;
}

}  // namespace puzzlelab::tiles
