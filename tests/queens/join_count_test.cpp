// The half-board join against plain enumeration, task by task: every (middle queen, top-half
// columns) pair counts exactly the solutions that have them, the orbits of the tasks cover every
// pair once, and the disjoint-key counter agrees with comparing keys one by one, however it stores
// them.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "all_solutions.hpp"
#include "puzzles/queens/disjoint_counter.hpp"
#include "puzzles/queens/join_count.hpp"

namespace puzzlelab::queens::detail {
namespace {

using Item = std::pair<int, Columns>;  // middle queen's column (-1: even N), top-half columns

// The solutions of each item, by enumeration.
std::map<Item, std::uint64_t> solutions_by_item(int n) {
  std::map<Item, std::uint64_t> count;
  for (const Placement& p : test::all_solutions(n)) {
    Columns top = 0;
    for (int row = 0; row < n / 2; ++row) top |= Columns{1} << p[row];
    ++count[{n % 2 ? p[n / 2] : -1, top}];
  }
  return count;
}

std::uint64_t binomial(int a, int b) {
  std::uint64_t r = 1;
  for (int i = 1; i <= b; ++i) r = r * (a - b + i) / i;
  return r;
}

TEST(QueensJoin, EveryItemCountsItsSolutions) {
  for (int n = 4; n <= 10; ++n) {
    const auto expected = solutions_by_item(n);
    HalfBoardJoin join(n);
    // Every item, not only the tasks: the join must count any middle column and column set.
    const Columns all = (Columns{1} << n) - 1;
    for (int middle = n % 2 ? 0 : -1; middle < (n % 2 ? n : 0); ++middle) {
      for (Columns top = 0; top <= all; ++top) {
        if (std::popcount(top) != n / 2 || (middle >= 0 && (top >> middle & 1))) continue;
        const auto it = expected.find({middle, top});
        const std::uint64_t want = it == expected.end() ? 0 : it->second;
        EXPECT_EQ(join.count({middle, top, 1}), want)
            << "N = " << n << ", middle " << middle << ", top " << top;
      }
    }
  }
}

TEST(QueensJoin, TaskOrbitsCoverEveryItemOnce) {
  for (int n = 4; n <= 21; ++n) {
    const std::vector<JoinTask> tasks = join_tasks(n);
    std::uint64_t covered = 0;
    for (const JoinTask& task : tasks) {
      EXPECT_TRUE(task.weight == 1 || task.weight == 2 || task.weight == 4) << "N = " << n;
      EXPECT_EQ(std::popcount(task.top), n / 2);
      covered += static_cast<std::uint64_t>(task.weight);
    }
    // Odd N: any middle column, then half of the other N - 1 columns on top.
    const std::uint64_t items = n % 2 ? n * binomial(n - 1, n / 2) : binomial(n, n / 2);
    EXPECT_EQ(covered, items) << "N = " << n;
    EXPECT_TRUE(std::is_sorted(tasks.begin(), tasks.end(),
                               [](const auto& a, const auto& b) { return a.middle < b.middle; }))
        << "N = " << n;
  }
}

TEST(QueensJoin, WeighedTasksSumToTheSolutions) {
  for (int n = 4; n <= 11; ++n) {
    const auto expected = solutions_by_item(n);
    std::uint64_t all = 0;
    for (const auto& [item, count] : expected) all += count;
    HalfBoardJoin join(n);
    std::uint64_t total = 0;
    for (const JoinTask& task : join_tasks(n)) {
      const auto it = expected.find({task.middle, task.top});
      const std::uint64_t one = it == expected.end() ? 0 : it->second;
      const std::uint64_t weighed = join.count(task);
      EXPECT_EQ(weighed, task.weight * one) << "N = " << n;
      total += weighed;
    }
    EXPECT_EQ(total, all) << "N = " << n;
    EXPECT_GT(join.half_boards(), 0u);
  }
}

TEST(QueensJoin, RefusesBoardsOutsideItsRange) {
  EXPECT_THROW(join_tasks(3), std::invalid_argument);
  EXPECT_THROW(join_tasks(kMaxJoinCountN + 1), std::invalid_argument);
  EXPECT_THROW(HalfBoardJoin(3), std::invalid_argument);
}

// Random keys with a given chance of each bit being set.
std::vector<std::uint64_t> random_keys(std::mt19937_64& rng, std::size_t count, int bits,
                                       double density) {
  std::bernoulli_distribution set(density);
  std::vector<std::uint64_t> keys(count);
  for (auto& key : keys) {
    for (int b = 0; b < bits; ++b) key |= static_cast<std::uint64_t>(set(rng)) << b;
  }
  return keys;
}

TEST(QueensDisjointCounter, AgreesWithComparingEachPair) {
  std::mt19937_64 rng(20261130);
  for (const int bits : {1, 5, 30, 38, 64}) {
    for (const int group_bits : {1, 3, 6, 10}) {
      for (const std::size_t patterns : {0, 1, 47, 48, 63, 64, 65, 130, 1000}) {
        for (const double density : {0.1, 0.4}) {
          const auto pattern_keys = random_keys(rng, patterns, bits, density);
          const auto query_keys = random_keys(rng, 50, bits, density);
          std::uint64_t expected = 0;
          for (const auto q : query_keys) {
            for (const auto p : pattern_keys) expected += (q & p) == 0;
          }
          DisjointCounter counter(bits, group_bits);
          counter.assign(pattern_keys);
          EXPECT_EQ(counter.count(query_keys), expected)
              << bits << " bits, groups of " << group_bits << ", " << patterns << " patterns";
        }
      }
    }
  }
}

std::uint64_t disjoint_pairs(const std::vector<std::uint64_t>& a,
                             const std::vector<std::uint64_t>& b) {
  std::uint64_t count = 0;
  for (const auto x : a) {
    for (const auto y : b) count += (x & y) == 0;
  }
  return count;
}

// count_pairs picks the side to store, the group width and, for large sides, cut bits by which
// whole blocks of patterns are skipped; the count must not depend on any of it.
TEST(QueensDisjointCounter, CountsPairsAsComparingEachPair) {
  std::mt19937_64 rng(20261202);
  for (const int bits : {30, 34, 38}) {
    for (const auto& [first_size, second_size] : std::vector<std::pair<std::size_t, std::size_t>>{
             {0, 100}, {1, 1}, {30, 5000}, {700, 600}, {5000, 4200}, {4500, 9000}}) {
      // Dense keys make the cut bits pay; a few bits set in nearly every key make classes empty.
      for (const double density : {0.15, 0.45}) {
        auto first = random_keys(rng, first_size, bits, density);
        auto second = random_keys(rng, second_size, bits, density);
        for (std::size_t i = 0; i < first.size(); i += 3) first[i] |= std::uint64_t{1} << 5;
        DisjointCounter counter(bits, 6);
        const std::uint64_t expected = disjoint_pairs(first, second);
        EXPECT_EQ(counter.count_pairs(first, second), expected)
            << bits << " bits, " << first_size << " x " << second_size << ", " << density;
        EXPECT_EQ(counter.count_pairs(second, first), expected)
            << bits << " bits, " << second_size << " x " << first_size << ", " << density;
      }
    }
  }
}

// The class place as defined: the cut bits as a number, the first highest, and its place in the
// reflected Gray code (the number whose Gray code it is).
std::uint32_t reference_place(std::uint64_t key, const std::vector<int>& cuts) {
  std::uint32_t bits = 0;
  for (int i = 0; i < CutClassifier::kMaxCuts; ++i) {
    const bool set = i < static_cast<int>(cuts.size()) && (key >> cuts[i] & 1);
    bits = bits << 1 | static_cast<std::uint32_t>(set);
  }
  std::uint32_t place = 0;
  for (std::uint32_t p = 0; p < CutClassifier::kClasses; ++p) {
    if ((p ^ (p >> 1)) == bits) place = p;
  }
  return place;
}

// Cut sets as count_pairs picks them and harder ones: none, one, clustered in a byte, spread so
// that every cut needs its own window, straddling window edges, and bit 63.
std::vector<std::vector<int>> cut_sets(std::mt19937_64& rng) {
  std::vector<std::vector<int>> sets = {{},
                                        {0},
                                        {63},
                                        {5, 4, 3, 2, 1, 0},
                                        {0, 9, 18, 27, 36, 45},
                                        {7, 8, 15, 16, 23, 24},
                                        {63, 0, 31, 32},
                                        {16, 33, 15, 34, 14, 35}};
  for (int t = 0; t < 40; ++t) {
    std::vector<int> all(64);
    for (int b = 0; b < 64; ++b) all[b] = b;
    std::shuffle(all.begin(), all.end(), rng);
    const int width = t % 2 ? 64 : 34;  // the join's keys, or any
    std::vector<int> cuts;
    for (const int b : all) {
      if (b < width && static_cast<int>(cuts.size()) < t % 7) cuts.push_back(b);
    }
    sets.push_back(cuts);
  }
  return sets;
}

TEST(QueensCutClassifier, PlacesAsTheGrayCodeOfTheCutBits) {
  std::mt19937_64 rng(20261203);
  for (const auto& cuts : cut_sets(rng)) {
    CutClassifier classifier;
    classifier.set_cuts(cuts);
    std::vector<std::uint64_t> keys = random_keys(rng, 300, 64, 0.5);
    keys.push_back(0);
    keys.push_back(~std::uint64_t{0});
    for (const int c : cuts) keys.push_back(std::uint64_t{1} << c);
    for (const auto key : keys) {
      ASSERT_EQ(classifier.place(key), reference_place(key, cuts)) << std::hex << key;
    }
  }
}

// The counting sort against a stable sort by the reference place: the same order (it is
// stable) and the same class bounds, for sizes around the multiples of its four runs.
TEST(QueensCutClassifier, SortsAsAStableSortByPlace) {
  std::mt19937_64 rng(20261204);
  std::vector<std::vector<std::uint64_t>> inputs;
  for (const std::size_t size : {0, 1, 2, 3, 4, 5, 7, 8, 9, 63, 64, 65, 1000, 4099}) {
    inputs.push_back(random_keys(rng, size, 40, 0.4));
  }
  inputs.push_back(std::vector<std::uint64_t>(777, 0x5a5a5a5a5aull));  // all equal
  inputs.push_back(std::vector<std::uint64_t>(5, ~std::uint64_t{0}));
  for (const auto& cuts : cut_sets(rng)) {
    CutClassifier classifier;
    classifier.set_cuts(cuts);
    for (const auto& keys : inputs) {
      std::vector<std::uint64_t> expected = keys;
      std::stable_sort(expected.begin(), expected.end(), [&](std::uint64_t a, std::uint64_t b) {
        return reference_place(a, cuts) < reference_place(b, cuts);
      });
      std::vector<std::uint32_t> expected_start(CutClassifier::kClasses + 1, 0);
      for (const auto key : keys) ++expected_start[reference_place(key, cuts) + 1];
      for (std::size_t c = 1; c < expected_start.size(); ++c) {
        expected_start[c] += expected_start[c - 1];
      }
      std::vector<std::uint64_t> sorted(keys.size(), 0xdead);
      std::vector<std::uint32_t> start(CutClassifier::kClasses + 1, 12345);
      std::vector<std::uint8_t> places(keys.size());
      classifier.sort(keys, sorted.data(), start.data(), places.data());
      ASSERT_EQ(sorted, expected) << keys.size() << " keys, " << cuts.size() << " cuts";
      ASSERT_EQ(start, expected_start) << keys.size() << " keys, " << cuts.size() << " cuts";
    }
  }
}

TEST(QueensCutClassifier, RejectsBadCuts) {
  CutClassifier classifier;
  EXPECT_THROW(classifier.set_cuts(std::vector<int>{0, 1, 2, 3, 4, 5, 6}), std::invalid_argument);
  EXPECT_THROW(classifier.set_cuts(std::vector<int>{3, 3}), std::invalid_argument);
  EXPECT_THROW(classifier.set_cuts(std::vector<int>{64}), std::invalid_argument);
  EXPECT_THROW(classifier.set_cuts(std::vector<int>{-1}), std::invalid_argument);
  EXPECT_NO_THROW(classifier.set_cuts(std::vector<int>{63, 0}));
}

TEST(QueensDisjointCounter, ReassignReplacesThePatterns) {
  DisjointCounter counter(8, 3);
  const std::vector<std::uint64_t> many(100, 0x0f), none;
  counter.assign(many);
  EXPECT_EQ(counter.count(std::vector<std::uint64_t>{0xf0}), 100u);
  EXPECT_EQ(counter.count(std::vector<std::uint64_t>{0x01}), 0u);
  counter.assign(none);
  EXPECT_EQ(counter.count(std::vector<std::uint64_t>{0xf0}), 0u);
  EXPECT_THROW(DisjointCounter(0, 3), std::invalid_argument);
  EXPECT_THROW(DisjointCounter(65, 3), std::invalid_argument);
  EXPECT_THROW(DisjointCounter(8, 11), std::invalid_argument);
}

}  // namespace
}  // namespace puzzlelab::queens::detail
