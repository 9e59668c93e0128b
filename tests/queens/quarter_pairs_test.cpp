// The quarter-pair loop of the half-board join against a plain double loop: every compatible pair
// kept, in order, for lists of every length around the vector width.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <random>
#include <vector>

#include "core/cpu_features.hpp"
#include "puzzles/queens/quarter_pairs.hpp"

namespace puzzlelab::queens::detail {
namespace {

std::vector<std::uint64_t> random_quarters(std::mt19937_64& rng, std::size_t count,
                                           double density) {
  std::bernoulli_distribution set(density);
  std::vector<std::uint64_t> quarters(count);
  for (auto& q : quarters) {
    for (int b = 0; b < 60; ++b) q |= static_cast<std::uint64_t>(set(rng)) << b;
  }
  return quarters;
}

// Under queens_baseline_cpu (ctest) the variable is set and every loop here runs its portable
// version; otherwise the answer agrees with the compiler's own detection.
TEST(QueensQuarterPairs, Avx2AskedOfTheProcessorUnlessTheBaselineIsForced) {
  if (std::getenv(kBaselineCpuVariable) != nullptr) {
    EXPECT_FALSE(cpu_has_avx2());
  } else {
#if defined(__x86_64__) && defined(__GNUC__)
    EXPECT_EQ(cpu_has_avx2(), __builtin_cpu_supports("avx2") != 0);
#else
    EXPECT_FALSE(cpu_has_avx2());
#endif
  }
}

TEST(QueensQuarterPairs, KeepsExactlyTheCompatiblePairsInOrder) {
  std::mt19937_64 rng(20261202);
  for (const std::size_t uppers : {0, 1, 3, 7}) {
    for (std::size_t lowers = 0; lowers <= 13; ++lowers) {
      for (const double density : {0.02, 0.08}) {
        const auto upper = random_quarters(rng, uppers, density);
        const auto lower = random_quarters(rng, lowers, density);
        const int shift = 9;
        const std::uint64_t mask = (std::uint64_t{1} << 34) - 1;
        std::vector<std::uint64_t> expected;
        for (const auto u : upper) {
          for (const auto l : lower) {
            if ((u & l) == 0) expected.push_back(((u | l) >> shift) & mask);
          }
        }
        std::vector<std::uint64_t> keys(uppers * lowers + kQuarterPairSlack);
        std::uint64_t* end =
            join_quarter_pairs(upper.data(), upper.data() + upper.size(), lower.data(),
                               lower.data() + lower.size(), shift, mask, keys.data());
        keys.resize(static_cast<std::size_t>(end - keys.data()));
        EXPECT_EQ(keys, expected) << uppers << " x " << lowers << ", density " << density;
      }
    }
  }
}

}  // namespace
}  // namespace puzzlelab::queens::detail
