#include "puzzles/queens/min_conflicts.hpp"

#include <numeric>
#include <random>
#include <vector>

namespace puzzlelab::queens {
namespace {

// Random columns tried per row by the greedy start before it settles for a collision.
constexpr int kGreedyTries = 32;
// Random partners tried for one attacked queen per pass.
constexpr int kSwapTries = 16;
// Passes without any improving swap before the search starts again.
constexpr int kStallPasses = 4;

// Queens per diagonal, and the number of collisions: sum over diagonals of (queens - 1)+.
class Diagonals {
 public:
  explicit Diagonals(int n) : n_(n), down_(2 * n - 1), up_(2 * n - 1) {}

  void add(int row, int col) {
    collisions_ += (down_[row + col]++ > 0) + (up_[row - col + n_ - 1]++ > 0);
  }
  void remove(int row, int col) {
    collisions_ -= (--down_[row + col] > 0) + (--up_[row - col + n_ - 1] > 0);
  }
  bool free(int row, int col) const {
    return down_[row + col] == 0 && up_[row - col + n_ - 1] == 0;
  }
  bool attacked(int row, int col) const {
    return down_[row + col] > 1 || up_[row - col + n_ - 1] > 1;
  }
  std::int64_t collisions() const { return collisions_; }

 private:
  int n_;
  std::vector<std::int32_t> down_, up_;
  std::int64_t collisions_ = 0;
};

class Repair {
 public:
  Repair(int n, std::uint64_t seed, const SearchLimits& limits)
      : n_(n), rng_(seed), limits_(limits) {}

  Placement solve(MinConflictsStats& stats) {
    while (!out_of_limits(stats)) {
      Diagonals diagonals(n_);
      Placement columns = greedy_start(diagonals);
      if (improve(columns, diagonals, stats)) return columns;
      if (stats.stopped) break;
      ++stats.restarts;
    }
    return {};
  }

 private:
  bool out_of_limits(MinConflictsStats& stats) const {
    if (stats.swaps >= limits_.nodes || clock_.seconds() >= limits_.seconds) stats.stopped = true;
    return stats.stopped;
  }

  int random_below(int bound) { return std::uniform_int_distribution<int>(0, bound - 1)(rng_); }

  Placement greedy_start(Diagonals& diagonals) {
    Placement columns(n_);
    std::iota(columns.begin(), columns.end(), 0);
    for (int row = 0; row < n_; ++row) {
      // Choose among the columns not yet used (columns[row..n-1]), preferring a free one.
      int pick = row + random_below(n_ - row);
      for (int t = 0; t < kGreedyTries && !diagonals.free(row, columns[pick]); ++t) {
        pick = row + random_below(n_ - row);
      }
      std::swap(columns[row], columns[pick]);
      diagonals.add(row, columns[row]);
    }
    return columns;
  }

  // Swaps the columns of rows a and b when that lowers the collisions; returns whether it did.
  bool try_swap(Placement& columns, Diagonals& diagonals, int a, int b) {
    const std::int64_t before = diagonals.collisions();
    diagonals.remove(a, columns[a]);
    diagonals.remove(b, columns[b]);
    std::swap(columns[a], columns[b]);
    diagonals.add(a, columns[a]);
    diagonals.add(b, columns[b]);
    if (diagonals.collisions() < before) return true;
    diagonals.remove(a, columns[a]);
    diagonals.remove(b, columns[b]);
    std::swap(columns[a], columns[b]);
    diagonals.add(a, columns[a]);
    diagonals.add(b, columns[b]);
    return false;
  }

  void collect_attacked(const Placement& columns, const Diagonals& diagonals,
                        std::vector<int>& rows) const {
    rows.clear();
    for (int row = 0; row < n_; ++row) {
      if (diagonals.attacked(row, columns[row])) rows.push_back(row);
    }
  }

  // Passes over the attacked queens. After the greedy start they are few, so a pass works from
  // the previous pass's list (plus swap partners) instead of rescanning all N rows; a full scan
  // runs only when that list runs dry or a pass finds nothing, since a swap can also expose a
  // queen that was on no list.
  bool improve(Placement& columns, Diagonals& diagonals, MinConflictsStats& stats) {
    std::vector<int> rows, next;
    collect_attacked(columns, diagonals, rows);
    for (int stall = 0; diagonals.collisions() > 0 && stall < kStallPasses;) {
      if (out_of_limits(stats)) return false;
      next.clear();
      bool improved = false;
      for (const int row : rows) {
        if (!diagonals.attacked(row, columns[row])) continue;
        for (int t = 0; t < kSwapTries; ++t) {
          const int other = random_below(n_);
          if (stats.swaps < limits_.nodes && other != row &&
              try_swap(columns, diagonals, row, other)) {
            ++stats.swaps;
            improved = true;
            if (diagonals.attacked(other, columns[other])) next.push_back(other);
            break;
          }
        }
        if (diagonals.attacked(row, columns[row])) next.push_back(row);
      }
      stall = improved ? 0 : stall + 1;
      if (next.empty() || !improved) {
        collect_attacked(columns, diagonals, next);
      }
      rows.swap(next);
    }
    return diagonals.collisions() == 0;
  }

  int n_;
  std::mt19937_64 rng_;
  SearchLimits limits_;
  Stopwatch clock_;
};

}  // namespace

Placement min_conflicts_solution(int n, std::uint64_t seed, MinConflictsStats* stats,
                                 const SearchLimits& limits) {
  if (n == 2 || n == 3 || n < 1) return {};
  MinConflictsStats local;
  Placement columns = Repair(n, seed, limits).solve(stats ? *stats : local);
  return columns;
}

}  // namespace puzzlelab::queens
