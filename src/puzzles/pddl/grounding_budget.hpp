// The limits of grounding: the time and memory limits of the run (SearchLimits), checked as the
// grounder's tables grow, so that 10^6 objects or an action with 20 parameters stop with a note
// instead of filling memory. Reaching one throws LimitReached (core/work_budget.hpp).
#pragma once

#include <cstdint>
#include <string>

#include "core/limits.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::pddl {

class GroundingBudget {
 public:
  explicit GroundingBudget(const SearchLimits& limits) : limits_(limits) {}

  // One unit of work (a binding tried, a formula node made); the clock is read now and then.
  void tick() {
    if ((++ticks_ & (kCheckInterval - 1)) == 0) [[unlikely]]
      check_clock();
  }
  // `bytes`: the grounder's estimate of its tables; describe() says what they hold.
  template <class Describe>
  void check_bytes(std::uint64_t bytes, Describe&& describe) {
    if (bytes > limits_.memory_bytes)
      throw LimitReached(memory_limit_note(limits_.memory_bytes, "grounding holds " + describe()));
    check_work(bytes, [&] { return "the ground task (" + describe() + ")"; });
  }
  double seconds() const { return clock_.seconds(); }
  const SearchLimits& limits() const { return limits_; }

 private:
  static constexpr std::uint64_t kCheckInterval = 1u << 12;
  void check_clock() const {
    if (clock_.seconds() >= limits_.seconds || budget_seconds_left() <= 0)
      throw LimitReached(time_limit_note(limits_.seconds, "grounding"));
  }

  SearchLimits limits_;
  Stopwatch clock_;
  std::uint64_t ticks_ = 0;
};

}  // namespace puzzlelab::pddl
