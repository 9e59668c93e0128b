#include "puzzles/queens/disjoint_counter.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "core/cpu_features.hpp"

// The counting loops are ANDs and population counts. On x86-64 with GCC the block loop has an AVX2
// version; the direct loop and the table building are also compiled for AVX2 (which brings
// POPCNT): the baseline instruction set has no population count instruction and only 16-byte
// vectors. cpu_has_avx2() picks the version at run time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define PUZZLELAB_AVX2_COUNT 1
#else
#define PUZZLELAB_AVX2_COUNT 0
#endif

namespace puzzlelab::queens::detail {
namespace {

constexpr std::size_t kBlockWords = 8;  // 512 patterns a block
constexpr std::size_t kBlockPatterns = 64 * kBlockWords;
// Cut bits (count_pairs): at most this many, each set in at least this share of the pairs, used
// from this many queries on, and chosen on a sample of this many keys of each side.
constexpr int kMaxCutBits = CutClassifier::kMaxCuts;
constexpr double kMinCutShare = 0.05;
constexpr std::size_t kMinQueriesToCut = 4096;
constexpr std::size_t kCutSample = 64;

// Rough costs in vector operations, to choose how to count (they need only be in proportion).
double direct_cost(std::size_t patterns, std::size_t queries) {
  return 0.75 * static_cast<double>(patterns) * static_cast<double>(queries);
}
double table_cost(std::size_t patterns, std::size_t queries, int key_bits, int group_bits) {
  const double blocks = static_cast<double>((patterns + kBlockPatterns - 1) / kBlockPatterns);
  const int groups = (key_bits + group_bits - 1) / group_bits;
  const double build = blocks * groups * static_cast<double>(std::size_t{1} << group_bits) * 2 +
                       static_cast<double>(patterns) * key_bits / 2;
  return build + blocks * static_cast<double>(queries) * (2 * groups + 10);
}

// The loops below with two bodies are compiled for the baseline and, inlined into a wrapper, for
// AVX2; cpu_has_avx2() picks one at run time.
[[gnu::always_inline]] inline std::uint64_t count_directly_body(const std::uint64_t* queries,
                                                                std::size_t query_count,
                                                                const std::uint64_t* patterns,
                                                                std::size_t pattern_count) {
  std::uint64_t total = 0;
  for (std::size_t q = 0; q < query_count; ++q) {
    const std::uint64_t query = queries[q];
    for (std::size_t p = 0; p < pattern_count; ++p) total += (query & patterns[p]) == 0;
  }
  return total;
}

#if PUZZLELAB_AVX2_COUNT
__attribute__((target("avx2"))) std::uint64_t count_directly_avx2(const std::uint64_t* queries,
                                                                  std::size_t query_count,
                                                                  const std::uint64_t* patterns,
                                                                  std::size_t pattern_count) {
  return count_directly_body(queries, query_count, patterns, pattern_count);
}
#endif

std::uint64_t count_directly(const std::uint64_t* queries, std::size_t query_count,
                             const std::uint64_t* patterns, std::size_t pattern_count) {
#if PUZZLELAB_AVX2_COUNT
  if (cpu_has_avx2()) return count_directly_avx2(queries, query_count, patterns, pattern_count);
#endif
  return count_directly_body(queries, query_count, patterns, pattern_count);
}

// A query's row in each group's table, as words from the start of a block: rows[q * groups + g].
// A block's tables hold under 2^16 words for any key and group width (at most 49,280 words: 64
// bits in groups of 10).
using RowOffset = std::uint16_t;

// A query's rows: for each group, the offset of its value's row. With groups of 6 bits and their
// number fixed (5 to 7: keys of 30 to 42 bits, N = 16 to 21) the shifts unroll.
template <int kGroups>
void write_six_bit_rows(std::uint64_t query, const std::uint32_t* offset, RowOffset* rows) {
  for (int group = 0; group < kGroups; ++group, query >>= 6) {
    rows[group] = static_cast<RowOffset>(offset[group] + (query & 63) * kBlockWords);
  }
}

// Calls use(write) with a writer of a query's rows, write(query, rows), for this layout.
template <typename Use>
void with_row_writer(int groups, int group_bits, const std::uint32_t* offset, Use use) {
  const auto fixed = [&]<int kGroups>() {
    use([offset](std::uint64_t query, RowOffset* rows) {
      write_six_bit_rows<kGroups>(query, offset, rows);
    });
  };
  switch (group_bits == 6 ? groups : 0) {
    case 5:
      return fixed.template operator()<5>();
    case 6:
      return fixed.template operator()<6>();
    case 7:
      return fixed.template operator()<7>();
    default:
      break;
  }
  const std::uint64_t mask = (std::uint64_t{1} << group_bits) - 1;
  use([=](std::uint64_t query, RowOffset* rows) {
    for (int group = 0; group < groups; ++group, query >>= group_bits) {
      rows[group] = static_cast<RowOffset>(offset[group] + (query & mask) * kBlockWords);
    }
  });
}

// Each row of a group's table (`values` rows of a block) ORed with the rows of its supersets, one
// bit at a time: a row first holds the patterns whose group value is exactly its complement, then
// all those disjoint from its value.
[[gnu::always_inline]] inline void or_supersets_body(std::uint64_t* base, std::size_t values) {
  using Lanes = std::uint64_t __attribute__((vector_size(32)));
  for (std::size_t bit = 1; bit < values; bit <<= 1) {
    for (std::size_t low = 0; low < values; low += 2 * bit) {
      for (std::size_t value = low; value < low + bit; ++value) {
        std::uint64_t* row = base + value * kBlockWords;
        const std::uint64_t* superset = row + bit * kBlockWords;
        for (std::size_t w = 0; w < kBlockWords; w += 4) {
          Lanes a, b;
          std::memcpy(&a, row + w, sizeof a);
          std::memcpy(&b, superset + w, sizeof b);
          a |= b;
          std::memcpy(row + w, &a, sizeof a);
        }
      }
    }
  }
}

#if PUZZLELAB_AVX2_COUNT
__attribute__((target("avx2"))) void or_supersets_avx2(std::uint64_t* base, std::size_t values) {
  or_supersets_body(base, values);
}
#endif

void or_supersets(std::uint64_t* base, std::size_t values) {
#if PUZZLELAB_AVX2_COUNT
  if (cpu_has_avx2()) return or_supersets_avx2(base, values);
#endif
  or_supersets_body(base, values);
}

std::uint64_t count_block_portably(const RowOffset* rows, std::size_t query_count, int groups,
                                   const std::uint64_t* block) {
  std::uint64_t total = 0;
  for (std::size_t q = 0; q < query_count; ++q, rows += groups) {
    std::uint64_t bits[kBlockWords];
    for (std::size_t w = 0; w < kBlockWords; ++w) bits[w] = block[rows[0] + w];
    for (int group = 1; group < groups; ++group) {
      for (std::size_t w = 0; w < kBlockWords; ++w) bits[w] &= block[rows[group] + w];
    }
    for (std::size_t w = 0; w < kBlockWords; ++w) total += std::popcount(bits[w]);
  }
  return total;
}

#if PUZZLELAB_AVX2_COUNT
// The population counts stay in vector registers: each byte's count by a nibble table lookup
// (Mula's method), summed in bytes over up to 15 queries (at most 16 a query), then widened.
__attribute__((target("avx2"))) inline __m256i byte_counts(__m256i v) {
  const __m256i nibble = _mm256_set1_epi8(0x0f);
  const __m256i ones_in = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1,
                                           2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const __m256i low = _mm256_shuffle_epi8(ones_in, _mm256_and_si256(v, nibble));
  const __m256i high =
      _mm256_shuffle_epi8(ones_in, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble));
  return _mm256_add_epi8(low, high);
}

__attribute__((target("avx2"))) inline __m256i load_row(const std::uint64_t* words) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words));
}

