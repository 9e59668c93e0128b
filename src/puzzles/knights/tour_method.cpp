#include "puzzles/knights/tour_method.hpp"

#include "core/error.hpp"

namespace puzzlelab::knights {

const std::vector<std::string>& tour_method_names() {
  static const std::vector<std::string> names{"warnsdorff", "backtrack"};
  return names;
}

TourMethod tour_method(const std::string& name) {
  if (name == "warnsdorff") return TourMethod::kWarnsdorff;
  if (name == "backtrack") return TourMethod::kBacktrack;
  throw InputError("--method: unknown tour method '" + name.substr(0, 60) +
                   "' (expected warnsdorff or backtrack)");
}

std::vector<std::string> square_names(int size, const std::vector<int>& path) {
  std::vector<std::string> names;
  names.reserve(path.size());
  for (const int square : path) names.push_back(square_name({square % size, square / size}, size));
  return names;
}

}  // namespace puzzlelab::knights
