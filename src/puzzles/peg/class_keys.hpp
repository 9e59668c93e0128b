// Canonical keys of the classes a layered count works on, and the cheap way to get a child's.
//
// A key is a position, shifted up by `label_bits`, with a label in the bits below: the start
// hole a sequence came from when the board analysis runs every start at once (label_bits 0 and
// label 0 for a plain count). A symmetry maps position and label together, and the canonical key
// is the least of the K images: the position decides, and a tie (a symmetric position) goes to
// the least label image.
//
// A symmetry permutes holes, so it maps a XOR of positions to the XOR of their images. A child
// is its parent XOR the jump's three-hole flip mask, so its images are the parent's images XOR
// the flip's images (the label does not change): the parent's K images are computed once
// (per-byte lookup tables), each flip's K images once per board, and each child's canonical key
// costs K XORs and K comparisons. K is a template parameter, padded up to 1, 2, 4, 8 or 12 with
// repeated identities (a repeated image cannot change the minimum), so the inner loops unroll
// and the K images stay in registers: the byte tables here hold K-image rows of a fixed size
// for that reason, where SymmetryImages serves any group size.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {

template <BitWord Bits, int K>
class ClassKeys {
 public:
  using Array = std::array<Bits, K>;

  // `symmetries` is the group (identity first, at most K elements); labels are hole numbers
  // mapped by the same permutations.
  ClassKeys(const std::vector<Permutation>& symmetries, const std::vector<JumpMask<Bits>>& jumps,
            int holes, int label_bits)
      : group_size_(static_cast<int>(symmetries.size())),
        label_bits_(label_bits),
        label_mask_((Bits{1} << label_bits) - 1),
        bytes_((holes + 7) / 8),
        byte_images_(static_cast<std::size_t>(bytes_) * kByteValues) {
    const std::vector<Permutation> perms = padded(symmetries);
    for (int b = 0; b < bytes_; ++b) {
      for (int value = 0; value < kByteValues; ++value) {
        Array& row = byte_images_[static_cast<std::size_t>(b) * kByteValues + value];
        row.fill(0);
        for (int k = 0; k < 8; ++k) {
          const int hole = 8 * b + k;
          if (((value >> k) & 1) == 0 || hole >= holes) continue;
          for (int s = 0; s < K; ++s) row[s] |= bit<Bits>(perms[s][hole]);
        }
      }
    }
    for (const JumpMask<Bits>& jump : jumps) {
      Array flip = position_images(jump.flip);
      flip_position_images_.push_back(flip);
      for (Bits& image : flip) image <<= label_bits;
      flip_images_.push_back(flip);
    }
    if (label_bits > 0) {
      label_images_.resize(static_cast<std::size_t>(holes) * K);
      for (int label = 0; label < holes; ++label) {
        for (int s = 0; s < K; ++s)
          label_images_[label * K + s] = static_cast<Bits>(perms[s][label]);
      }
    }
  }

  int group_size() const { return group_size_; }
  int label_bits() const { return label_bits_; }
  Bits position(Bits key) const { return key >> label_bits_; }
  int label(Bits key) const { return static_cast<int>(key & label_mask_); }
  Bits key(Bits position, int label) const {
    return (position << label_bits_) | static_cast<Bits>(label);
  }

  // The K images of a key (position and label mapped together).
  Array images(Bits key) const {
    Array out = position_images(position(key));
    for (Bits& image : out) image <<= label_bits_;
    if (label_bits_ > 0) {
      const Bits* labels = &label_images_[static_cast<std::size_t>(label(key)) * K];
      for (int s = 0; s < K; ++s) out[s] |= labels[s];
    }
    return out;
  }

  // The K images of a bare position (no label).
  Array position_images(Bits position) const {
    Array out{};
    for (int b = 0; b < bytes_; ++b) {
      const auto value = static_cast<unsigned>(static_cast<std::uint64_t>(position) & 0xff);
      position >>= 8;
      const Array& row = byte_images_[static_cast<std::size_t>(b) * kByteValues + value];
      for (int s = 0; s < K; ++s) out[s] |= row[s];
    }
    return out;
  }

  // The canonical key of the child reached by `jump` from the key whose images are given.
  Bits child(const Array& parent, int jump) const {
    const Array& flip = flip_images_[jump];
    Bits best = parent[0] ^ flip[0];
    for (int s = 1; s < K; ++s) best = std::min(best, static_cast<Bits>(parent[s] ^ flip[s]));
    return best;
  }

  // A child's canonical position, with the symmetries that bring it there (bit s: symmetry s,
  // padding included): what a child key is made of, shared by every label of one position.
  struct ChildPosition {
    Bits position;
    std::uint32_t symmetries;
  };

  // The child reached by `jump` from the position whose (label-free) images are given.
  ChildPosition child_position(const Array& parent, int jump) const {
    const Array& flip = flip_position_images_[jump];
    Array images;
    Bits best = parent[0] ^ flip[0];
    for (int s = 0; s < K; ++s) {
      images[s] = parent[s] ^ flip[s];
      best = std::min(best, images[s]);
    }
    std::uint32_t symmetries = 0;
    for (int s = 0; s < K; ++s) symmetries |= static_cast<std::uint32_t>(images[s] == best) << s;
    return {best, symmetries};
  }

  // The canonical key of a child position with the parent's label: the least image of the label
  // under the symmetries that bring the position to its canonical form.
  Bits child_key(const ChildPosition& child, int label) const {
    std::uint32_t symmetries = child.symmetries;
    int best = label_image(label, std::countr_zero(symmetries));
    for (symmetries &= symmetries - 1; symmetries != 0; symmetries &= symmetries - 1) {
      best = std::min(best, label_image(label, std::countr_zero(symmetries)));
    }
    return key(child.position, best);
  }

  Bits canonical(Bits key) const {
    const Array all = images(key);
    return *std::min_element(all.begin(), all.end());
  }

  // The image of `label` under symmetry s (s < group_size()).
  int label_image(int label, int s) const {
    return static_cast<int>(label_images_[static_cast<std::size_t>(label) * K + s]);
  }
  // The images of the flip mask of `jump` (as positions, not shifted into key position).
  const Array& flip_position_images(int jump) const { return flip_position_images_[jump]; }

 private:
  // The group padded to K with the identity (the first board symmetry).
  static std::vector<Permutation> padded(const std::vector<Permutation>& symmetries) {
    std::vector<Permutation> perms(symmetries);
    perms.resize(K, symmetries.front());
    return perms;
  }

  static constexpr int kByteValues = 256;

  int group_size_;
  int label_bits_;
  Bits label_mask_;
  int bytes_;                       // bytes of the position word in use
  std::vector<Array> byte_images_;  // [byte * 256 + value] -> that byte's images
  std::vector<Array> flip_images_;  // [jump] -> images of its flip mask, shifted by label_bits
  std::vector<Array> flip_position_images_;  // the same, not shifted
  std::vector<Bits> label_images_;  // [label * K + s] -> image of the label under symmetry s
};

}  // namespace puzzlelab::peg
