// The 8 symmetries of the square (the dihedral group D4) acting on placements. The reference
// counter uses them on complete boards: a board is counted as unique when it is the smallest of
// its 8 images.
#pragma once

#include <array>

#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

inline constexpr int kSquareSymmetries = 8;

// The images of a placement under every symmetry; index 0 is the identity.
std::array<Placement, kSquareSymmetries> symmetry_images(const Placement& placement);

// The lexicographically smallest image: equal for two placements exactly when one is a
// symmetry of the other.
Placement canonical(const Placement& placement);

}  // namespace puzzlelab::queens
