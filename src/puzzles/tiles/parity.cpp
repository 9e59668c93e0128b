#include "puzzles/tiles/parity.hpp"

#include <cstdlib>
#include <vector>

namespace puzzlelab::tiles {
namespace {

std::string parity_word(int value) {
  return value % 2 == 0 ? "even" : "odd";
}

}  // namespace

Solvability solvability(const Board& start, const Board& goal) {
  const int cells = start.cell_count();
  std::vector<int> goal_cell(cells);
  for (int cell = 0; cell < cells; ++cell) goal_cell[goal.cells[cell]] = cell;

  // The permutation cell -> the goal cell of the tile on it; its parity is cells - cycles.
  Solvability parity;
  std::vector<bool> visited(cells, false);
  for (int cell = 0; cell < cells; ++cell) {
    if (visited[cell]) continue;
    ++parity.cycles;
    for (int at = cell; !visited[at]; at = goal_cell[start.cells[at]]) visited[at] = true;
  }
  parity.permutation_odd = (cells - parity.cycles) % 2 == 1;

  for (int a = 0; a < cells; ++a)
    for (int b = a + 1; b < cells; ++b) {
      const int first = start.cells[a], second = start.cells[b];
      if (first != 0 && second != 0 && goal_cell[first] > goal_cell[second]) ++parity.inversions;
    }

  const int size = start.size;
  parity.blank_rows = std::abs(start.blank / size - goal.blank / size);
  parity.blank_cols = std::abs(start.blank % size - goal.blank % size);
  const bool distance_odd = (parity.blank_rows + parity.blank_cols) % 2 == 1;
  parity.solvable = parity.permutation_odd == distance_odd;
  return parity;
}

std::string explain(const Solvability& parity) {
  const int distance = parity.blank_rows + parity.blank_cols;
  // The report's summary already says whether a solution exists; this is the why.
  std::string text =
      "taking the start to the goal is an " + std::string(parity.permutation_odd ? "odd" : "even") +
      " permutation of the cells (the blank counted as a tile; " + std::to_string(parity.cycles) +
      " cycles; " + std::to_string(parity.inversions) +
      (parity.inversions == 1 ? " inversion" : " inversions") +
      " among the tiles), and the blank is " + std::to_string(parity.blank_rows) + " rows and " +
      std::to_string(parity.blank_cols) + " columns from its goal cell, an " +
      parity_word(distance) + " distance. Every move swaps the blank with a neighbour (one " +
      "transposition) and moves it one step, so the two parities change together and are " +
      "equal at the goal";
  text += parity.solvable ? "; here they agree, so the goal is reachable (Story, 1879)"
                          : "; here they differ, so no sequence of moves reaches the goal " +
                                std::string("(Johnson and Story, 1879)");
  return text;
}

}  // namespace puzzlelab::tiles
