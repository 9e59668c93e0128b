#include "core/zeroed_array.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

namespace puzzlelab {
namespace {

// Small arrays come from calloc, large ones are mapped: both start zero, hold what is written,
// and move without copying or freeing twice.
TEST(ZeroedArray, StartsZeroAndMovesWhateverItsSize) {
  for (const std::size_t count : {std::size_t{1}, std::size_t{100}, std::size_t{1} << 16}) {
    ZeroedArray<std::uint64_t> array(count);
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < count; ++i) sum += array[i];
    EXPECT_EQ(sum, 0u) << count;
    for (std::size_t i = 0; i < count; ++i) array[i] = i + 1;
    ZeroedArray<std::uint64_t> moved(std::move(array));
    EXPECT_EQ(moved[count - 1], count);
    ZeroedArray<std::uint64_t> other(8);
    other = std::move(moved);
    EXPECT_EQ(other[0], 1u);
    EXPECT_EQ(other[count - 1], count);
  }
}

}  // namespace
}  // namespace puzzlelab
