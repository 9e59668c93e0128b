// The partition tables of the layer builder: every class kept once with its summed count, growth
// past the load limit, probe runs that wrap past the last slot, the labels of a position found
// together, and compaction.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "puzzles/peg/layer_entry.hpp"
#include "puzzles/peg/partition_table.hpp"

namespace puzzlelab::peg {
namespace {

constexpr int kLabelBits = 6;

// Everything in the table's slots, by key.
std::map<std::uint64_t, u128> table_contents(const PartitionTable<PackedEntry>& table) {
  std::map<std::uint64_t, u128> contents;
  for (std::size_t i = 0; i < table.slot_count(); ++i) {
    const PackedEntry& e = table.slots()[i];
    if (e.key() != 0) contents[e.key()] += e.count();
  }
  return contents;
}

// The least power of two (at least 16) of slots that `classes` fill to at most the planned load,
// for the dense and the sparse load, and capacity as its inverse.
TEST(PegPartitionTable, SlotsForStayWithinThePlannedLoad) {
  for (const TableLoad load : {kDenseLoad, kSparseLoad}) {
    for (const std::size_t classes : {0, 1, 7, 8, 9, 11, 12, 13, 100, 1000, 10000, 123457}) {
      const std::size_t slots = PartitionTable<PackedEntry>::slots_for(classes, load);
      EXPECT_GE(slots * load.numerator, classes * load.denominator) << classes;
      EXPECT_TRUE(std::has_single_bit(slots)) << classes;
      EXPECT_GE(slots, 16u);
      EXPECT_TRUE(slots == 16 || (slots / 2) * load.numerator < classes * load.denominator)
          << classes << ": not the least";
      EXPECT_GE(PartitionTable<PackedEntry>::capacity(slots, load), classes) << classes;
    }
  }
  // 12 classes fill 16 slots to exactly 3/4: enough for the dense load, past the sparse one.
  EXPECT_EQ(PartitionTable<PackedEntry>::slots_for(12, kDenseLoad), 16u);
  EXPECT_EQ(PartitionTable<PackedEntry>::slots_for(12, kSparseLoad), 32u);
  EXPECT_EQ(PartitionTable<PackedEntry>::capacity(1024, kDenseLoad), 768u);
  EXPECT_EQ(PartitionTable<PackedEntry>::capacity(1024, kSparseLoad), 512u);
}

// Random keys with repeats, past the load at which a table grows (7/8), so that it grows: it
// holds each key once with the sum of its counts.
TEST(PegPartitionTable, SumsRepeatedKeysAndGrows) {
  for (const std::size_t slot_count : {16, 64, 1024}) {
    std::vector<PackedEntry> slots(slot_count);
    PartitionTable<PackedEntry> table;
    table.prepare(slots.data(), slots.size(), kLabelBits);
    std::mt19937_64 random(slot_count);
    std::map<std::uint64_t, u128> expected;
    const std::size_t distinct = slot_count * 2;  // past 3/4 load: the table must grow
    std::vector<PackedEntry> stream;
    for (std::size_t i = 0; i < 4 * distinct; ++i) {
      const std::uint64_t position = 1 + random() % distinct;
      const std::uint64_t key = position << kLabelBits | (random() % 3);
      const u128 count = 1 + random() % 1000;
      expected[key] += count;
      stream.push_back(PackedEntry::make(key, count));
    }
    table.add_all([&](const auto& f) {
      for (const PackedEntry& e : stream) f(e);
    });
    EXPECT_EQ(table.size(), expected.size()) << slot_count;
    EXPECT_GT(table.slot_count(), slot_count);
    EXPECT_GE(table.slot_count() * 7, table.size() * 8);  // grown past 7/8, not before
    EXPECT_EQ(table_contents(table), expected) << slot_count;
  }
}

// Tables of 64 slots, 48 used (the load limit), for 20 sets of positions: some have runs that wrap
// past the last slot. Every position's labels are still found from its home slot, and only those.
TEST(PegPartitionTable, FindsEveryLabelOfAPositionAcrossTheWrap) {
  const std::size_t slot_count = 64;
  int wrapped = 0;
  for (std::uint64_t first = 1; first <= 20; ++first) {
    std::vector<PackedEntry> slots(slot_count);
    PartitionTable<PackedEntry> table;
    table.prepare(slots.data(), slots.size(), kLabelBits);
    std::map<std::uint64_t, std::map<int, u128>> expected;
    // 16 positions of 3 labels: 48 classes, exactly 3/4 of the slots.
    for (std::uint64_t position = first; position < first + 16; ++position) {
      for (int label = 0; label < 3; ++label) {
        const u128 count = position * 10 + static_cast<u128>(label);
        table.add(
            PackedEntry::make(position << kLabelBits | static_cast<std::uint64_t>(label), count));
        expected[position][label] = count;
      }
    }
    ASSERT_EQ(table.slot_count(), slot_count);
    EXPECT_EQ(table.size(), 48u);
    if (slots[slot_count - 1].key() != 0 && slots[0].key() != 0) ++wrapped;
    for (std::uint64_t position = first - 1; position <= first + 16; ++position) {
      std::map<int, u128> found;
      table.for_each_label(position, [&](const PackedEntry& e) {
        found[static_cast<int>(e.key() & ((1u << kLabelBits) - 1))] += e.count();
      });
      EXPECT_EQ(found, expected[position]) << first << " " << position;
    }
  }
  EXPECT_GT(wrapped, 0) << "no set of positions ran past the last slot";
}

// Compaction moves the kept classes to the front, the rest after them, none lost.
TEST(PegPartitionTable, CompactsKeptClassesFirst) {
  const std::size_t slot_count = 128;
  std::vector<PackedEntry> slots(slot_count);
  PartitionTable<PackedEntry> table;
  table.prepare(slots.data(), slots.size(), kLabelBits);
  std::map<std::uint64_t, u128> expected;
  for (std::uint64_t position = 1; position <= 60; ++position) {
    const std::uint64_t key = position << kLabelBits | (position % 4);
    table.add(PackedEntry::make(key, position));
    expected[key] = position;
  }
  const auto keep = [](const PackedEntry& e) { return (e.key() >> kLabelBits) % 3 != 0; };
  const std::size_t kept = table.compact(keep);
  EXPECT_EQ(kept, 40u);
  EXPECT_EQ(table.size(), 60u);
  std::map<std::uint64_t, u128> after;
  for (std::size_t i = 0; i < table.size(); ++i) {
    const PackedEntry& e = table.compacted()[i];
    EXPECT_EQ(keep(e), i < kept) << i;
    after[e.key()] += e.count();
  }
  EXPECT_EQ(after, expected);
}

// Compaction sorts each probe run by key, which puts the labels of a position side by side for
// the layer builder. Positions of 20 labels (runs longer than insertion sort takes) beside
// positions of one or two: every position's labels end up adjacent and in order.
TEST(PegPartitionTable, CompactionPutsEachPositionsLabelsTogether) {
  const std::size_t slot_count = 256;
  std::vector<PackedEntry> slots;
  PartitionTable<PackedEntry> table;
  std::map<std::uint64_t, u128> expected;
  // A run that wraps past the last slot is sorted as two, which may part a position's labels
  // (rare, and it only costs the builder a second look at the position): the test takes the
  // first set of 40 positions whose runs do not wrap.
  for (std::uint64_t first = 1; first < 1000; first += 40) {
    slots.assign(slot_count, PackedEntry{});
    table.prepare(slots.data(), slots.size(), kLabelBits);
    expected.clear();
    std::mt19937_64 random(first);
    for (std::uint64_t position = first; position < first + 40; ++position) {
      const int labels = position % 8 == 0 ? 20 : 1 + static_cast<int>(position % 2);
      for (int label = labels - 1; label >= 0; --label) {  // added out of order
        const std::uint64_t key = position << kLabelBits | static_cast<std::uint64_t>(label);
        const u128 count = 1 + random() % 1000;
        table.add(PackedEntry::make(key, count));
        expected[key] = count;
      }
    }
    if (slots[slot_count - 1].key() == 0) break;
  }
  ASSERT_EQ(slots[slot_count - 1].key(), 0u) << "every set of positions wraps";
  ASSERT_EQ(table.slot_count(), slot_count);
  const std::size_t kept = table.compact([](const PackedEntry&) { return true; });
  ASSERT_EQ(kept, expected.size());
  std::map<std::uint64_t, u128> after;
  std::map<std::uint64_t, std::size_t> first_at;
  for (std::size_t i = 0; i < kept; ++i) {
    const PackedEntry& e = table.compacted()[i];
    after[e.key()] = e.count();
    const std::uint64_t position = e.key() >> kLabelBits;
    if (!first_at.contains(position)) {
      first_at[position] = i;
      continue;
    }
    const PackedEntry& before = table.compacted()[i - 1];
    EXPECT_EQ(before.key() >> kLabelBits, position) << "labels of " << position << " apart";
    EXPECT_LT(before.key(), e.key()) << "labels of " << position << " out of order";
  }
  EXPECT_EQ(after, expected);
}

}  // namespace
}  // namespace puzzlelab::peg
