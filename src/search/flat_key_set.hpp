// The set of keys a breadth-first search has reached (search/bfs.hpp): open addressing with
// linear probing over one array of keys and one byte a slot (0: empty; else 7 bits of the
// key's hash, so that most probes that miss compare no key). A node-based std::unordered_set
// spent half of a large PDDL count in its lookups, a cache miss for the bucket and one for each
// node; here a lookup mostly touches one byte and one key next to it.
//
// Insert-only, as the search needs. std::hash of an integer is the integer itself, so the hash
// is mixed (core/bits.hpp) before it picks a slot.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "core/bits.hpp"

namespace puzzlelab::search {

template <class Key, class Hash = std::hash<Key>>
class FlatKeySet {
 public:
  // True when `key` was not in the set (and now is).
  bool insert(const Key& key) {
    if ((size_ + 1) * kLoadDenominator > slots_.size() * kLoadNumerator) grow();
    const std::uint64_t hash = mix64(static_cast<std::uint64_t>(Hash{}(key)));
    const std::uint8_t tag = tag_of(hash);
    for (std::size_t at = hash & mask_;; at = (at + 1) & mask_) {
      if (tags_[at] == 0) {
        tags_[at] = tag;
        slots_[at] = key;
        ++size_;
        return true;
      }
      if (tags_[at] == tag && slots_[at] == key) return false;
    }
  }

  std::size_t size() const { return size_; }
  // The arrays; what a key holds on the heap is its owner's to count.
  std::size_t bytes() const { return slots_.size() * (sizeof(Key) + 1); }
  // The bytes the next insert may add: the arrays doubled (both old and new live during it).
  std::size_t growth_bytes() const {
    return (size_ + 1) * kLoadDenominator > slots_.size() * kLoadNumerator
               ? 2 * std::max<std::size_t>(slots_.size(), kFirstSlots / 2) * (sizeof(Key) + 1)
               : 0;
  }

 private:
  // At most 7 slots in 10 full: linear probing's probes stay short.
  static constexpr std::size_t kLoadNumerator = 7, kLoadDenominator = 10;
  static constexpr std::size_t kFirstSlots = 16;

  static std::uint8_t tag_of(std::uint64_t hash) {
    return static_cast<std::uint8_t>(0x80u | (hash >> 57));  // never 0
  }

  void grow() {
    std::vector<Key> old_slots = std::move(slots_);
    std::vector<std::uint8_t> old_tags = std::move(tags_);
    const std::size_t capacity = old_slots.empty() ? kFirstSlots : 2 * old_slots.size();
    slots_ = std::vector<Key>(capacity);
    tags_.assign(capacity, 0);
    mask_ = capacity - 1;
    for (std::size_t i = 0; i < old_slots.size(); ++i) {
      if (old_tags[i] == 0) continue;
      const std::uint64_t hash = mix64(static_cast<std::uint64_t>(Hash{}(old_slots[i])));
      std::size_t at = hash & mask_;
      while (tags_[at] != 0) at = (at + 1) & mask_;
      tags_[at] = old_tags[i];
      slots_[at] = std::move(old_slots[i]);
    }
  }

  std::vector<Key> slots_;
  std::vector<std::uint8_t> tags_;
  std::size_t size_ = 0;
  std::size_t mask_ = 0;
};

}  // namespace puzzlelab::search
