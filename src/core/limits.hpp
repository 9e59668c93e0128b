// Time, node and memory limits shared by every method. Checking the clock is not free, so the
// check runs once every kCheckInterval nodes.
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>

#include "core/memory_size.hpp"

namespace puzzlelab {

struct SearchLimits {
  double seconds = std::numeric_limits<double>::infinity();  // wall-clock limit
  std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();
  // Bytes the method's big structures may take (its own estimate: a visited set, a model, an
  // answer); every run has one, by default default_memory_limit().
  std::uint64_t memory_bytes = default_memory_limit();
};

class Stopwatch {
 public:
  Stopwatch() : start_(std::chrono::steady_clock::now()) {}
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

// Counts nodes and says when a limit has been reached.
class LimitGuard {
 public:
  static constexpr std::uint64_t kCheckInterval = 1u << 14;

  explicit LimitGuard(const SearchLimits& limits) : limits_(limits) {}

  // Call once per node; returns true when the search must stop.
  bool tick() {
    ++nodes_;
    if (nodes_ >= limits_.nodes || (nodes_ & (kCheckInterval - 1)) == 0) [[unlikely]] {
      return check_limits();
    }
    return stopped_;
  }
  bool time_is_up() {
    if (!stopped_ && clock_.seconds() >= limits_.seconds) stopped_ = true;
    return stopped_;
  }
  bool stopped() const { return stopped_; }
  const SearchLimits& limits() const { return limits_; }
  std::uint64_t nodes() const { return nodes_; }
  double seconds() const { return clock_.seconds(); }

 private:
  // The rare part of tick(), kept out of line so that tick() itself inlines into search loops:
  // reached at the node limit or at a check interval, when the clock is read.
  [[gnu::noinline]] bool check_limits() {
    if (nodes_ >= limits_.nodes || clock_.seconds() >= limits_.seconds) stopped_ = true;
    return stopped_;
  }

  SearchLimits limits_;
  Stopwatch clock_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace puzzlelab
