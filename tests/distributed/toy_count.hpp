// A toy count for the unit farm: unit u adds the divisors of u + 1 (a 128-bit sum, so that the
// plain form of a 128-bit result is exercised) and counts the divisions tried. Each unit's cost
// grows with u, as tree counts' subproblems are skewed.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "distributed/plain_bytes.hpp"

namespace puzzlelab::distributed::test {

struct ToyResult {
  static constexpr std::size_t kBytes = 24;
  static constexpr std::string_view kName = "toy-divisors-v1";
  u128 sum = 0;
  std::uint64_t divisions = 0;

  ToyResult& operator+=(const ToyResult& other) {
    sum += other.sum;
    divisions += other.divisions;
    return *this;
  }
  bool operator==(const ToyResult&) const = default;
  void save(std::byte* out) const {
    put_u128(out, sum);
    put_u64(out + 16, divisions);
  }
  static ToyResult load(const std::byte* in) { return {get_u128(in), get_u64(in + 16)}; }
};

// Unit u: the divisors of u + 1 (times `scale`, so that two counts' lists can differ), with 2^100
// added so that sums pass 64 bits.
inline ToyResult toy_unit(std::size_t unit, std::uint64_t scale = 1) {
  ToyResult result;
  const std::uint64_t n = (unit + 1) * scale;
  for (std::uint64_t d = 1; d <= n; ++d) {
    ++result.divisions;
    if (n % d == 0) result.sum += d;
  }
  result.sum += static_cast<u128>(1) << 100;
  return result;
}

struct ToyCount {
  using Result = ToyResult;
  std::size_t units = 500;
  std::uint64_t scale = 1;
  // Units counted, by any worker (to see what a resumed run counts again).
  std::atomic<std::size_t>* counted = nullptr;

  std::size_t unit_count() const { return units; }
  void describe_unit(std::size_t unit, Fnv1a64& hash) const { hash.add_u64((unit + 1) * scale); }

  struct Worker {
    const ToyCount* owner;
    std::uint64_t divisions = 0;
    bool count(std::size_t unit, Result& result, const std::atomic<bool>&) {
      result = toy_unit(unit, owner->scale);
      divisions += result.divisions;
      if (owner->counted != nullptr) ++*owner->counted;
      return true;
    }
    std::uint64_t work() const { return divisions; }
  };
  Worker make_worker() const { return Worker{this}; }
};

inline ToyResult toy_total(std::size_t units, std::uint64_t scale = 1) {
  ToyResult total;
  for (std::size_t unit = 0; unit < units; ++unit) total += toy_unit(unit, scale);
  return total;
}

}  // namespace puzzlelab::distributed::test