__attribute__((target("avx2"))) std::uint64_t count_block_avx2(const RowOffset* rows,
                                                               std::size_t query_count, int groups,
                                                               const std::uint64_t* block) {
  __m256i wide = _mm256_setzero_si256();
  for (std::size_t q = 0; q < query_count;) {
    const std::size_t end = std::min(query_count, q + 15);
    __m256i bytes = _mm256_setzero_si256();
    for (; q < end; ++q, rows += groups) {
      __m256i low = load_row(block + rows[0]), high = load_row(block + rows[0] + 4);
      for (int group = 1; group < groups; ++group) {
        low = _mm256_and_si256(low, load_row(block + rows[group]));
        high = _mm256_and_si256(high, load_row(block + rows[group] + 4));
      }
      bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(byte_counts(low), byte_counts(high)));
    }
    wide = _mm256_add_epi64(wide, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
  }
  alignas(32) std::uint64_t lanes[4];
  _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), wide);
  return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}
#endif

std::uint64_t count_block(const RowOffset* rows, std::size_t query_count, int groups,
                          const std::uint64_t* block) {
#if PUZZLELAB_AVX2_COUNT
  if (cpu_has_avx2()) return count_block_avx2(rows, query_count, groups, block);
#endif
  return count_block_portably(rows, query_count, groups, block);
}

