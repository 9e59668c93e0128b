// How one class of a layer is stored: its key (see class_keys.hpp) and the number of move
// sequences into it. A key of 0 marks an empty table slot: no reachable position is empty, since
// every jump leaves a peg.
//
// Three layouts, the smallest first. The layers stream through memory (scattered, merged, read
// back) and the largest of them decide what fits in memory, so their size is most of what a
// layer costs:
//   - compact, 12 bytes: keys of up to 43 bits (the French board's 37 holes with a 6-bit start
//     label) and counts below 2^53;
//   - packed, 16 bytes: keys of up to 48 bits and counts below 2^80;
//   - wide: a full key word and a 128-bit count.
// The layer builder checks before each layer that no count of it can pass what the entry holds
// (LayerBuilder::admit_next_layer) and the work is redone in the next layout where one could.
#pragma once

#include <cstdint>
#include <cstring>

#include "core/bits.hpp"
#include "core/uint128.hpp"

namespace puzzlelab::peg {

struct CompactEntry {
  using Key = std::uint64_t;
  static constexpr int kKeyBits = 43;
  static constexpr int kCountBits = 96 - kKeyBits;

  static CompactEntry make(Key key, u128 count) {
    CompactEntry e;
    e.store(key, static_cast<std::uint64_t>(count));
    return e;
  }
  Key key() const { return low() & kKeyMask; }
  u128 count() const { return counted(); }
  CompactEntry with_key(Key key) const {
    CompactEntry e = *this;
    e.set_key(key);
    return e;
  }
  void set_key(Key key) { store(key, counted()); }
  void add(const CompactEntry& other) { store(key(), counted() + other.counted()); }

  // Three 32-bit words, so that the entry is 12 bytes with 4-byte alignment: the key in the low
  // 43 bits of the first two, the count above it.
  std::uint32_t words[3] = {0, 0, 0};

 private:
  static constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << kKeyBits) - 1;

  std::uint64_t low() const {
    std::uint64_t value;
    std::memcpy(&value, words, sizeof value);
    return value;
  }
  std::uint64_t counted() const {
    return (low() >> kKeyBits) | (std::uint64_t{words[2]} << (64 - kKeyBits));
  }
  void store(Key key, std::uint64_t count) {
    const std::uint64_t value = key | (count << kKeyBits);
    std::memcpy(words, &value, sizeof value);
    words[2] = static_cast<std::uint32_t>(count >> (64 - kKeyBits));
  }
};
static_assert(sizeof(CompactEntry) == 12);

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
