// A puzzle's answer told as trace events (docs/trace-format.md, "Answer traces"). A method that
// traces none of its own work (a SAT call, a count, a construction) still gives a trace when one
// is asked for: registry::run_method writes the header from instance() and state(), the events
// next() gives, the solution event when the run has an answer, and the end line with the
// report's status and figures. Each puzzle builds its AnswerTrace from the report's answer and
// replays it through its rules while it gives the events, so that state() (the snapshots) is
// always the state after the events given so far.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

#include "trace/trace_writer.hpp"

namespace puzzlelab::trace {

struct TraceEvent {
  Step step;
  nlohmann::json line;  // {"e": name, ...}
};

class AnswerTrace {
 public:
  virtual ~AnswerTrace() = default;

  // The header's "instance": what the events do not change.
  virtual nlohmann::json instance() const = 0;
  // The state after the events given so far (before the first: the header's "initial").
  virtual nlohmann::json state() const = 0;
  // The answer's next event, applied to the state; nullopt once the answer is told.
  virtual std::optional<TraceEvent> next() = 0;
  // The event written after the last one when the run has an answer to show; null for an answer
  // that is no state of the puzzle (a count).
  virtual nlohmann::json solution() const { return {{"e", "solution"}}; }
};

// An answer with no events to tell: a count, or a run without an answer. The header shows the
// instance and its start; there is no solution event.
class StartOnlyTrace final : public AnswerTrace {
 public:
  StartOnlyTrace(nlohmann::json instance, nlohmann::json start)
      : instance_(std::move(instance)), start_(std::move(start)) {}
  nlohmann::json instance() const override { return instance_; }
  nlohmann::json state() const override { return start_; }
  std::optional<TraceEvent> next() override { return std::nullopt; }
  nlohmann::json solution() const override { return nullptr; }

 private:
  nlohmann::json instance_;
  nlohmann::json start_;
};

}  // namespace puzzlelab::trace
