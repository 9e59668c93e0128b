// A table of 2-bit codes, four to a byte: the classic two-bit breadth-first search keeps one
// such code per state (unseen, in one of two alternating frontiers, or expanded), so a rank
// holds 4^13 Hanoi states' codes in 16 MiB. The bytes are the checkpoint body as they are.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puzzlelab::distributed {

class TwoBitCodes {
 public:
  TwoBitCodes() = default;
  explicit TwoBitCodes(std::uint64_t size) : size_(size), bytes_(bytes_for(size)) {}

  static std::uint64_t bytes_for(std::uint64_t size) { return (size + 3) / 4; }

  std::uint64_t size() const { return size_; }
  unsigned get(std::uint64_t i) const {
    return static_cast<unsigned>(bytes_[i >> 2] >> shift(i)) & 3u;
  }
  void set(std::uint64_t i, unsigned code) {
    std::uint8_t& byte = bytes_[i >> 2];
    byte = static_cast<std::uint8_t>((byte & ~(3u << shift(i))) | (code << shift(i)));
  }
  // Whole bytes: four codes at once, for scans that skip bytes with nothing to do.
  std::uint8_t byte(std::uint64_t b) const { return bytes_[b]; }
  std::vector<std::uint8_t>& bytes() { return bytes_; }
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  static unsigned shift(std::uint64_t i) { return static_cast<unsigned>(i & 3) * 2; }

  std::uint64_t size_ = 0;
  std::vector<std::uint8_t> bytes_;
};

}  // namespace puzzlelab::distributed
