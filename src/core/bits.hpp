// Bit sets of up to 128 cells: std::uint64_t for boards of at most 64 holes (the fast path) and
// u128 above that. Solvers are templates over the word type; these helpers make both look alike.
#pragma once

#include <bit>
#include <cstdint>

#include "core/uint128.hpp"

namespace puzzlelab {

template <class Bits>
concept BitWord = std::is_same_v<Bits, std::uint64_t> || std::is_same_v<Bits, u128>;

inline int popcount(std::uint64_t bits) {
  return std::popcount(bits);
}
inline int popcount(u128 bits) {
  return std::popcount(static_cast<std::uint64_t>(bits)) +
         std::popcount(static_cast<std::uint64_t>(bits >> 64));
}

inline int lowest_bit(std::uint64_t bits) {
  return std::countr_zero(bits);
}
inline int lowest_bit(u128 bits) {
  auto low = static_cast<std::uint64_t>(bits);
  return low != 0 ? std::countr_zero(low)
                  : 64 + std::countr_zero(static_cast<std::uint64_t>(bits >> 64));
}

template <BitWord Bits>
constexpr Bits bit(int index) {
  return Bits{1} << index;
}

template <BitWord Bits>
constexpr bool test_bit(Bits bits, int index) {
  return ((bits >> index) & 1) != 0;
}

// A strong 64-bit mixer (the finaliser of SplitMix64): positions differ in few bits, so the
// hash must spread every input bit over the whole word.
constexpr std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

constexpr std::uint64_t hash_bits(std::uint64_t bits) {
  return mix64(bits);
}
constexpr std::uint64_t hash_bits(u128 bits) {
  return mix64(static_cast<std::uint64_t>(bits) ^ mix64(static_cast<std::uint64_t>(bits >> 64)));
}

}  // namespace puzzlelab
