// A set of positions proven dead (the goal cannot be reached from them), so that no dead
// position is searched twice. Open addressing with linear probing over a power-of-two array of
// keys; the all-zero key marks an empty slot and is kept in a flag of its own.
//
// The table starts at `first_slots` (a power of two) and doubles at half load until it reaches its
// entry cap; after that it stops growing and forgets nothing but simply stores nothing new: the
// search stays correct, only slower. A search that expects thousands of dead positions starts
// larger, because each doubling rehashes every key and touches fresh pages.
//
// A key's home slot is the top bits of one multiplication (Fibonacci hashing), not a full mixing
// function: every lookup of a search waits for it, and a full mix was a quarter of the time of
// a first-solution search. The top bits of the product depend on every bit of the key.
//
// The slots are fresh zero pages from the system, all mapped at once (core/zeroed_array.hpp), not
// a cleared vector: no clearing pass, and no page fault a page, which on the virtual machines
// measured made a first solution of the English board 10-15 % faster in its own process.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "core/bits.hpp"
#include "core/zeroed_array.hpp"

namespace puzzlelab {

inline constexpr std::size_t kDefaultDeadTableFirstSlots = std::size_t{1} << 12;

template <BitWord Key>
class DeadTable {
 public:
  explicit DeadTable(std::size_t max_entries = std::size_t{1} << 26,
                     std::size_t first_slots = kDefaultDeadTableFirstSlots)
      : max_entries_(max_entries),
        slot_count_(first_size(max_entries, first_slots)),
        slots_(zeroed_slots(slot_count_)),
        mask_(slot_count_ - 1),
        shift_(64 - std::countr_zero(slot_count_)) {}

  bool contains(Key key) const {
    if (key == Key{0}) return has_zero_;
    for (std::size_t i = home(key);; i = (i + 1) & mask_) {
      if (slots_[i] == key) return true;
      if (slots_[i] == Key{0}) return false;
    }
  }

  void insert(Key key) {
    if (key == Key{0}) {
      has_zero_ = true;
      return;
    }
    if (2 * (size_ + 1) > slot_count_) {
      if (slot_count_ / 2 >= max_entries_) return;  // full: remember nothing more
      grow();
    }
    insert_unique(key);
  }

  std::size_t size() const { return size_ + (has_zero_ ? 1 : 0); }

 private:
  using Slots = ZeroedArray<Key>;

  static Slots zeroed_slots(std::size_t count) { return Slots(count); }

  // A power of two, and no more than the cap's half-load size.
  static std::size_t first_size(std::size_t max_entries, std::size_t first_slots) {
    const std::size_t cap = std::bit_ceil(std::max<std::size_t>(max_entries, 1)) * 2;
    return std::min(std::bit_ceil(std::max<std::size_t>(first_slots, 2)), cap);
  }

  void insert_unique(Key key) {
    for (std::size_t i = home(key);; i = (i + 1) & mask_) {
      if (slots_[i] == key) return;
      if (slots_[i] == Key{0}) {
        slots_[i] = key;
        ++size_;
        return;
      }
    }
  }

  std::size_t home(Key key) const {
    std::uint64_t word = static_cast<std::uint64_t>(key);
    if constexpr (sizeof(Key) > 8) word ^= mix64(static_cast<std::uint64_t>(key >> 64));
    return static_cast<std::size_t>((word * 0x9e3779b97f4a7c15ULL) >> shift_);
  }

  void grow() {
    const std::size_t old_count = slot_count_;
    Slots old = std::exchange(slots_, zeroed_slots(old_count * 2));
    slot_count_ = old_count * 2;
    mask_ = slot_count_ - 1;
    shift_ = 64 - std::countr_zero(slot_count_);
    size_ = 0;
    for (std::size_t i = 0; i < old_count; ++i) {
      if (old[i] != Key{0}) insert_unique(old[i]);
    }
  }

  std::size_t max_entries_;
  std::size_t slot_count_;
  Slots slots_;
  std::size_t mask_;
  int shift_;  // 64 - log2(slots): the product's top bits index the table
  std::size_t size_ = 0;
  bool has_zero_ = false;
};

}  // namespace puzzlelab
