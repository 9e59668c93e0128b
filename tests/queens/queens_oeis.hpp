// Published counts the code must reproduce exactly.
#pragma once

#include <array>
#include <cstdint>

namespace puzzlelab::queens::test {

// OEIS A000170: solutions of the N-queens puzzle, N = 1, 2, ...
inline constexpr std::array<std::uint64_t, 18> kA000170 = {
    1,   0,    0,     2,     10,     4,       40,       92,       352,
    724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624};

// OEIS A002562: solutions up to rotations and reflections, N = 1, 2, ...
inline constexpr std::array<std::uint64_t, 18> kA002562 = {
    1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591};

}  // namespace puzzlelab::queens::test
