// A state of a ground task: one bit per fluent atom, set when the atom holds, then one 64-bit
// word per numeric fluent holding its value. The values sit at the end of the words, fluent 0
// in the last word, so that a state needs no count of its atoms to find them; equality and the
// hash see every word, values included. A task without numeric fluents has only the bits.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <utility>

#include "puzzles/pddl/atom_table.hpp"

namespace puzzlelab::pddl {

using FluentId = std::uint32_t;

class State {
 public:
  // Words kept inside the State itself: a task of up to 256 atoms (the 15-puzzle, the English
  // peg board, Tower of Hanoi to 12 discs) copies its states without touching the heap, which
  // every successor, path and table entry of a search would otherwise do.
  static constexpr std::size_t kInlineWords = 4;

  State() = default;
  explicit State(std::size_t atoms, std::size_t fluents = 0)
      : size_(static_cast<std::uint32_t>((atoms + 63) / 64 + fluents)) {
    if (size_ > kInlineWords) heap_ = std::make_unique<std::uint64_t[]>(size_);
  }
  State(const State& other) : size_(other.size_), inline_(other.inline_) {
    if (other.heap_) {
      heap_ = std::make_unique_for_overwrite<std::uint64_t[]>(size_);
      std::copy(other.heap_.get(), other.heap_.get() + size_, heap_.get());
    }
  }
  State(State&& other) noexcept
      : size_(std::exchange(other.size_, 0)),
        inline_(other.inline_),
        heap_(std::move(other.heap_)) {}
  State& operator=(const State& other) {
    if (this != &other) *this = State(other);
    return *this;
  }
  State& operator=(State&& other) noexcept {
    if (this == &other) return *this;
    size_ = std::exchange(other.size_, 0);
    inline_ = other.inline_;
    heap_ = std::move(other.heap_);
    return *this;
  }
  ~State() = default;

  bool test(AtomId atom) const { return (data()[atom >> 6] >> (atom & 63)) & 1u; }
  void set(AtomId atom) { data()[atom >> 6] |= std::uint64_t{1} << (atom & 63); }
  void reset(AtomId atom) { data()[atom >> 6] &= ~(std::uint64_t{1} << (atom & 63)); }

  std::int64_t value(FluentId fluent) const {
    return static_cast<std::int64_t>(data()[size_ - 1 - fluent]);
  }
  void set_value(FluentId fluent, std::int64_t value) {
    data()[size_ - 1 - fluent] = static_cast<std::uint64_t>(value);
  }

  std::span<const std::uint64_t> words() const { return {data(), size_}; }
  // Keeps the atoms and values `mask` has set (a state of the same task): a projection.
  void keep_only(const State& mask) {
    for (std::uint32_t i = 0; i < size_; ++i) data()[i] &= mask.data()[i];
  }
  // What the state holds outside itself: nothing for a small task.
  std::size_t heap_bytes() const { return heap_ ? size_ * sizeof(std::uint64_t) : 0; }
  bool operator==(const State& other) const {
    return size_ == other.size_ && std::equal(data(), data() + size_, other.data());
  }

 private:
  const std::uint64_t* data() const { return heap_ ? heap_.get() : inline_.data(); }
  std::uint64_t* data() { return heap_ ? heap_.get() : inline_.data(); }

  std::uint32_t size_ = 0;                            // words in all
  std::array<std::uint64_t, kInlineWords> inline_{};  // the words, when they fit
  std::unique_ptr<std::uint64_t[]> heap_;             // the words, when they do not
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
