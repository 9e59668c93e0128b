#include "puzzles/knights/rules.hpp"

#include <cstdlib>

namespace puzzlelab::knights {

bool is_knight_move(int size, int a, int b) {
  const int dx = std::abs(a % size - b % size), dy = std::abs(a / size - b / size);
  return (dx == 1 && dy == 2) || (dx == 2 && dy == 1);
}

std::optional<std::string> verify_tour(int size, const std::vector<int>& path, bool closed) {
  const int total = size * size;
  if (static_cast<int>(path.size()) != total) {
    return "the tour has " + std::to_string(path.size()) + " squares, not " + std::to_string(total);
  }
  std::vector<bool> seen(total, false);
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] < 0 || path[i] >= total)
      return "square off the board at move " + std::to_string(i + 1);
    if (seen[path[i]]) return "a square is visited twice at move " + std::to_string(i + 1);
    seen[path[i]] = true;
    if (i > 0 && !is_knight_move(size, path[i - 1], path[i])) {
      return "move " + std::to_string(i + 1) + " is not a knight move";
    }
  }
  if (closed && (total == 1 || !is_knight_move(size, path.back(), path.front()))) {
    return "the last square is not a knight move from the first";
  }
  return std::nullopt;
}

}  // namespace puzzlelab::knights
