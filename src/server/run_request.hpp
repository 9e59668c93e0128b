// POST /api/run: a traced solver run, checked completely before the first byte is sent (so every
// mistake is a 400 with a message) and then streamed line by line as the solver writes it.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "server/puzzle_run.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::server {

inline constexpr double kDefaultRunSeconds = 10;
inline constexpr double kMaxRunSeconds = 60;
inline constexpr std::uint64_t kDefaultRunEvents = 200'000;
inline constexpr std::uint64_t kMaxRunEvents = 1'000'000;

// A run's trace before the request's own "trace_limit" and "snapshot_every".
inline trace::TraceOptions default_run_trace() {
  trace::TraceOptions options;
  options.max_events = kDefaultRunEvents;
  options.snapshot_every = 1'000;
  return options;
}

struct RunRequest {
  PuzzleRun run;
  std::uint64_t solutions = 1;  // SolveOptions::solutions: 1 the first, 0 all
  double seconds = kDefaultRunSeconds;
  trace::TraceOptions trace = default_run_trace();
  // The search's memory limit: the server's (ApiOptions::search_memory_bytes), not the client's.
  std::uint64_t memory_bytes = SearchLimits{}.memory_bytes;
};

// Validates a request body (docs/serve.md, "POST /api/run"); ApiError 400 on any problem, with
// the current shape for a request in an old one (parse_puzzle_instance).
RunRequest parse_run_request(const nlohmann::json& body);

// Receives the next piece of the stream (whole lines); returns false when the client is gone.
using ChunkWriter = std::function<bool(std::string_view)>;

enum class RunOutcome {
  kFinished,    // the trace was written to its end line
  kClientGone,  // a write failed: the run was abandoned at that line
  kStopping,    // the server is shutting down: the run was abandoned at its next line
};

// Runs the solver with its trace going to `write`, a chunk every few kilobytes or milliseconds.
// A failed write or `stopping` ends the run at the solver's next trace line.
RunOutcome stream_run(const RunRequest& request, const ChunkWriter& write,
                      const std::atomic<bool>& stopping);

}  // namespace puzzlelab::server
