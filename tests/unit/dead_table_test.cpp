#include <gtest/gtest.h>

#include <random>
#include <unordered_set>

#include "search/dead_table.hpp"

namespace puzzlelab {
namespace {

// From the default first size, from one that is not a power of two, and from one larger than
// every key needs.
TEST(DeadTable, MatchesAStandardSetThroughGrowth) {
  for (const std::size_t first_slots :
       {kDefaultDeadTableFirstSlots, std::size_t{1000}, std::size_t{1} << 20}) {
    DeadTable<std::uint64_t> table(std::size_t{1} << 26, first_slots);
    std::unordered_set<std::uint64_t> reference;
    std::mt19937_64 rng(1);
    for (int i = 0; i < 200000; ++i) {
      const std::uint64_t key = rng() % 300000;  // repeats on purpose
      table.insert(key);
      reference.insert(key);
    }
    EXPECT_EQ(table.size(), reference.size());
    for (std::uint64_t key = 0; key < 300000; ++key) {
      ASSERT_EQ(table.contains(key), reference.count(key) != 0) << key << " " << first_slots;
    }
  }
}

TEST(DeadTable, ZeroIsAnOrdinaryKey) {
  DeadTable<u128> table;
  EXPECT_FALSE(table.contains(0));
  table.insert(0);
  EXPECT_TRUE(table.contains(0));
  table.insert(u128{1} << 100);
  EXPECT_TRUE(table.contains(u128{1} << 100));
  EXPECT_FALSE(table.contains(u128{1} << 99));
  EXPECT_EQ(table.size(), 2u);
}

TEST(DeadTable, AFullTableStoresNothingNewButForgetsNothing) {
  DeadTable<std::uint64_t> table(/*max_entries=*/4096);
  for (std::uint64_t key = 1; key <= 100000; ++key) table.insert(key);
  EXPECT_LE(table.size(), 4096u);
  EXPECT_TRUE(table.contains(1));
  EXPECT_FALSE(table.contains(100000));
}

TEST(DeadTable, AFirstSizePastTheCapKeepsTheCap) {
  DeadTable<std::uint64_t> table(/*max_entries=*/4096, /*first_slots=*/std::size_t{1} << 16);
  for (std::uint64_t key = 1; key <= 100000; ++key) table.insert(key);
  EXPECT_LE(table.size(), 4096u);
  EXPECT_TRUE(table.contains(1));
}

}  // namespace
}  // namespace puzzlelab
