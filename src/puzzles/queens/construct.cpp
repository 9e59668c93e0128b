#include "puzzles/queens/construct.hpp"

namespace puzzlelab::queens {

Placement construct_solution(int n) {
  if (n == 2 || n == 3) return {};
  Placement columns;
  columns.reserve(n);
  const int remainder = n % 6;
  // The lists hold 1-based column numbers, as in the usual statement of the rule.
  for (int c = 2; c <= n; c += 2) {
    if (remainder == 3 && c == 2) continue;
    columns.push_back(c);
  }
  if (remainder == 3) columns.push_back(2);
  if (remainder == 2) {
    // 3, 1, 7, 9, ..., 5
    columns.push_back(3);
    columns.push_back(1);
    for (int c = 7; c <= n; c += 2) columns.push_back(c);
    if (n >= 5) columns.push_back(5);
  } else if (remainder == 3) {
    // 5, 7, 9, ..., 1, 3
    for (int c = 5; c <= n; c += 2) columns.push_back(c);
    columns.push_back(1);
    columns.push_back(3);
  } else {
    for (int c = 1; c <= n; c += 2) columns.push_back(c);
  }
  for (int& c : columns) --c;  // to 0-based
  return columns;
}

}  // namespace puzzlelab::queens
