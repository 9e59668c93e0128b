// A tour drawn as text.
#pragma once

#include <string>
#include <vector>

namespace puzzlelab::knights {

// The board with each square's move number (1 = start), rank N at the top.
std::string render_tour(int size, const std::vector<int>& path);

}  // namespace puzzlelab::knights
