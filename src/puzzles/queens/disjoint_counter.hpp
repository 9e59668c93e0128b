// Counts the pairs (query, pattern) of bit keys that share no set bit: the inner loop of the
// half-board join (join_count.hpp), where a key holds the diagonals a half board occupies.
//
// The patterns are stored bit-sliced: for each key bit, one bitset over the patterns that leave it
// clear. A query's count is the population of the AND of the bitsets of its set bits. To need
// fewer ANDs, the key bits are cut into groups and each group's bitsets are pre-combined for every
// value of the group, so a query costs one AND per group and per 64 patterns. The patterns are
// taken in blocks of 512: a block's tables (at most 24 KiB for groups of 6, within the first-level
// cache) are built and then met by all queries, keeping a query's 512 bits in registers. (Kluev's
// N-Queens-Count-Sol counts disjoint diagonal sets with such tables, in pieces of 512 patterns.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace puzzlelab::queens::detail {

// The class of a key by up to 6 of its bits, the cut bits (count_pairs): the cut bits as a 6-bit
// number, the first cut bit highest and missing ones 0, numbered by its place in the order of the
// reflected Gray code. The place is linear in the key's bits (the inverse Gray code is a running
// XOR), so it is looked up a byte-wide window of the key at a time, one window per cluster of cut
// bits, and the lookups XORed.
class CutClassifier {
 public:
  static constexpr int kMaxCuts = 6;
  static constexpr std::size_t kClasses = std::size_t{1} << kMaxCuts;

  // Bit positions 0 .. 63, distinct, at most kMaxCuts of them.
  void set_cuts(std::span<const int> cuts);

  std::uint32_t place(std::uint64_t key) const;

  // Counting sort by place: `sorted` gets the keys, class by class (in their order within a
  // class), and start[c] .. start[c + 1] is class c's range (start has kClasses + 1 entries).
  // `places` is scratch of at least keys.size() bytes.
  void sort(std::span<const std::uint64_t> keys, std::uint64_t* sorted, std::uint32_t* start,
            std::uint8_t* places) const;

 private:
  int windows_ = 0;
  std::array<int, kMaxCuts> window_shift_{};
  std::array<std::array<std::uint8_t, 256>, kMaxCuts> table_{};  // by window, then its byte
};

class DisjointCounter {
 public:
  // Keys use bits 0 .. key_bits-1 (at most 64); groups have at most `max_group_bits` bits
  // (1 .. 10; past 6 the tables of a block outgrow the first-level cache).
  DisjointCounter(int key_bits, int max_group_bits);

  // Replaces the patterns, with tables sized for about `expected_queries` queries per count (the
  // group width that costs least to build and to query).
  void assign(std::span<const std::uint64_t> patterns, std::size_t expected_queries = 1 << 20);

  // Sum over the queries of the patterns disjoint from each.
  std::uint64_t count(std::span<const std::uint64_t> queries) const;

  // The pairs (a, b), a from `first` and b from `second`, with no common bit: the side that makes
  // the counting cheaper becomes the patterns.
  std::uint64_t count_pairs(std::span<const std::uint64_t> first,
                            std::span<const std::uint64_t> second);

  // The group width the last `assign` chose (0: the patterns are compared one by one).
  int group_bits() const { return group_bits_; }

 private:
  int key_bits_;
  int max_group_bits_;
  int group_bits_ = 0;
  int groups_ = 0;
  std::size_t blocks_ = 0;
  std::size_t block_words_ = 0;  // table words of one block
  // The patterns, in blocks of 512; few patterns are compared one by one (blocks_ = 0): building
  // the tables would cost more than it saves.
  std::vector<std::uint64_t> patterns_;
  // One block's tables, built when the block is counted, so that they stay in the first-level
  // cache: [group][group value][8 words].
  mutable std::vector<std::uint64_t> table_;
  std::vector<std::uint32_t> group_offset_;  // words from a block's start to each group's table
  // The group width and tables for the patterns and about `expected_queries` queries.
  void choose_layout(std::size_t expected_queries);
  const std::uint64_t* build_block(std::size_t block) const;
  // The queries' rows, in their order, to rows_.
  void write_rows(std::span<const std::uint64_t> queries) const;
  // count_pairs: both sides sorted by the cut bits they hold (the queries then as their rows),
  // with where each class starts.
  CutClassifier classifier_;
  std::vector<std::uint32_t> pattern_start_, query_start_;
  std::vector<std::uint64_t> sorted_queries_;
  std::vector<std::uint8_t> key_class_;
  // The queries' rows in each group's table, as words from a block's start (the same in every
  // block): rows_[q * groups_ + g].
  mutable std::vector<std::uint16_t> rows_;
};

}  // namespace puzzlelab::queens::detail
