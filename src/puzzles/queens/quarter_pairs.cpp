#include "puzzles/queens/quarter_pairs.hpp"

#include <array>

#include "core/cpu_features.hpp"

// On x86-64 with GCC an AVX2 version takes four lower quarters at a time and packs the kept keys
// with a lane permutation; it is chosen at run time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define PUZZLELAB_AVX2_PAIRS 1
#else
#define PUZZLELAB_AVX2_PAIRS 0
#endif

namespace puzzlelab::queens::detail {
namespace {

// Every pair is written and kept only if the quarters are compatible: no branch to mispredict.
std::uint64_t* join_tail(std::uint64_t u, const std::uint64_t* lower,
                         const std::uint64_t* lower_end, int shift, std::uint64_t mask,
                         std::uint64_t* out) {
  for (; lower != lower_end; ++lower) {
    *out = ((u | *lower) >> shift) & mask;
    out += (u & *lower) == 0;
  }
  return out;
}

std::uint64_t* join_portably(const std::uint64_t* upper, const std::uint64_t* upper_end,
                             const std::uint64_t* lower, const std::uint64_t* lower_end, int shift,
                             std::uint64_t mask, std::uint64_t* out) {
  for (; upper != upper_end; ++upper) out = join_tail(*upper, lower, lower_end, shift, mask, out);
  return out;
}

#if PUZZLELAB_AVX2_PAIRS
// For each 4-bit mask of kept lanes, the 32-bit lanes that bring them to the front in order.
constexpr std::array<std::array<int, 8>, 16> compress_lanes() {
  std::array<std::array<int, 8>, 16> table{};
  for (int kept = 0; kept < 16; ++kept) {
    int next = 0;
    for (int lane = 0; lane < 4; ++lane) {
      if (kept >> lane & 1) {
        table[kept][2 * next] = 2 * lane;
        table[kept][2 * next + 1] = 2 * lane + 1;
        ++next;
      }
    }
  }
  return table;
}
constexpr std::array<std::array<int, 8>, 16> kCompressLanes = compress_lanes();
constexpr std::array<int, 16> kKeptCount = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

__attribute__((target("avx2"))) std::uint64_t* join_avx2(const std::uint64_t* upper,
                                                         const std::uint64_t* upper_end,
                                                         const std::uint64_t* lower,
                                                         const std::uint64_t* lower_end, int shift,
                                                         std::uint64_t mask, std::uint64_t* out) {
  const __m128i shift_by = _mm_cvtsi32_si128(shift);
  const __m256i key_mask = _mm256_set1_epi64x(static_cast<long long>(mask));
  const __m256i zero = _mm256_setzero_si256();
  const std::size_t whole = static_cast<std::size_t>(lower_end - lower) / 4 * 4;
  for (; upper != upper_end; ++upper) {
    const __m256i u = _mm256_set1_epi64x(static_cast<long long>(*upper));
    const std::uint64_t* low = lower;
    for (; low != lower + whole; low += 4) {
      const __m256i l = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(low));
      const __m256i compatible = _mm256_cmpeq_epi64(_mm256_and_si256(u, l), zero);
      const __m256i keys =
          _mm256_and_si256(_mm256_srl_epi64(_mm256_or_si256(u, l), shift_by), key_mask);
      const int kept = _mm256_movemask_pd(_mm256_castsi256_pd(compatible));
      const __m256i lanes =
          _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kCompressLanes[kept].data()));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out),
                          _mm256_permutevar8x32_epi32(keys, lanes));
      out += kKeptCount[kept];
    }
    out = join_tail(*upper, low, lower_end, shift, mask, out);
  }
  return out;
}
#endif

}  // namespace

std::uint64_t* join_quarter_pairs(const std::uint64_t* upper, const std::uint64_t* upper_end,
                                  const std::uint64_t* lower, const std::uint64_t* lower_end,
                                  int shift, std::uint64_t mask, std::uint64_t* out) {
#if PUZZLELAB_AVX2_PAIRS
  if (cpu_has_avx2()) return join_avx2(upper, upper_end, lower, lower_end, shift, mask, out);
#endif
  return join_portably(upper, upper_end, lower, lower_end, shift, mask, out);
}

}  // namespace puzzlelab::queens::detail
