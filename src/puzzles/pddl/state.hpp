// A state of a ground task: one bit per fluent atom, set when the atom holds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "puzzles/pddl/atom_table.hpp"

namespace puzzlelab::pddl {

class State {
 public:
  State() = default;
  explicit State(std::size_t atoms) : words_((atoms + 63) / 64, 0) {}

  bool test(AtomId atom) const { return (words_[atom >> 6] >> (atom & 63)) & 1u; }
  void set(AtomId atom) { words_[atom >> 6] |= std::uint64_t{1} << (atom & 63); }
  void reset(AtomId atom) { words_[atom >> 6] &= ~(std::uint64_t{1} << (atom & 63)); }

  const std::vector<std::uint64_t>& words() const { return words_; }
  std::size_t heap_bytes() const { return words_.capacity() * sizeof(std::uint64_t); }
  bool operator==(const State&) const = default;

 private:
  std::vector<std::uint64_t> words_;
};

}  // namespace puzzlelab::pddl

template <>
struct std::hash<puzzlelab::pddl::State> {
  std::size_t operator()(const puzzlelab::pddl::State& state) const noexcept {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::uint64_t word : state.words()) {
      h ^= word + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
      h *= 0xBF58476D1CE4E5B9ull;
    }
    return static_cast<std::size_t>(h ^ (h >> 31));
  }
};
