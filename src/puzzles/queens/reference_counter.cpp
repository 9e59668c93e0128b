#include "puzzles/queens/reference_counter.hpp"

#include <vector>

#include "puzzles/queens/symmetry.hpp"

namespace puzzlelab::queens {
namespace {

struct Walk {
  int n;
  Placement placement;
  std::vector<bool> column, down, up;  // down: row + col; up: row - col + n - 1
  QueensCount count;

  void place(int row) {
    if (row == n) {
      ++count.total;
      if (canonical(placement) == placement) ++count.unique;
      return;
    }
    for (int col = 0; col < n; ++col) {
      const int d = row + col, u = row - col + n - 1;
      if (column[col] || down[d] || up[u]) continue;
      column[col] = down[d] = up[u] = true;
      placement[row] = col;
      place(row + 1);
      column[col] = down[d] = up[u] = false;
    }
  }
};

}  // namespace

QueensCount count_queens_reference(int n) {
  if (n < 1) return {};
  Walk walk{n,
            Placement(n),
            std::vector<bool>(n),
            std::vector<bool>(2 * n - 1),
            std::vector<bool>(2 * n - 1),
            {}};
  walk.place(0);
  return walk.count;
}

}  // namespace puzzlelab::queens
