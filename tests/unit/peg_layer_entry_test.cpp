// The layer builder's entry layouts and scatter buffers: keys and counts survive every operation
// at the edges of their bit fields, and every entry pushed to a partition is read back once,
// whatever the entry's size (five 12-byte entries to a 64-byte line, four of 16 bytes, two wide
// ones).
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "puzzles/peg/layer_builder.hpp"
#include "puzzles/peg/layer_entry.hpp"
#include "puzzles/peg/scatter_buffer.hpp"

namespace puzzlelab::peg {
namespace {

template <class Entry>
class PegLayerEntry : public ::testing::Test {};

using EntryTypes = ::testing::Types<CompactEntry, PackedEntry, WideEntry<std::uint64_t>>;
TYPED_TEST_SUITE(PegLayerEntry, EntryTypes);

template <class Entry>
u128 largest_count() {
  return Entry::kCountBits >= 128 ? ~u128{0} : (u128{1} << Entry::kCountBits) - 1;
}

template <class Entry>
std::uint64_t largest_key() {
  return Entry::kKeyBits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << Entry::kKeyBits) - 1;
}

TYPED_TEST(PegLayerEntry, KeepsKeyAndCountAtTheirEdges) {
  using Entry = TypeParam;
  const u128 top = largest_count<Entry>();
  const std::uint64_t high_key = largest_key<Entry>();
  for (const std::uint64_t key : {std::uint64_t{1}, std::uint64_t{0x5a5a5a5}, high_key}) {
    for (const u128 count : {u128{0}, u128{1}, u128{0xffffffffu}, top >> 1, top}) {
      const Entry e = Entry::make(key, count);
      EXPECT_EQ(e.key(), key);
      EXPECT_TRUE(e.count() == count) << "key " << key;
      const Entry moved = e.with_key(high_key ^ key ^ 1);
      EXPECT_EQ(moved.key(), high_key ^ key ^ 1);
      EXPECT_TRUE(moved.count() == count);
      Entry reset = e;
      reset.set_key(2);
      EXPECT_EQ(reset.key(), 2u);
      EXPECT_TRUE(reset.count() == count);
    }
  }
}

TYPED_TEST(PegLayerEntry, AddsCountsUpToTheTopBitWithoutTouchingTheKey) {
  using Entry = TypeParam;
  const u128 top = largest_count<Entry>();
  const std::uint64_t key = largest_key<Entry>();
  Entry sum = Entry::make(key, top >> 1);
  sum.add(Entry::make(7, (top >> 1) + 1));  // the other key is ignored
  EXPECT_EQ(sum.key(), key);
  EXPECT_TRUE(sum.count() == top);
  // Carries between the count's words: the low part full, plus one.
  const u128 low_full = (u128{1} << 21) - 1;
  Entry carry = Entry::make(3, low_full);
  carry.add(Entry::make(3, 1));
  EXPECT_TRUE(carry.count() == low_full + 1);
}

// Random entries to a few partitions, more than a staging line and a block each: every one comes
// back from its partition, and only there.
TYPED_TEST(PegLayerEntry, ScatterBufferReturnsEveryEntryOfEachPartition) {
  using Entry = TypeParam;
  constexpr int kPartitions = 5;
  ScatterBuffer<Entry> buffer;
  std::mt19937_64 random(42);
  for (int round = 0; round < 2; ++round) {  // the second reuses the blocks
    buffer.reset(kPartitions);
    std::vector<std::map<std::pair<std::uint64_t, std::uint64_t>, int>> pushed(kPartitions);
    const int entries = round == 0 ? 3 : 2000;  // a partial line, then many blocks
    for (int i = 0; i < entries * kPartitions; ++i) {
      const int partition = static_cast<int>(random() % kPartitions);
      const std::uint64_t key = 1 + random() % largest_key<Entry>();
      const std::uint64_t count = random() >> 16;
      buffer.push(partition, Entry::make(key, count));
      ++pushed[partition][{key, count}];
    }
    buffer.publish();
    for (int p = 0; p < kPartitions; ++p) {
      std::map<std::pair<std::uint64_t, std::uint64_t>, int> read;
      buffer.for_each(p, [&](const Entry& e) {
        ++read[{e.key(), static_cast<std::uint64_t>(e.count())}];
      });
      EXPECT_EQ(read, pushed[p]) << "partition " << p << ", round " << round;
    }
  }
}

template <class Entry>
std::string layout_name() {
  if constexpr (std::is_same_v<Entry, CompactEntry>) return "compact";
  if constexpr (std::is_same_v<Entry, PackedEntry>) return "packed";
  return "wide";
}

// The layouts runs take, from First on, for keys of `key_bits`, when the first `too_wide_runs`
// runs find their counts too wide.
template <EntryLayout First>
std::vector<std::string> layouts_run(int key_bits, int too_wide_runs) {
  std::vector<std::string> runs;
  with_fitting_entry<First>(key_bits, 8, [&]<class Entry, int K>(bool& too_wide) {
    EXPECT_EQ(K, 8);  // the group of 8, not padded
    runs.push_back(layout_name<Entry>());
    too_wide = static_cast<int>(runs.size()) <= too_wide_runs;
    return 0;
  });
  return runs;
}

// The layout a run starts from, and the next wider one each time a run finds its counts too wide;
// keys too long for a layout skip it.
TEST(PegEntryLayouts, RunsAgainInTheNextWiderLayoutOnlyWhenCountsPassIt) {
  constexpr EntryLayout kCompact = EntryLayout::kCompact;
  constexpr EntryLayout kPacked = EntryLayout::kPacked;
  using Runs = std::vector<std::string>;
  EXPECT_EQ(layouts_run<kCompact>(43, 0), Runs({"compact"}));
  EXPECT_EQ(layouts_run<kCompact>(43, 1), Runs({"compact", "packed"}));
  EXPECT_EQ(layouts_run<kCompact>(43, 2), Runs({"compact", "packed", "wide"}));
  EXPECT_EQ(layouts_run<kCompact>(44, 0), Runs({"packed"}));
  EXPECT_EQ(layouts_run<kCompact>(44, 1), Runs({"packed", "wide"}));
  EXPECT_EQ(layouts_run<kPacked>(39, 0), Runs({"packed"}));
  EXPECT_EQ(layouts_run<kPacked>(39, 1), Runs({"packed", "wide"}));
  EXPECT_EQ(layouts_run<kPacked>(49, 0), Runs({"wide"}));
}

// Groups are padded to 1, 4, 8 or 12 images, never fewer than they have.
TEST(PegEntryLayouts, PadsGroupsToAnInstantiatedSize) {
  const auto padded = [](std::size_t group_size) {
    return with_padded_group<PackedEntry>(group_size, []<class Entry, int K>() { return K; });
  };
  EXPECT_EQ(padded(1), 1);
  EXPECT_EQ(padded(2), 4);
  EXPECT_EQ(padded(4), 4);
  EXPECT_EQ(padded(6), 8);
  EXPECT_EQ(padded(8), 8);
  EXPECT_EQ(padded(12), 12);
}

}  // namespace
}  // namespace puzzlelab::peg
