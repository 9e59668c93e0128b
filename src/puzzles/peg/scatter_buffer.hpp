// One thread's output of one chunk of a layer, kept by partition until the partitions are merged
// (see layer_builder.hpp).
//
// Each partition appends to its own 4 KiB blocks, but not entry by entry: an entry first goes to
// the partition's 64-byte line in a small staging area that stays in the L1 cache, and a full
// line is written to its block with streaming (non-temporal) stores. Hundreds of partitions take
// writes at once; written directly, each 16-byte write to a line not in the cache would first
// read that line from memory and wait for it. The blocks are reused from chunk to chunk and layer
// to layer, so a chunk costs no allocation once the first has run.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "puzzles/peg/huge_page_allocator.hpp"

namespace puzzlelab::peg {

template <class Entry>
class ScatterBuffer {
 public:
  static constexpr std::size_t kLineBytes = 64;
  static constexpr std::size_t kBlockBytes = 4096;
  // Entries of a staging line: five compact entries (60 of its 64 bytes), four packed ones; wide
  // (24- or 32-byte) entries go two or one to a line. Lines are copied whole all the same.
  static constexpr std::size_t kLineEntries = std::max<std::size_t>(kLineBytes / sizeof(Entry), 1);
  static constexpr std::size_t kStagedBytes = kLineEntries * sizeof(Entry);
  static constexpr std::size_t kBlockLines = kBlockBytes / kLineBytes;

  // Empty, for `partitions` partitions; the blocks stay allocated.
  void reset(int partitions) {
    open_.assign(partitions, Open{});
    staged_.assign(partitions, 0);
    staging_.assign(static_cast<std::size_t>(partitions), Line{});
    for (auto& list : full_) list.clear();
    full_.resize(partitions);
    used_ = 0;
  }

  // Inlined into the expansion loops, which are large enough that GCC would call it otherwise.
  [[gnu::always_inline]] void push(int partition, const Entry& entry) {
    Line& line = staging_[partition];
    std::uint8_t& staged = staged_[partition];
    std::memcpy(line.bytes + sizeof(Entry) * staged++, &entry, sizeof(Entry));
    if (staged == kLineEntries) {
      flush_line(partition, line);
      staged = 0;
    }
  }

  // Makes this thread's streaming stores visible to the threads that merge next.
  void publish() const {
#if defined(__SSE2__)
    _mm_sfence();
#endif
  }

  // Calls f(entry) on every entry pushed to `partition` since the last reset.
  template <class F>
  void for_each(int partition, const F& f) const {
    const Open& open = open_[partition];
    for (const std::byte* block : full_[partition]) read_lines(block, kBlockLines, f);
    if (open.block != nullptr) read_lines(open.block, open.lines, f);
    Entry line[kLineEntries];
    std::memcpy(line, staging_[partition].bytes, kStagedBytes);
    for (std::size_t i = 0; i < staged_[partition]; ++i) f(line[i]);
  }

  // Copies the entries pushed to `partition` since the last reset to `out`, back to back, and
  // returns the bytes written: whole blocks at once where lines are full of entries.
  std::size_t copy_to(int partition, std::byte* out) const {
    std::byte* const begin = out;
    const auto copy_lines = [&](const std::byte* block, std::size_t lines) {
      if constexpr (kStagedBytes == kLineBytes) {
        std::memcpy(out, block, lines * kLineBytes);
        out += lines * kLineBytes;
      } else {
        for (std::size_t l = 0; l < lines; ++l, out += kStagedBytes) {
          std::memcpy(out, block + l * kLineBytes, kStagedBytes);
        }
      }
    };
    for (const std::byte* block : full_[partition]) copy_lines(block, kBlockLines);
    const Open& open = open_[partition];
    if (open.block != nullptr) copy_lines(open.block, open.lines);
    const std::size_t staged = staged_[partition] * sizeof(Entry);
    std::memcpy(out, staging_[partition].bytes, staged);
    return static_cast<std::size_t>(out - begin) + staged;
  }

  // The entries pushed to `partition` since the last reset.
  std::size_t size(int partition) const {
    const Open& open = open_[partition];
    const std::size_t lines =
        full_[partition].size() * kBlockLines + (open.block != nullptr ? open.lines : 0);
    return lines * kLineEntries + staged_[partition];
  }

  // Bytes of blocks held, in use or kept for reuse.
  std::size_t bytes() const {
    return blocks_.size() * kBlockBytes;
  }

 private:
  // One line of a block, as it is staged: kLineEntries entries from the start, the rest unused.
  struct alignas(kLineBytes) Line {
    std::byte bytes[kLineBytes];
  };

  struct Open {
    std::byte* block = nullptr;
    std::size_t lines = kBlockLines;  // full: the first line written takes a block
  };

  // Reads a block's lines, all asked for at once first: the block was written around the cache,
  // and the hardware prefetcher would only catch on after a few misses.
  template <class F>
  static void read_lines(const std::byte* block, std::size_t lines, const F& f) {
    for (std::size_t l = 0; l < lines; ++l) __builtin_prefetch(block + l * kLineBytes);
    for (std::size_t l = 0; l < lines; ++l) {
      Entry line[kLineEntries];
      std::memcpy(line, block + l * kLineBytes, kStagedBytes);
      for (std::size_t i = 0; i < kLineEntries; ++i) f(line[i]);
    }
  }

  void flush_line(int partition, const Line& line) {
    Open& open = open_[partition];
    if (open.lines == kBlockLines) next_block(open, partition);
    std::byte* to = open.block + open.lines * kLineBytes;
#if defined(__SSE2__)
    const auto* from = reinterpret_cast<const __m128i*>(line.bytes);
    for (std::size_t i = 0; i < kLineBytes / 16; ++i) {
      _mm_stream_si128(reinterpret_cast<__m128i*>(to) + i, _mm_loadu_si128(from + i));
    }
#else
    std::memcpy(to, line.bytes, kLineBytes);
#endif
    ++open.lines;
  }

  void next_block(Open& open, int partition) {
    if (open.block != nullptr) full_[partition].push_back(open.block);
    if (used_ == blocks_.size()) grow_pool();
    open.block = blocks_[used_++];
    open.lines = 0;
  }

  // Adds blocks: a new region of its own (earlier blocks stay where they are, in use).
  void grow_pool() {
    const std::size_t blocks = std::max<std::size_t>(blocks_.size(), kMinPoolBlocks);
    regions_.emplace_back(blocks * kBlockBytes);
    std::byte* base = regions_.back().data();
    for (std::size_t b = 0; b < blocks; ++b) blocks_.push_back(base + b * kBlockBytes);
  }

  static constexpr std::size_t kMinPoolBlocks = kHugePageBytes / kBlockBytes;

  std::vector<Open> open_;                     // [partition] -> the block being filled
  std::vector<Line> staging_;                  // [partition]
  std::vector<std::uint8_t> staged_;           // [partition] -> entries in its staging line
  std::vector<std::vector<std::byte*>> full_;  // [partition] -> its filled blocks
  std::vector<HugePageBuffer> regions_;        // the memory of the blocks
  std::vector<std::byte*> blocks_;             // every block, the first used_ in use
  std::size_t used_ = 0;
};

}  // namespace puzzlelab::peg
