// The limits of the run in progress, for work that is not a search loop with a LimitGuard of its
// own: building a MILP model, a CNF or a Z3 formula, a long answer, a solver library's call.
// run_method (registry) installs a WorkBudget for the thread that runs a method; model builders
// call check_work() as they grow and the solver adapters clamp their own time limits to
// seconds_left(), so no method can spend its whole limit before the solver even starts, or grow
// a model past the memory limit. Without a budget installed (unit tests of one encoder) both do
// nothing.
#pragma once

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/limits.hpp"
#include "core/memory_size.hpp"

namespace puzzlelab {

// Thrown where a limit is reached in work that has no partial answer to give. run_method turns it
// into Status::kStopped with what() as the note (which names the limit and what grew).
class LimitReached : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class WorkBudget {
 public:
  // The clock starts now. Installs itself for this thread until destroyed.
  explicit WorkBudget(const SearchLimits& limits);
  ~WorkBudget();
  WorkBudget(const WorkBudget&) = delete;
  WorkBudget& operator=(const WorkBudget&) = delete;

  // The budget of the run on this thread, or null.
  static WorkBudget* current();

  const SearchLimits& limits() const { return limits_; }
  double seconds_left() const { return limits_.seconds - clock_.seconds(); }
  // Reads the clock once every kCheckInterval calls: a call adds a row, a clause or an arc, each
  // far dearer than a search node, so the clock is read more often than a LimitGuard reads it.
  static constexpr std::uint64_t kCheckInterval = 64;
  bool time_is_up_sometimes() {
    return (++calls_ & (kCheckInterval - 1)) == 0 && seconds_left() <= 0;
  }

 private:
  SearchLimits limits_;
  Stopwatch clock_;
  std::uint64_t calls_ = 0;
  WorkBudget* outer_;
};

// What is left of the run's time limit (infinity without a budget): solver adapters take the
// smaller of this and the limit they were given.
double budget_seconds_left();

// "time limit of 2 s reached while WHAT": the note of work stopped by the clock.
std::string time_limit_note(double seconds, const std::string& what);

// Throws LimitReached when `bytes`, the caller's estimate of the structure it is growing, is past
// the memory limit, or (the clock read once every WorkBudget::kCheckInterval calls) the time is
// up.
// describe() says what grew: "the MILP model has 1.2 M rows and 40 M nonzeros".
template <class Describe>
void check_work(std::uint64_t bytes, Describe&& describe) {
  WorkBudget* budget = WorkBudget::current();
  if (budget == nullptr) return;
  if (bytes > budget->limits().memory_bytes)
    throw LimitReached(memory_limit_note(budget->limits().memory_bytes, describe()));
  if (budget->time_is_up_sometimes())
    throw LimitReached(time_limit_note(budget->limits().seconds, "building " + describe()));
}

}  // namespace puzzlelab