// The place of a key among the classes: one lookup a window, XORed.
template <int kWindows>
std::uint32_t cut_class_place(
    const std::array<std::array<std::uint8_t, 256>, CutClassifier::kMaxCuts>& table,
    const std::array<int, CutClassifier::kMaxCuts>& shift, std::uint64_t key) {
  std::uint32_t place = 0;
  for (int w = 0; w < kWindows; ++w) place ^= table[w][(key >> shift[w]) & 255];
  return place;
}

// Calls use.template operator()<W>() with W = windows (0 .. kMaxCuts) as a constant.
template <int kWindows = 0, typename Use>
decltype(auto) with_cut_windows(int windows, Use use) {
  if constexpr (kWindows == CutClassifier::kMaxCuts) {
    return use.template operator()<kWindows>();
  } else {
    if (windows == kWindows) return use.template operator()<kWindows>();
    return with_cut_windows<kWindows + 1>(windows, use);
  }
}

}  // namespace

void CutClassifier::set_cuts(std::span<const int> cuts) {
  if (cuts.size() > static_cast<std::size_t>(kMaxCuts)) {
    throw std::invalid_argument("CutClassifier: at most 6 cut bits");
  }
  std::array<int, kMaxCuts> sorted{};
  std::copy(cuts.begin(), cuts.end(), sorted.begin());
  std::sort(sorted.begin(), sorted.begin() + cuts.size());
  for (std::size_t i = 0; i < cuts.size(); ++i) {
    if (sorted[i] < 0 || sorted[i] > 63 || (i > 0 && sorted[i] == sorted[i - 1])) {
      throw std::invalid_argument("CutClassifier: cut bits 0..63, distinct");
    }
  }
  // Each window starts at the lowest cut bit not yet covered: as few windows as there can be.
  windows_ = 0;
  for (std::size_t i = 0; i < cuts.size(); ++i) {
    if (windows_ == 0 || sorted[i] >= window_shift_[windows_ - 1] + 8) {
      window_shift_[windows_++] = sorted[i];
    }
  }
  // Cut i is bit kMaxCuts-1-i of the cut bits; under the inverse Gray code (each bit the XOR of
  // itself and those above) it sets that bit and all below.
  std::array<std::array<std::uint8_t, 8>, kMaxCuts> single{};
  for (std::size_t i = 0; i < cuts.size(); ++i) {
    int w = windows_ - 1;
    while (window_shift_[w] > cuts[i]) --w;
    single[w][cuts[i] - window_shift_[w]] =
        static_cast<std::uint8_t>((1u << (kMaxCuts - static_cast<int>(i))) - 1);
  }
  for (int w = 0; w < windows_; ++w) {
    table_[w][0] = 0;
    for (unsigned byte = 1; byte < 256; ++byte) {
      table_[w][byte] = table_[w][byte & (byte - 1)] ^ single[w][std::countr_zero(byte)];
    }
  }
}

std::uint32_t CutClassifier::place(std::uint64_t key) const {
  return with_cut_windows(windows_, [&]<int kWindows>() {
    return cut_class_place<kWindows>(table_, window_shift_, key);
  });
}

void CutClassifier::sort(std::span<const std::uint64_t> keys, std::uint64_t* sorted,
                         std::uint32_t* start, std::uint8_t* places) const {
  // Four runs of the keys are counted and placed side by side, each with its own counters, so
  // that a run of keys of one class is not a chain of increments of one counter, each waiting for
  // the last. The last run also takes the remainder; the runs are placed in order, so the sort is
  // stable.
  constexpr int kRuns = 4;
  const std::size_t n = keys.size();
  const std::size_t run = n / kRuns;
  std::array<std::array<std::uint32_t, kClasses>, kRuns> next{};
  with_cut_windows(windows_, [&]<int kWindows>() {
    const auto classify = [&](std::size_t i, std::array<std::uint32_t, kClasses>& counts) {
      const std::uint32_t place = cut_class_place<kWindows>(table_, window_shift_, keys[i]);
      places[i] = static_cast<std::uint8_t>(place);
      ++counts[place];
    };
    for (std::size_t i = 0; i < run; ++i) {
      for (int r = 0; r < kRuns; ++r) classify(i + r * run, next[r]);
    }
    for (std::size_t i = kRuns * run; i < n; ++i) classify(i, next[kRuns - 1]);
  });
  std::uint32_t at = 0;
  for (std::size_t c = 0; c < kClasses; ++c) {
    start[c] = at;
    for (int r = 0; r < kRuns; ++r) {
      const std::uint32_t count = next[r][c];
      next[r][c] = at;
      at += count;
    }
  }
  start[kClasses] = at;
  for (std::size_t i = 0; i < run; ++i) {
    for (int r = 0; r < kRuns; ++r) {
      const std::size_t k = i + r * run;
      sorted[next[r][places[k]]++] = keys[k];
    }
  }
  for (std::size_t i = kRuns * run; i < n; ++i) sorted[next[kRuns - 1][places[i]]++] = keys[i];
}

