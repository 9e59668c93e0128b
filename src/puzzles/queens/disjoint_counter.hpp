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

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace puzzlelab::queens::detail {

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
  // count_pairs: both sides sorted by the cut bits they hold (the queries as their rows), with
  // where each class starts.
  std::vector<std::uint32_t> pattern_start_, query_start_, scratch_start_;
  std::vector<std::uint8_t> key_class_;
  // The queries' rows in each group's table, as words from a block's start (the same in every
  // block): rows_[q * groups_ + g].
  mutable std::vector<std::uint16_t> rows_;
};

}  // namespace puzzlelab::queens::detail
