// A state of a ground task: one bit per fluent atom, set when the atom holds, then one 64-bit
// word per numeric fluent holding its value. The values sit at the end of the words, fluent 0
// in the last word, so that a state needs no count of its atoms to find them; equality and the
// hash see every word, values included. A task without numeric fluents has only the bits.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "puzzles/pddl/atom_table.hpp"

namespace puzzlelab::pddl {

using FluentId = std::uint32_t;

class State {
 public:
  State() = default;
  explicit State(std::size_t atoms, std::size_t fluents = 0)
      : words_((atoms + 63) / 64 + fluents, 0) {}

  bool test(AtomId atom) const { return (words_[atom >> 6] >> (atom & 63)) & 1u; }
  void set(AtomId atom) { words_[atom >> 6] |= std::uint64_t{1} << (atom & 63); }
  void reset(AtomId atom) { words_[atom >> 6] &= ~(std::uint64_t{1} << (atom & 63)); }

  std::int64_t value(FluentId fluent) const {
    return static_cast<std::int64_t>(words_[words_.size() - 1 - fluent]);
  }
  void set_value(FluentId fluent, std::int64_t value) {
    words_[words_.size() - 1 - fluent] = static_cast<std::uint64_t>(value);
  }

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
