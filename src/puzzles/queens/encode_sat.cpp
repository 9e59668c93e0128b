#include "puzzles/queens/encode_sat.hpp"

#include <string>
#include <vector>

namespace puzzlelab::queens {

sat::Cnf encode_locked_sat(const LockedBoard& board, sat::AtMostOneEncoding encoding) {
  const int n = board.n;
  sat::Cnf cnf;
  cnf.new_variables(n * n);
  cnf.comments.push_back("PuzzleLab Queen's Challenge, N = " + std::to_string(n));
  cnf.comments.push_back("variable 1 + row*" + std::to_string(n) +
                         " + col: a queen on (col, row), 0-based from the bottom-left");
  std::vector<sat::Lit> line;
  for (int row = 0; row < n; ++row) {
    line.clear();
    for (int col = 0; col < n; ++col) line.push_back(square_variable(n, row, col));
    sat::add_exactly_one(cnf, line, encoding);
  }
  for (int col = 0; col < n; ++col) {
    line.clear();
    for (int row = 0; row < n; ++row) line.push_back(square_variable(n, row, col));
    sat::add_exactly_one(cnf, line, encoding);
  }
  // Diagonals: row - col constant ("/"), and row + col constant ("\").
  for (int d = -(n - 1); d <= n - 1; ++d) {
    line.clear();
    for (int row = 0; row < n; ++row) {
      const int col = row - d;
      if (col >= 0 && col < n) line.push_back(square_variable(n, row, col));
    }
    if (line.size() > 1) sat::add_at_most_one(cnf, line, encoding);
  }
  for (int s = 0; s <= 2 * (n - 1); ++s) {
    line.clear();
    for (int row = 0; row < n; ++row) {
      const int col = s - row;
      if (col >= 0 && col < n) line.push_back(square_variable(n, row, col));
    }
    if (line.size() > 1) sat::add_at_most_one(cnf, line, encoding);
  }
  for (const Square& lock : board.locks) cnf.add_clause({square_variable(n, lock.row, lock.col)});
  return cnf;
}

}  // namespace puzzlelab::queens
