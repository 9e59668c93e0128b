// When a layered count writes its layer checkpoint (`--checkpoint-every SECONDS`): after every
// finished layer by default; with a pace, after the first layer that finishes at least that many
// seconds after the last one written (or after the count began). A count of many quick layers,
// or of layers of gigabytes (a 4-peg Hanoi graph's table, the peg analysis' middle layers), then
// spends its time counting rather than writing, and a stop loses at most one pace of work.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/limits.hpp"
#include "distributed/job.hpp"

namespace puzzlelab::distributed {

class CheckpointPace {
 public:
  // 0 (or less): every layer.
  explicit CheckpointPace(double every_seconds) : every_seconds_(every_seconds) {}

  // Collective when paced (every rank asks after the same layer): whether the layer just
  // finished is written now. Rank 0's clock decides for all, since the write is collective.
  bool due(Job& job) {
    if (every_seconds_ <= 0) return true;
    const std::array<std::uint64_t, 1> mine = {since_.seconds() >= every_seconds_ ? 1u : 0u};
    const bool due = gather_words(job, mine).front() != 0;
    if (due) since_ = Stopwatch();
    return due;
  }

 private:
  double every_seconds_;
  Stopwatch since_;
};

}  // namespace puzzlelab::distributed
