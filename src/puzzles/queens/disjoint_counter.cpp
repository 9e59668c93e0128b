#include "puzzles/queens/disjoint_counter.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

// The counting loops are ANDs and population counts: on x86-64 they are also compiled for
// processors with AVX2 (which brings POPCNT), picked at load time: the baseline instruction set has
// no population count instruction.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PUZZLELAB_POPCOUNT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define PUZZLELAB_POPCOUNT_CLONES
#endif

namespace puzzlelab::queens::detail {
namespace {

// Below this many patterns a query compares against each pattern directly.
constexpr std::size_t kFewPatterns = 48;

PUZZLELAB_POPCOUNT_CLONES
std::uint64_t count_directly(const std::uint64_t* queries, std::size_t query_count,
                             const std::uint64_t* patterns, std::size_t pattern_count) {
  std::uint64_t total = 0;
  for (std::size_t q = 0; q < query_count; ++q) {
    const std::uint64_t query = queries[q];
    for (std::size_t p = 0; p < pattern_count; ++p) total += (query & patterns[p]) == 0;
  }
  return total;
}

// table: [group][group value][word]; scratch: `words` words.
PUZZLELAB_POPCOUNT_CLONES
std::uint64_t count_bit_sliced(const std::uint64_t* queries, std::size_t query_count,
                               const std::uint64_t* table, int groups, int group_bits,
                               std::size_t words, std::uint64_t* scratch) {
  const std::size_t group_stride = (std::size_t{1} << group_bits) * words;
  const std::uint64_t group_mask = (std::uint64_t{1} << group_bits) - 1;
  std::uint64_t total = 0;
  for (std::size_t q = 0; q < query_count; ++q) {
    std::uint64_t rest = queries[q];
    const std::uint64_t* row = table + (rest & group_mask) * words;
    std::copy(row, row + words, scratch);
    for (int group = 1; group < groups; ++group) {
      rest >>= group_bits;
      row = table + group * group_stride + (rest & group_mask) * words;
      for (std::size_t w = 0; w < words; ++w) scratch[w] &= row[w];
    }
    for (std::size_t w = 0; w < words; ++w) total += std::popcount(scratch[w]);
  }
  return total;
}

}  // namespace

DisjointCounter::DisjointCounter(int key_bits, int group_bits)
    : key_bits_(key_bits),
      group_bits_(group_bits),
      groups_((key_bits + group_bits - 1) / group_bits),
      group_values_(std::size_t{1} << group_bits) {
  if (key_bits < 1 || key_bits > 64 || group_bits < 1 || group_bits > 10) {
    throw std::invalid_argument("DisjointCounter: key_bits 1..64, group_bits 1..10");
  }
}

void DisjointCounter::assign(std::span<const std::uint64_t> patterns) {
  few_.clear();
  words_ = 0;
  if (patterns.size() < kFewPatterns) {
    few_.assign(patterns.begin(), patterns.end());
    return;
  }
  words_ = (patterns.size() + 63) / 64;
  // clear[b]: the patterns with key bit b clear (padding past the last pattern stays 0).
  std::vector<std::uint64_t> clear(static_cast<std::size_t>(key_bits_) * words_, 0);
  std::vector<std::uint64_t> present(words_, 0);
  for (std::size_t p = 0; p < patterns.size(); ++p) present[p / 64] |= std::uint64_t{1} << (p % 64);
  for (int bit = 0; bit < key_bits_; ++bit) {
    std::copy(present.begin(), present.end(), clear.begin() + bit * words_);
  }
  for (std::size_t p = 0; p < patterns.size(); ++p) {
    const std::uint64_t pattern_bit = std::uint64_t{1} << (p % 64);
    for (std::uint64_t key = patterns[p]; key; key &= key - 1) {
      clear[std::countr_zero(key) * words_ + p / 64] &= ~pattern_bit;
    }
  }
  // Each group value's row: the row of the value without its lowest bit, ANDed with that bit's.
  table_.resize(static_cast<std::size_t>(groups_) * group_values_ * words_);
  for (int group = 0; group < groups_; ++group) {
    const int first_bit = group * group_bits_;
    const int bits = std::min(group_bits_, key_bits_ - first_bit);
    std::uint64_t* base = table_.data() + group * group_values_ * words_;
    std::copy(present.begin(), present.end(), base);
    for (std::size_t value = 1; value < (std::size_t{1} << bits); ++value) {
      const std::uint64_t* rest = base + (value & (value - 1)) * words_;
      const std::uint64_t* bit_row = clear.data() + (first_bit + std::countr_zero(value)) * words_;
      std::uint64_t* row = base + value * words_;
      for (std::size_t w = 0; w < words_; ++w) row[w] = rest[w] & bit_row[w];
    }
  }
  scratch_.resize(words_);
}

std::uint64_t DisjointCounter::count(std::span<const std::uint64_t> queries) const {
  if (words_ == 0) return count_directly(queries.data(), queries.size(), few_.data(), few_.size());
  return count_bit_sliced(queries.data(), queries.size(), table_.data(), groups_, group_bits_,
                          words_, scratch_.data());
}

}  // namespace puzzlelab::queens::detail
