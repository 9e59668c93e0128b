// The tour searches by name and a tour's squares by name, for `knights tour` and the puzzle
// interface alike.
#pragma once

#include <string>
#include <vector>

#include "puzzles/knights/search.hpp"

namespace puzzlelab::knights {

// Boards wider than this are not drawn as text (the square list has every move).
inline constexpr int kMaxDrawnSize = 100;

// "warnsdorff" (the default), "backtrack": the names --method takes.
std::string to_string(TourMethod method);
std::vector<std::string> tour_method_names();

// The squares of a path in visiting order: "a1", "b3", ... ("x,y" on boards wider than 26).
std::vector<std::string> square_names(int size, const std::vector<int>& path);

}  // namespace puzzlelab::knights
