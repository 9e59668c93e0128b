// Counts the pairs (query, pattern) of bit keys that share no set bit: the inner loop of the
// half-board join (join_count.hpp), where a key holds the diagonals a half board occupies.
//
// The patterns are stored bit-sliced: for each key bit, one bitset over the patterns that leave it
// clear. A query's count is the population of the AND of the bitsets of its set bits. To need
// fewer ANDs, the key bits are cut into groups of `group_bits` and each group's bitsets are
// pre-combined for every value of the group, so a query costs one AND per group and per 64
// patterns. (Kluev's N-Queens-Count-Sol counts disjoint diagonal sets this way.)
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace puzzlelab::queens::detail {

class DisjointCounter {
 public:
  // Keys use bits 0 .. key_bits-1 (at most 64); 1 <= group_bits <= 10.
  DisjointCounter(int key_bits, int group_bits);

  // Replaces the patterns.
  void assign(std::span<const std::uint64_t> patterns);

  // Sum over the queries of the patterns disjoint from each.
  std::uint64_t count(std::span<const std::uint64_t> queries) const;

 private:
  int key_bits_;
  int group_bits_;
  int groups_;
  std::size_t group_values_;
  std::size_t words_ = 0;  // 64-pattern words per bitset
  // Few patterns are compared one by one: building the table would cost more than it saves.
  std::vector<std::uint64_t> few_;
  std::vector<std::uint64_t> table_;  // [group][group value][word]
  mutable std::vector<std::uint64_t> scratch_;
};

}  // namespace puzzlelab::queens::detail
