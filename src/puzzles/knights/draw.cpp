#include "puzzles/knights/draw.hpp"

#include <algorithm>

namespace puzzlelab::knights {

std::string render_tour(int size, const std::vector<int>& path) {
  std::vector<int> number(std::size_t(size) * size, 0);
  for (std::size_t i = 0; i < path.size(); ++i) number[path[i]] = static_cast<int>(i) + 1;
  const int width = static_cast<int>(std::to_string(size * size).size());
  const int label = static_cast<int>(std::to_string(size).size());
  std::string out;
  auto pad = [](const std::string& s, int w) {
    return std::string(std::max(0, w - static_cast<int>(s.size())), ' ') + s;
  };
  for (int y = size - 1; y >= 0; --y) {
    out += pad(std::to_string(size <= 26 ? y + 1 : y), label) + " |";
    for (int x = 0; x < size; ++x) {
      const int n = number[std::size_t(y) * size + x];
      out += " " + pad(n ? std::to_string(n) : ".", width);
    }
    out += "\n";
  }
  out += std::string(label, ' ') + " +" + std::string(std::size_t(size) * (width + 1), '-') + "\n";
  out += std::string(label, ' ') + "  ";
  for (int x = 0; x < size; ++x) {
    out += " " +
           pad(size <= 26 ? std::string(1, static_cast<char>('a' + x)) : std::to_string(x), width);
  }
  out += "\n";
  return out;
}

}  // namespace puzzlelab::knights