DisjointCounter::DisjointCounter(int key_bits, int max_group_bits)
    : key_bits_(key_bits), max_group_bits_(max_group_bits) {
  if (key_bits < 1 || key_bits > 64 || max_group_bits < 1 || max_group_bits > 10) {
    throw std::invalid_argument("DisjointCounter: key_bits 1..64, group_bits 1..10");
  }
}

void DisjointCounter::assign(std::span<const std::uint64_t> patterns,
                             std::size_t expected_queries) {
  patterns_.assign(patterns.begin(), patterns.end());
  choose_layout(expected_queries);
}

void DisjointCounter::choose_layout(std::size_t expected_queries) {
  blocks_ = 0;
  group_bits_ = 0;
  // The cheapest group width, or none.
  double best = direct_cost(patterns_.size(), expected_queries);
  for (int bits = 1; bits <= max_group_bits_; ++bits) {
    const double cost = table_cost(patterns_.size(), expected_queries, key_bits_, bits);
    if (cost < best) best = cost, group_bits_ = bits;
  }
  if (group_bits_ == 0) return;
  groups_ = (key_bits_ + group_bits_ - 1) / group_bits_;
  group_offset_.assign(static_cast<std::size_t>(groups_) + 1, 0);
  for (int group = 0; group < groups_; ++group) {
    const int bits = std::min(group_bits_, key_bits_ - group * group_bits_);
    group_offset_[group + 1] = group_offset_[group] + (std::uint32_t{1} << bits) * kBlockWords;
  }
  block_words_ = group_offset_[groups_];
  blocks_ = (patterns_.size() + kBlockPatterns - 1) / kBlockPatterns;
  table_.resize(block_words_);
}

const std::uint64_t* DisjointCounter::build_block(std::size_t b) const {
  std::fill(table_.begin(), table_.end(), 0);
  std::uint64_t* block = table_.data();
  const std::size_t first = b * kBlockPatterns;
  const std::size_t count = std::min(kBlockPatterns, patterns_.size() - first);
  std::array<std::uint64_t, 64> row_mask;  // a group's values (the last group may have fewer bits)
  for (int group = 0; group < groups_; ++group) {
    row_mask[group] = (group_offset_[group + 1] - group_offset_[group]) / kBlockWords - 1;
  }
  // Each pattern goes to the row of the complement of its value in each group: the row of the
  // group values it is disjoint from exactly...
  for (std::size_t p = 0; p < count; ++p) {
    const std::uint64_t pattern_bit = std::uint64_t{1} << (p % 64);
    std::uint64_t rest = patterns_[first + p];
    for (int group = 0; group < groups_; ++group, rest >>= group_bits_) {
      const std::size_t row = ~rest & row_mask[group];
      block[group_offset_[group] + row * kBlockWords + p / 64] |= pattern_bit;
    }
  }
  // ... and then to the rows of every subset of it.
  for (int group = 0; group < groups_; ++group) {
    or_supersets(block + group_offset_[group], row_mask[group] + 1);
  }
  return block;
}

void DisjointCounter::write_rows(std::span<const std::uint64_t> queries) const {
  rows_.resize(queries.size() * static_cast<std::size_t>(groups_));
  with_row_writer(groups_, group_bits_, group_offset_.data(), [&](auto write) {
    RowOffset* rows = rows_.data();
    for (const std::uint64_t query : queries) {
      write(query, rows);
      rows += groups_;
    }
  });
}

std::uint64_t DisjointCounter::count(std::span<const std::uint64_t> queries) const {
  if (blocks_ == 0) {
    return count_directly(queries.data(), queries.size(), patterns_.data(), patterns_.size());
  }
  write_rows(queries);
  std::uint64_t total = 0;
  for (std::size_t b = 0; b < blocks_; ++b) {
    total += count_block(rows_.data(), queries.size(), groups_, build_block(b));
  }
  return total;
}

