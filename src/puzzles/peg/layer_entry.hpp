// How one class of a layer is stored: its key (see class_keys.hpp) and the number of move
// sequences into it. A key of 0 marks an empty table slot: no reachable position is empty, since
// every jump leaves a peg.
//
// Two layouts. The packed one is 16 bytes: the layers stream through memory (scattered, merged,
// read back), so their size is most of the time a layer takes. It holds keys of up to 48 bits
// (the English board's 33 holes with a 6-bit start label) and counts below 2^80 (all English
// games together are about 2^69); the counter checks that bound before each layer and falls back
// to the wide layout, a full key word and a 128-bit count, where it could fail.
#pragma once

#include <cstdint>

#include "core/bits.hpp"
#include "core/uint128.hpp"

namespace puzzlelab::peg {

struct PackedEntry {
  using Key = std::uint64_t;
  static constexpr int kKeyBits = 48;
  static constexpr int kCountBits = 80;

  static PackedEntry make(Key key, u128 count) {
    return {key | (static_cast<std::uint64_t>(count) << kKeyBits),
            static_cast<std::uint64_t>(count >> (64 - kKeyBits))};
  }
  Key key() const { return word & kKeyMask; }
  u128 count() const { return (u128{high} << (64 - kKeyBits)) | (word >> kKeyBits); }
  // The same count under another key: a child inherits its parent's count.
  PackedEntry with_key(Key key) const { return {(word & ~kKeyMask) | key, high}; }
  void set_key(Key key) { word = (word & ~kKeyMask) | key; }
  void add(const PackedEntry& other) {
    const std::uint64_t low = (word >> kKeyBits) + (other.word >> kKeyBits);
    word = (word & kKeyMask) | (low << kKeyBits);
    high += other.high + (low >> (64 - kKeyBits));
  }

  std::uint64_t word = 0;  // key in the low 48 bits, the count's low 16 bits above it
  std::uint64_t high = 0;  // the count's bits 16 to 79

 private:
  static constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << kKeyBits) - 1;
};
static_assert(sizeof(PackedEntry) == 16);

// The count is kept as two words rather than a u128 so that an entry over a 64-bit key packs
// into 24 bytes instead of 32 (u128 is 16-byte aligned).
template <BitWord Bits>
struct WideEntry {
  using Key = Bits;
  static constexpr int kKeyBits = 8 * sizeof(Bits);
  static constexpr int kCountBits = 128;

  static WideEntry make(Key key, u128 count) {
    return {key, static_cast<std::uint64_t>(count), static_cast<std::uint64_t>(count >> 64)};
  }
  Key key() const { return key_; }
  u128 count() const { return (u128{high} << 64) | low; }
  WideEntry with_key(Key key) const { return {key, low, high}; }
  void set_key(Key key) { key_ = key; }
  void add(const WideEntry& other) {
    low += other.low;
    high += other.high + (low < other.low ? 1 : 0);
  }

  Key key_ = 0;
  std::uint64_t low = 0;
  std::uint64_t high = 0;
};
static_assert(sizeof(WideEntry<std::uint64_t>) == 24);

}  // namespace puzzlelab::peg
