// A layer under construction is split by hash into partitions, each with its own small hash
// table (see layer_builder.hpp). Keys are hashed on their position alone, not the start label, so
// that every label of one position lands in one partition and one probe run: the board analysis
// looks a position up with all its labels at once.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/huge_page_allocator.hpp"

namespace puzzlelab::peg {

// Multiplicative (Fibonacci) hashing: the top bits of position * multiplier depend on every bit of
// the position, at the cost of one multiplication (two over 64 bits). Partitions and table slots
// take the top bits of products by two different multipliers, so that within a partition the
// slots still spread.
template <BitWord Key>
std::uint64_t multiply_hash(Key position, std::uint64_t multiplier) {
  std::uint64_t word = static_cast<std::uint64_t>(position);
  if constexpr (sizeof(Key) > 8) {
    word ^= static_cast<std::uint64_t>(position >> 64) * 0xc2b2ae3d27d4eb4fULL;
  }
  return word * multiplier;
}

// The hash that picks a position's partition.
template <BitWord Key>
std::uint64_t partition_hash(Key position) {
  return multiply_hash(position, 0xd6e8feb86659fd93ULL);
}

// The same for a key: its position's, with the label bits below shifted out.
template <BitWord Key>
std::uint64_t position_hash(Key key, int label_bits) {
  return partition_hash(static_cast<Key>(key >> label_bits));
}

// Which partition a hash falls in: the top 32 bits, scaled to the partition count (any count,
// not only powers of two). The tables index by the low bits, so the two stay independent.
struct Partitioning {
  int count = 1;

  int of(std::uint64_t hash) const {
    return static_cast<int>(((hash >> 32) * static_cast<std::uint64_t>(count)) >> 32);
  }
};

// How full a table is planned to be: the share of its slots the layer's expected classes take.
// Dense tables (3/4) hold a layer in the fewest bytes. Sparse ones (1/2) take half as many bytes
// again but probe less: a search that misses walks the whole run from its home slot, about 8.5
// slots at 3/4 against 2.5 at 1/2 (Knuth's analysis of linear probing, The Art of Computer
// Programming, vol. 3, 6.4), and runs are longer still here since all the labels of a position
// share one home slot. That pays where the tables are larger than the cache (layer_builder.hpp).
struct TableLoad {
  std::size_t numerator;
  std::size_t denominator;
};
inline constexpr TableLoad kDenseLoad{3, 4};
inline constexpr TableLoad kSparseLoad{1, 2};

// An open-addressing table (linear probing) for one partition of the layer being built. Its
// slots lie in memory it is lent (one region for every partition of a layer, in huge pages, so
// that the random accesses of the merge do not also miss the TLB). Tables are sized for the
// layer's expected classes at a planned load (TableLoad), and a table moves to a larger array of
// its own only past 7/8: growing doubles its bytes while its lent share stays taken, so a layer a
// little larger than expected is better held at a higher load than grown (on the largest layers,
// growing every table would pass the memory the guard reckoned with).
template <class Entry>
class PartitionTable {
 public:
  using Key = typename Entry::Key;

  // The number of slots a table needs for `classes` within the planned load.
  static std::size_t slots_for(std::size_t classes, TableLoad load) {
    std::size_t slots = kMinSlots;
    while (slots * load.numerator < classes * load.denominator) slots *= 2;
    return slots;
  }
  // The most classes `slots` (a power of two) hold within the planned load: slots_for's inverse.
  static std::size_t capacity(std::size_t slots, TableLoad load) {
    return slots * load.numerator / load.denominator;
  }

  // Empty, over `slot_count` (a power of two) zeroed entries at `slots`, which the caller owns.
  void prepare(Entry* slots, std::size_t slot_count, int label_bits) {
    std::vector<Entry, HugePageAllocator<Entry>>().swap(own_);  // `= {}` would keep the memory
    slots_ = slots;
    slot_count_ = slot_count;
    mask_ = slot_count - 1;
    shift_ = 64 - std::countr_zero(slot_count);
    size_ = 0;
    label_bits_ = label_bits;
  }

  void add(const Entry& child) {
    if ((size_ + 1) * kGrowDenominator > slot_count_ * kGrowNumerator) grow();
    std::size_t i = home(child.key() >> label_bits_);
    while (slots_[i].key() != 0 && slots_[i].key() != child.key()) i = (i + 1) & mask_;
    if (slots_[i].key() == 0) {
      slots_[i] = child;
      ++size_;
    } else {
      slots_[i].add(child);
    }
  }

