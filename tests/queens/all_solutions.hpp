// Every N-queens solution by plain backtracking, one queen per row, no symmetry and no bit
// tricks: the oracle the fast counters are checked against on small boards.
#pragma once

#include <cstdlib>
#include <vector>

#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens::test {

inline void enumerate_solutions(int n, Placement& rows, std::vector<Placement>& out) {
  const int row = static_cast<int>(rows.size());
  if (row == n) {
    out.push_back(rows);
    return;
  }
  for (int col = 0; col < n; ++col) {
    bool safe = true;
    for (int above = 0; above < row && safe; ++above) {
      safe = rows[above] != col && std::abs(rows[above] - col) != row - above;
    }
    if (!safe) continue;
    rows.push_back(col);
    enumerate_solutions(n, rows, out);
    rows.pop_back();
  }
}

inline std::vector<Placement> all_solutions(int n) {
  Placement rows;
  std::vector<Placement> out;
  enumerate_solutions(n, rows, out);
  return out;
}

}  // namespace puzzlelab::queens::test
