// The inner loop that builds half boards from quarter boards (join_count.hpp): every pair of an
// upper and a lower quarter that share no diagonal, reduced to its key.
#pragma once

#include <cstddef>
#include <cstdint>

namespace puzzlelab::queens::detail {

// Room `join_quarter_pairs` may write past the keys it keeps.
inline constexpr std::size_t kQuarterPairSlack = 4;

// For each u in [upper, upper_end) and l in [lower, lower_end) with u & l == 0, in that order,
// writes ((u | l) >> shift) & mask to `out`; returns one past the last key kept. `out` must have
// room for every pair plus kQuarterPairSlack.
std::uint64_t* join_quarter_pairs(const std::uint64_t* upper, const std::uint64_t* upper_end,
                                  const std::uint64_t* lower, const std::uint64_t* lower_end,
                                  int shift, std::uint64_t mask, std::uint64_t* out);

}  // namespace puzzlelab::queens::detail
