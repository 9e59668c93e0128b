// Fixed-size plain buffers for unit results, and the 64-bit FNV-1a hash that checks them: what a
// checkpoint record holds, and what a later MPI layer sends between ranks as MPI_BYTE. Numbers
// are little-endian whatever the machine, so a checkpoint moves between machines.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/uint128.hpp"

namespace puzzlelab::distributed {

inline void put_u64(std::byte* out, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) out[i] = static_cast<std::byte>(value >> (8 * i));
}

inline std::uint64_t get_u64(const std::byte* in) {
  std::uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value |= static_cast<std::uint64_t>(in[i]) << (8 * i);
  return value;
}

inline void put_u128(std::byte* out, u128 value) {
  put_u64(out, static_cast<std::uint64_t>(value));
  put_u64(out + 8, static_cast<std::uint64_t>(value >> 64));
}

inline u128 get_u128(const std::byte* in) {
  return static_cast<u128>(get_u64(in)) | static_cast<u128>(get_u64(in + 8)) << 64;
}

// FNV-1a, 64 bits (Fowler, Noll, Vo): one multiply a byte, the same everywhere. It checks records
// against torn or flipped bytes and names a unit list; it is no defence against a forger.
class Fnv1a64 {
 public:
  static constexpr std::uint64_t kOffsetBasis = 0xcbf29ce484222325ull;
  static constexpr std::uint64_t kPrime = 0x100000001b3ull;

  Fnv1a64& add(const std::byte* data, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) {
      state_ ^= static_cast<std::uint64_t>(data[i]);
      state_ *= kPrime;
    }
    return *this;
  }
  Fnv1a64& add(std::string_view text) {
    return add(reinterpret_cast<const std::byte*>(text.data()), text.size());
  }
  // The eight little-endian bytes of `value`.
  Fnv1a64& add_u64(std::uint64_t value) {
    std::byte bytes[8];
    put_u64(bytes, value);
    return add(bytes, 8);
  }
  std::uint64_t value() const { return state_; }

 private:
  std::uint64_t state_ = kOffsetBasis;
};

}  // namespace puzzlelab::distributed
