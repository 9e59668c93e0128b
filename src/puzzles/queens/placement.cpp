#include "puzzles/queens/placement.hpp"

#include <cstddef>

namespace puzzlelab::queens {

bool is_solution(const Placement& placement) {
  const std::size_t n = placement.size();
  if (n == 0) return false;
  // vector<bool> packs the flags: 4 N bits in all, so a verify of N = 10^8 stays near 50 MB.
  std::vector<bool> column(n), down(2 * n - 1), up(2 * n - 1);
  for (std::size_t row = 0; row < n; ++row) {
    const int col = placement[row];
    if (col < 0 || static_cast<std::size_t>(col) >= n) return false;
    const std::size_t c = static_cast<std::size_t>(col);
    const std::size_t d = row + c;            // constant along "/" diagonals
    const std::size_t u = row + (n - 1) - c;  // constant along "\" diagonals
    if (column[c] || down[d] || up[u]) return false;
    column[c] = down[d] = up[u] = true;
  }
  return true;
}

}  // namespace puzzlelab::queens