  // Adds a stream of children, each slot fetched some children ahead: the slots a chunk's
  // children go to are mostly not in the cache, and waiting for each in turn would cost a memory
  // latency apiece.
  template <class ForEach>
  void add_all(const ForEach& for_each) {
    std::array<Entry, kAhead> pending;
    std::size_t count = 0;
    for_each([&](const Entry& child) {
      __builtin_prefetch(&slots_[home(child.key() >> label_bits_)], 1);
      const std::size_t ring = count++ % kAhead;
      if (count > kAhead) add(pending[ring]);
      pending[ring] = child;
    });
    for (std::size_t i = count > kAhead ? count - kAhead : 0; i < count; ++i) {
      add(pending[i % kAhead]);
    }
  }

  // Calls f(entry) on every class whose key holds `position` (any label). The labels of one
  // position share its hash, so they all lie in the probe run from its home slot.
  template <class F>
  void for_each_label(Key position, const F& f) const {
    std::size_t i = home(position);
    while (slots_[i].key() != 0) {
      if ((slots_[i].key() >> label_bits_) == position) f(slots_[i]);
      i = (i + 1) & mask_;
    }
  }

  // Asks for the cache line of `position`'s home slot, ahead of for_each_label.
  void prefetch_home(Key position) const { __builtin_prefetch(&slots_[home(position)]); }

  // The slots, empty ones (key 0) included: for a pass over every class.
  const Entry* slots() const { return slots_; }
  std::size_t slot_count() const { return slot_count_; }
  std::size_t size() const { return size_; }
  // Bytes of the table's own array, when it outgrew the lent one.
  std::size_t own_bytes() const { return own_.size() * sizeof(Entry); }

  // Moves every class to the front of the slot array, `keep` ones first in [0, kept) and the
  // rest after them, and returns `kept`; the table must be prepared again before its next use.
  //
  // With start labels, the kept classes of one probe run are sorted by key on the way, which puts
  // the labels of one position next to each other (a run holds them all, though maybe among
  // others): the layer builder then finds a position's children once for all its labels.
  template <class Keep>
  std::size_t compact(const Keep& keep) {
    std::size_t kept = 0;
    std::size_t end = 0;
    std::size_t run = 0;  // where the current run's kept classes begin
    for (std::size_t i = 0; i < slot_count_; ++i) {
      if (slots_[i].key() == 0) {
        if (label_bits_ > 0) sort_by_key(run, kept);
        run = kept;
        continue;
      }
      const Entry e = slots_[i];
      slots_[end++] = e;
      if (keep(e)) std::swap(slots_[kept++], slots_[end - 1]);
    }
    if (label_bits_ > 0) sort_by_key(run, kept);
    size_ = end;
    return kept;
  }
  // After compact(): the classes, in [0, size()).
  const Entry* compacted() const { return slots_; }

  static constexpr std::size_t kAhead = 16;  // children between a slot's prefetch and its use

 private:
  static constexpr std::size_t kMinSlots = 16;
  static constexpr std::size_t kInsertionSortRun = 16;  // longer runs go to std::sort

  // A position's home slot (see multiply_hash).
  std::size_t home(Key position) const {
    return static_cast<std::size_t>(multiply_hash(position, 0x9e3779b97f4a7c15ULL) >> shift_);
  }
  static constexpr std::size_t kGrowNumerator = 7;  // past which a table grows
  static constexpr std::size_t kGrowDenominator = 8;

  // Sorts slots [first, last) by key: insertion sort for short runs, which most are, and
  // std::sort for long ones. All the labels of a position share its home slot, so a probe run
  // can hold dozens of classes, and insertion sort's quadratic cost made compaction about a
  // tenth of the board analysis' instructions (keys are unique, so either sort gives the same
  // order).
  void sort_by_key(std::size_t first, std::size_t last) {
    if (last - first > kInsertionSortRun) {
      std::sort(slots_ + first, slots_ + last,
                [](const Entry& a, const Entry& b) { return a.key() < b.key(); });
      return;
    }
    for (std::size_t i = first + 1; i < last; ++i) {
      const Entry e = slots_[i];
      std::size_t j = i;
      for (; j > first && e.key() < slots_[j - 1].key(); --j) slots_[j] = slots_[j - 1];
      slots_[j] = e;
    }
  }

  void grow() {
    std::vector<Entry, HugePageAllocator<Entry>> larger(slot_count_ * 2);
    const Entry* old = slots_;
    const std::size_t old_count = slot_count_;
    slots_ = larger.data();
    slot_count_ = larger.size();
    mask_ = slot_count_ - 1;
    shift_ = 64 - std::countr_zero(slot_count_);
    size_ = 0;
    for (std::size_t i = 0; i < old_count; ++i) {
      if (old[i].key() != 0) add(old[i]);
    }
    own_ = std::move(larger);  // frees the previous own array, if any, after the copy
  }

  Entry* slots_ = nullptr;
  std::size_t slot_count_ = 0;
  std::size_t mask_ = 0;
  int shift_ = 64;
  std::size_t size_ = 0;
  int label_bits_ = 0;
  std::vector<Entry, HugePageAllocator<Entry>> own_;
};

}  // namespace puzzlelab::peg
