// Replays a trace the way a viewer does (docs/trace-format.md): the counters from the events'
// kinds, the state from the puzzle's rules, and every snapshot checked against the replay so far.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "trace/trace_writer.hpp"

namespace puzzlelab::trace {

// The lines of a trace, parsed; `writer_sink` collects them from a TraceWriter.
struct CollectedTrace {
  std::vector<nlohmann::json> lines;
  TraceWriter::LineSink writer_sink();
};

// A traced run's result and its trace, parsed.
template <class Result>
struct TracedRun {
  Result result;
  std::vector<nlohmann::json> lines;
};

// Calls solve(writer) with a writer that collects the lines.
template <class Solve>
auto collect_trace(TraceOptions options, Solve&& solve) {
  CollectedTrace collected;
  TraceWriter writer(collected.writer_sink(), options);
  TracedRun<decltype(solve(writer))> run;
  run.result = solve(writer);
  run.lines = std::move(collected.lines);
  return run;
}

// Applies one event to the state by the puzzle's rules, failing the test (ADD_FAILURE) when the
// event breaks them. Called for events only (not snapshots, the truncated line or the end).
using ApplyEvent = std::function<void(const nlohmann::json& event, nlohmann::json& state)>;

struct Replay {
  nlohmann::json header;
  nlohmann::json end;  // null when there is no end line
  nlohmann::json state;
  TraceCounters counters;
  bool truncated = false;
  std::uint64_t snapshots = 0;
  std::uint64_t gaps = 0;  // snapshots of a sampled trace that follow events left out
  std::vector<nlohmann::json> solution_states;  // the state at each solution event
  std::vector<nlohmann::json> solution_events;
};

// Checks the structure (header first, end last, snapshots on every K-th step, at most one
// truncated line, no event after it) and that each snapshot's counters and state equal the
// replay's at that step (the state only with `check_states`). In a sampled trace a snapshot after
// left-out events is taken as the new state (tests compare it with a full trace of the same run).
Replay replay_trace(const std::vector<nlohmann::json>& lines, const ApplyEvent& apply,
                    bool check_states = true);

}  // namespace puzzlelab::trace