std::uint64_t DisjointCounter::count_pairs(std::span<const std::uint64_t> first,
                                           std::span<const std::uint64_t> second) {
  const auto cheapest = [&](std::size_t patterns, std::size_t queries) {
    double best = direct_cost(patterns, queries);
    for (int bits = 1; bits <= max_group_bits_; ++bits) {
      best = std::min(best, table_cost(patterns, queries, key_bits_, bits));
    }
    return best;
  };
  std::span<const std::uint64_t> patterns = first, queries = second;
  if (cheapest(second.size(), first.size()) <= cheapest(first.size(), second.size())) {
    std::swap(patterns, queries);
  }
  const std::size_t expected_blocks = (patterns.size() + kBlockPatterns - 1) / kBlockPatterns;
  // Cut bits pay only where there are many queries, and at least two blocks to tell apart.
  if (queries.size() < kMinQueriesToCut || expected_blocks < 2) {
    assign(patterns, queries.size());
    return count(queries);
  }

  // Cut bits: the key bits most often set on both sides. A block whose patterns all hold one of
  // them is skipped by the queries that hold it too.
  // Judged on a sample of each side, evenly spread.
  const auto share_by_bit = [&](std::span<const std::uint64_t> keys) {
    std::array<double, 64> share{};
    const std::size_t step = (keys.size() + kCutSample - 1) / kCutSample;
    std::size_t sampled = 0;
    for (std::size_t i = 0; i < keys.size(); i += step, ++sampled) {
      for (std::uint64_t k = keys[i]; k; k &= k - 1) ++share[std::countr_zero(k)];
    }
    for (double& s : share) s /= static_cast<double>(sampled);
    return share;
  };
  const std::array<double, 64> in_patterns = share_by_bit(patterns);
  const std::array<double, 64> in_queries = share_by_bit(queries);
  std::array<double, 64> saved{};
  for (int bit = 0; bit < key_bits_; ++bit) saved[bit] = in_patterns[bit] * in_queries[bit];
  std::array<int, kMaxCutBits> cut{};
  int cuts = 0;
  // Sorted, the blocks stay alike in about as many cut bits as it takes to number them.
  const int wanted = std::min(kMaxCutBits, static_cast<int>(std::bit_width(expected_blocks)));
  for (; cuts < wanted; ++cuts) {
    const int best = static_cast<int>(std::max_element(saved.begin(), saved.end()) - saved.begin());
    if (saved[best] < kMinCutShare) break;
    cut[cuts] = best;
    saved[best] = 0;
  }
  if (cuts == 0) {
    assign(patterns, queries.size());
    return count(queries);
  }
  // A key's class: its cut bits, the most useful one highest, in the reflected Gray code's order,
  // where neighbours differ in one bit, so that a block of patterns spanning a few classes still
  // has most cut bits in common, above all the most useful ones.
  classifier_.set_cuts(std::span<const int>(cut.data(), static_cast<std::size_t>(cuts)));
  const auto cut_bits = [](std::size_t place) {
    return static_cast<std::uint32_t>(place ^ (place >> 1));
  };
  const std::size_t classes = CutClassifier::kClasses;
  key_class_.resize(std::max(patterns.size(), queries.size()));
  // The counter keeps its own copy of the patterns, sorted by class.
  patterns_.resize(patterns.size());
  pattern_start_.resize(classes + 1);
  classifier_.sort(patterns, patterns_.data(), pattern_start_.data(), key_class_.data());
  choose_layout(queries.size());
  if (blocks_ == 0) return count(queries);
  // The queries are kept only as their rows, in the order of their classes.
  sorted_queries_.resize(queries.size());
  query_start_.resize(classes + 1);
  classifier_.sort(queries, sorted_queries_.data(), query_start_.data(), key_class_.data());
  write_rows(sorted_queries_);
  std::uint64_t total = 0;
  std::size_t first_class = 0;
  for (std::size_t b = 0; b < blocks_; ++b) {
    // The cut bits every pattern of the block holds (the classes it spans, ANDed).
    const std::size_t begin = b * kBlockPatterns;
    const std::size_t end = std::min(begin + kBlockPatterns, patterns_.size());
    while (pattern_start_[first_class + 1] <= begin) ++first_class;
    std::uint32_t common = static_cast<std::uint32_t>(classes - 1);
    for (std::size_t c = first_class; c < classes && pattern_start_[c] < end; ++c) {
      if (pattern_start_[c + 1] > pattern_start_[c]) common &= cut_bits(c);
    }
    const std::uint64_t* block = nullptr;  // built only if some query needs it
    for (std::size_t c = 0; c < classes; ++c) {
      if ((cut_bits(c) & common) != 0 || query_start_[c + 1] == query_start_[c]) continue;
      if (block == nullptr) block = build_block(b);
      total += count_block(rows_.data() + std::size_t{query_start_[c]} * groups_,
                           query_start_[c + 1] - query_start_[c], groups_, block);
    }
  }
  return total;
}

}  // namespace puzzlelab::queens::detail
