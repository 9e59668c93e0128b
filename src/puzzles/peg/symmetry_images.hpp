// Images of positions under a fixed list of symmetries, a byte at a time. For each byte of the
// position word and each of its 256 values the table holds that byte's images under every
// symmetry side by side, so all K images of a position cost (bytes in use) x K ORs from one
// cache line per byte. Symmetries permute holes, so images are XOR-linear:
// image(a ^ b) = image(a) ^ image(b); the game counter uses that to derive a child's images from
// its parent's.
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {

template <BitWord Bits>
class SymmetryImages {
 public:
  // At most kMaxSymmetries symmetries (the hexagonal lattice's group has 12).
  SymmetryImages(const std::vector<Permutation>& symmetries, int holes)
      : count_(static_cast<int>(symmetries.size())),
        bytes_((holes + 7) / 8),
        table_(static_cast<std::size_t>(bytes_) * kByteValues * count_, Bits{0}) {
    for (int b = 0; b < bytes_; ++b) {
      for (int value = 0; value < kByteValues; ++value) {
        Bits* row = &table_[(static_cast<std::size_t>(b) * kByteValues + value) * count_];
        for (int k = 0; k < 8; ++k) {
          const int hole = 8 * b + k;
          if (((value >> k) & 1) == 0 || hole >= holes) continue;
          for (int s = 0; s < count_; ++s) row[s] |= bit<Bits>(symmetries[s][hole]);
        }
      }
    }
  }

  int size() const { return count_; }

  // Writes the image of `position` under symmetry s into out[s], for every s < size().
  void images(Bits position, Bits* out) const {
    std::fill(out, out + count_, Bits{0});
    for (int b = 0; b < bytes_; ++b) {
      const auto value =
          static_cast<unsigned>(static_cast<std::uint64_t>(position >> (8 * b)) & 0xff);
      const Bits* row = &table_[(static_cast<std::size_t>(b) * kByteValues + value) * count_];
      for (int s = 0; s < count_; ++s) out[s] |= row[s];
    }
  }

  // The image of `position` under the first symmetry alone: for a single map, where images()
  // would spend as much on its loop over symmetries as on the lookups.
  Bits first_image(Bits position) const {
    Bits out = 0;
    for (int b = 0; b < bytes_; ++b) {
      const auto value =
          static_cast<unsigned>(static_cast<std::uint64_t>(position >> (8 * b)) & 0xff);
      out |= table_[(static_cast<std::size_t>(b) * kByteValues + value) * count_];
    }
    return out;
  }

  // The least image: one representative per class of symmetric positions.
  Bits canonical(Bits position) const {
    std::array<Bits, kMaxSymmetries> all{};
    images(position, all.data());
    return *std::min_element(all.begin(), all.begin() + count_);
  }

 private:
  static constexpr int kByteValues = 256;
  int count_;
  int bytes_;
  std::vector<Bits> table_;  // [byte][value][symmetry] -> image of that byte's holes
};

}  // namespace puzzlelab::peg
