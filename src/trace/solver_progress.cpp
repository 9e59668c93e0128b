#include "trace/solver_progress.hpp"

#include "trace/trace_writer.hpp"

namespace puzzlelab::trace {

namespace detail {
constinit thread_local SolverProgressScope* installed_solver_progress = nullptr;
}  // namespace detail

using detail::installed_solver_progress;

SolverProgressScope::SolverProgressScope(TraceWriter& writer)
    : writer_(writer), outer_(installed_solver_progress) {
  installed_solver_progress = this;
}

SolverProgressScope::~SolverProgressScope() {
  installed_solver_progress = outer_;
}

void SolverProgressScope::write(nlohmann::json figures) {
  if (events_ >= kMaxEvents) return;
  const double now = clock_.seconds();
  figures["e"] = "progress";
  figures["seconds"] = now;
  // A trace cut by its own caps takes no more events: stop building them.
  events_ = writer_.event(Step::kMark, figures) ? events_ + 1 : kMaxEvents;
  if (events_ >= kMaxEvents / 2 && (events_ - kMaxEvents / 2) % kThinningBlock == 0) interval_ *= 2;
  next_at_ = now + interval_;
}

bool solver_progress_due() {
  return installed_solver_progress != nullptr && installed_solver_progress->due();
}

int begin_solver_call() {
  return installed_solver_progress == nullptr ? 0 : installed_solver_progress->begin_call();
}

void solver_progress(nlohmann::json figures) {
  if (installed_solver_progress != nullptr) installed_solver_progress->write(std::move(figures));
}

}  // namespace puzzlelab::trace
