// The reached set of breadth-first search against std::unordered_set: the same answer to every
// insert, over keys that share their low bits (std::hash of an integer is the integer, so without
// mixing they would crowd into a few slots), strings that live on the heap, and growth from empty
// through many doublings; and what it says it holds.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_set>

#include "search/flat_key_set.hpp"

namespace puzzlelab::search {
namespace {

TEST(FlatKeySet, AgreesWithUnorderedSetOnIntegersSharingTheirLowBits) {
  FlatKeySet<std::uint64_t> flat;
  std::unordered_set<std::uint64_t> reference;
  std::mt19937_64 random(7);
  for (int i = 0; i < 200000; ++i) {
    // Multiples of 2^20 from a small range: many repeats, every low bit the same.
    const std::uint64_t key = (random() % 50000) << 20;
    ASSERT_EQ(flat.insert(key), reference.insert(key).second) << i;
  }
  EXPECT_EQ(flat.size(), reference.size());
  EXPECT_GE(flat.bytes(), flat.size() * (sizeof(std::uint64_t) + 1));
}

TEST(FlatKeySet, AgreesWithUnorderedSetOnStrings) {
  FlatKeySet<std::string> flat;
  std::unordered_set<std::string> reference;
  std::mt19937 random(11);
  for (int i = 0; i < 50000; ++i) {
    const std::string key = "position " + std::to_string(random() % 20000) + std::string(20, 'x');
    ASSERT_EQ(flat.insert(key), reference.insert(key).second) << i;
  }
  EXPECT_EQ(flat.size(), reference.size());
}

// growth_bytes() warns of a doubling before the insert that makes it, and of nothing otherwise.
TEST(FlatKeySet, GrowthBytesForeseeTheNextDoubling) {
  FlatKeySet<std::uint32_t> flat;
  for (std::uint32_t key = 0; key < 10000; ++key) {
    const std::size_t before = flat.bytes();
    const std::size_t foreseen = flat.growth_bytes();
    flat.insert(key);
    if (flat.bytes() != before) {
      EXPECT_GE(foreseen, flat.bytes()) << key;
    } else {
      EXPECT_EQ(foreseen, 0u) << key;
    }
  }
}

}  // namespace
}  // namespace puzzlelab::search
