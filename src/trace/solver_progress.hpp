// Progress of a solver library's call (CaDiCaL, CBC, Z3) as `progress` events of the trace of
// the run in progress (docs/trace-format.md, "Events and counters").
//
// The solver adapters (src/backends) know nothing of puzzles, methods or trace files: run_method
// installs a SolverProgressScope for the thread that runs a traced method, and an adapter asks
// solver_progress_wanted() (one thread-local load) before it builds anything. Inside a solver's
// callback it asks solver_progress_due(), which reads the clock, so that events come at most
// every few milliseconds; at the start and the end of a call it writes one whatever the clock
// says. A run writes at most SolverProgressScope::kMaxEvents of them: past half of that, the
// interval doubles after every kThinningBlock events, so even a run of days stays under the cap.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>

#include "core/limits.hpp"

namespace puzzlelab::trace {

class TraceWriter;
class SolverProgressScope;

namespace detail {
// constinit: the adapters read it inline, with no thread-local initialisation wrapper.
extern constinit thread_local SolverProgressScope* installed_solver_progress;
}  // namespace detail

class SolverProgressScope {
 public:
  static constexpr std::uint64_t kMaxEvents = 2000;
  static constexpr double kFirstInterval = 0.005;  // seconds between two sampled events
  static constexpr std::uint64_t kThinningBlock = 50;

  // The clock of the events' "seconds" starts now. Installs itself for this thread until
  // destroyed; events go to `writer` as marks (held by it until its header is written).
  explicit SolverProgressScope(TraceWriter& writer);
  ~SolverProgressScope();
  SolverProgressScope(const SolverProgressScope&) = delete;
  SolverProgressScope& operator=(const SolverProgressScope&) = delete;

  bool due() const { return events_ < kMaxEvents && clock_.seconds() >= next_at_; }
  void write(nlohmann::json figures);
  int begin_call() { return ++calls_; }

 private:
  TraceWriter& writer_;
  Stopwatch clock_;
  double interval_ = kFirstInterval;
  double next_at_ = 0;
  std::uint64_t events_ = 0;
  int calls_ = 0;
  SolverProgressScope* outer_;
};

// Whether the run on this thread is traced: the only cost an adapter pays when it is not.
inline bool solver_progress_wanted() {
  return detail::installed_solver_progress != nullptr;
}

// Whether a sampled event is due now (false without a scope, or once the cap is reached).
bool solver_progress_due();

// Numbers a solver call within the run, 1, 2, ... (the events' "call"); 0 without a scope.
int begin_solver_call();

// Writes {"e":"progress","seconds":S,...figures} (S since the run began), due or not, while
// under the cap. Does nothing without a scope.
void solver_progress(nlohmann::json figures);

}  // namespace puzzlelab::trace
