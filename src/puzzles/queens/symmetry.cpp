#include "puzzles/queens/symmetry.hpp"

#include <algorithm>

namespace puzzlelab::queens {
namespace {

// A queen at (row, col) maps to (row', col'); a placement is rebuilt from its mapped squares.
// Transposing swaps the roles of row and column, so that image is filled by column.
Placement transpose(const Placement& p) {
  Placement out(p.size());
  for (int row = 0; row < static_cast<int>(p.size()); ++row) out[p[row]] = row;
  return out;
}

Placement mirror_columns(const Placement& p) {
  const int last = static_cast<int>(p.size()) - 1;
  Placement out(p.size());
  for (std::size_t row = 0; row < p.size(); ++row) out[row] = last - p[row];
  return out;
}

Placement mirror_rows(const Placement& p) {
  return Placement(p.rbegin(), p.rend());
}

}  // namespace

std::array<Placement, kSquareSymmetries> symmetry_images(const Placement& placement) {
  // Four rotations by composing a transpose with a mirror (a quarter turn), then the mirror
  // image of each rotation.
  std::array<Placement, kSquareSymmetries> images;
  images[0] = placement;
  for (int k = 1; k < 4; ++k) images[k] = mirror_columns(transpose(images[k - 1]));
  for (int k = 0; k < 4; ++k) images[4 + k] = mirror_rows(images[k]);
  return images;
}

Placement canonical(const Placement& placement) {
  const auto images = symmetry_images(placement);
  return *std::min_element(images.begin(), images.end());
}

}  // namespace puzzlelab::queens
