#include "puzzles/tiles/lower_bound.hpp"

#include <algorithm>
#include <cstdlib>

namespace puzzlelab::tiles {

LowerBound::LowerBound(const Board& goal) : size_(goal.size) {
  for (int cell = 0; cell < goal.cell_count(); ++cell) {
    goal_row_[goal.cells[cell]] = cell / size_;
    goal_col_[goal.cells[cell]] = cell % size_;
  }
  for (int tile = 1; tile < goal.cell_count(); ++tile)
    for (int cell = 0; cell < goal.cell_count(); ++cell)
      distance_[tile][cell] =
          std::abs(cell / size_ - goal_row_[tile]) + std::abs(cell % size_ - goal_col_[tile]);
}

int LowerBound::manhattan(const Board& board) const {
  int total = 0;
  for (int cell = 0; cell < board.cell_count(); ++cell)
    total += distance_[board.cells[cell]][cell];  // the blank's row is all zeros
  return total;
}

int LowerBound::conflicts(const std::array<int, kMaxSize>& goal_places, int count) {
  std::array<int, kMaxSize> run{};  // run[i]: the longest increasing run ending at i
  int longest = 0;
  for (int i = 0; i < count; ++i) {
    run[i] = 1;
    for (int j = 0; j < i; ++j)
      if (goal_places[j] < goal_places[i]) run[i] = std::max(run[i], run[j] + 1);
    longest = std::max(longest, run[i]);
  }
  return 2 * (count - longest);
}

int LowerBound::row_conflicts(const Board& board, int row) const {
  std::array<int, kMaxSize> places{};
  int count = 0;
  for (int col = 0; col < size_; ++col) {
    const int tile = board.cells[row * size_ + col];
    if (tile != 0 && goal_row_[tile] == row) places[count++] = goal_col_[tile];
  }
  return conflicts(places, count);
}

int LowerBound::column_conflicts(const Board& board, int column) const {
  std::array<int, kMaxSize> places{};
  int count = 0;
  for (int row = 0; row < size_; ++row) {
    const int tile = board.cells[row * size_ + column];
    if (tile != 0 && goal_col_[tile] == column) places[count++] = goal_row_[tile];
  }
  return conflicts(places, count);
}

int LowerBound::estimate(const Board& board) const {
  int total = manhattan(board);
  for (int line = 0; line < size_; ++line)
    total += row_conflicts(board, line) + column_conflicts(board, line);
  return total;
}

}  // namespace puzzlelab::tiles
