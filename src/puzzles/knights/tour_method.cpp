#include "puzzles/knights/tour_method.hpp"

namespace puzzlelab::knights {

std::string to_string(TourMethod method) {
  return method == TourMethod::kWarnsdorff ? "warnsdorff" : "backtrack";
}

std::vector<std::string> tour_method_names() {
  return {to_string(TourMethod::kWarnsdorff), to_string(TourMethod::kBacktrack)};
}

std::vector<std::string> square_names(int size, const std::vector<int>& path) {
  std::vector<std::string> names;
  names.reserve(path.size());
  for (const int square : path) names.push_back(square_name({square % size, square / size}, size));
  return names;
}

}  // namespace puzzlelab::knights
