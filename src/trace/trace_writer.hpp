// Writes a solver run as a PuzzleLab trace: versioned JSON Lines (docs/trace-format.md).
//
// One header line (format version, puzzle, method, instance, initial state), then one line per
// event, a full-state snapshot line every `snapshot_every` events so that a viewer can jump to
// any step without replaying from the start, and an end line. After `max_events` events the
// writer records that the trace was cut and drops the rest; the end line is always written.
//
// The writer knows nothing of any puzzle: a puzzle's tracer builds the event objects, tells the
// writer how each one moves the counters (depth, nodes, solutions) and supplies the current
// state for snapshots. Solvers take that tracer as a template parameter, so that with tracing
// off (a tracer whose kEnabled is false) no tracing code is compiled in.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/memory_size.hpp"

namespace puzzlelab::trace {

inline constexpr int kFormatVersion = 1;
inline constexpr std::string_view kFormatName = "puzzlelab-trace";

struct TraceOptions {
  std::uint64_t max_events = 1'000'000;  // --trace-limit: events written before the cut
  std::uint64_t snapshot_every = 1'000;  // events between two full-state snapshots
  // Bytes written before the cut: a trace is read whole by the viewer (`puzzlelab view` inlines
  // it into one page), so it is held to the memory limit, of the run in progress when there is
  // one (core/work_budget.hpp), else the default one.
  std::uint64_t max_bytes = default_memory_limit();
};

// What an event does to the counters a viewer shows.
enum class Step {
  kAdvance,   // a move, a placed queen: depth + 1, nodes + 1
  kRetreat,   // an undone move, a removed queen: depth - 1
  kNode,      // a node with no depth, such as a box taken from a best-first queue: nodes + 1
  kMark,      // a dead position, a conflict, progress: counters unchanged
  kSolution,  // a solution at the current state: solutions + 1
};

// The counters after the events written so far (the events the viewer will see).
struct TraceCounters {
  std::uint64_t step = 0;  // events written
  std::int64_t depth = 0;
  std::uint64_t nodes = 0;
  std::uint64_t solutions = 0;
};

class TraceWriter {
 public:
  // The current full state, in the puzzle's state format (as in the header's "initial").
  using StateFunction = std::function<nlohmann::json()>;

  // Receives each line, newline included (a server streams them; tests collect them).
  using LineSink = std::function<void(std::string_view)>;

  // Opens `path` for writing ("-" is standard output). Throws InputError when it cannot, or when
  // an option is out of range (max_events or snapshot_every of 0).
  TraceWriter(const std::string& path, TraceOptions options = {});
  // Hands every line to `sink` instead of a file.
  TraceWriter(LineSink sink, TraceOptions options = {});
  ~TraceWriter();
  TraceWriter(const TraceWriter&) = delete;
  TraceWriter& operator=(const TraceWriter&) = delete;

  // The first line. `state` is called for every snapshot from then on.
  void header(std::string_view puzzle, std::string_view method, const nlohmann::json& instance,
              const nlohmann::json& initial_state, StateFunction state);

  // Writes `event` (an object with at least "e", the event's name) and, when one is due, a
  // snapshot after it. Returns false once a cap (events or bytes) has been reached and the event
  // was dropped.
  bool event(Step step, const nlohmann::json& event);

  // Cuts the trace now, as a cap would: a truncated line naming `reason` ("time limit of 1 s"),
  // and every later event dropped. For a solver whose answer is complete but whose trace of it
  // was stopped by a limit. Does nothing once cut.
  void cut(std::string_view reason);

  // The last line: {"e":"end","status":...,"events":...,"truncated":...} plus `details` (an
  // object: the solver's own totals, such as nodes searched, which go on after a cut).
  // Flushes and closes the file; later calls do nothing.
  void end(std::string_view status, const nlohmann::json& details = nlohmann::json::object());

  // From now on end() only keeps its details, and release_end() writes the end line: a caller
  // that knows the run's final word (registry::run_method, from the report) lets the solver's
  // own tracer end first and then ends the trace with that status.
  void hold_end();
  // Writes the held end line with `status`: the details the solver's end() gave, then those of
  // `details` that it did not give. Does nothing once the end line is written.
  void release_end(std::string_view status, const nlohmann::json& details);

  // Whether header() has been called: a solver with a tracer of its own has started the trace.
  bool has_header() const { return has_header_; }
  const TraceCounters& counters() const { return counters_; }
  bool truncated() const { return truncated_; }
  // Why the trace was cut: "its event cap, --trace-limit", or the reason given to cut().
  const std::string& truncation_reason() const { return truncation_reason_; }
  std::uint64_t bytes_written() const { return bytes_; }
  const TraceOptions& options() const { return options_; }

 private:
  void write_line(const nlohmann::json& line);
  void write_end(std::string_view status, const nlohmann::json& details);
  void write_snapshot();

  void check_options() const;

  std::FILE* file_ = nullptr;
  bool owns_file_ = false;
  LineSink sink_;
  std::string path_;
  TraceOptions options_;
  StateFunction state_;
  TraceCounters counters_;
  bool truncated_ = false;
  std::string truncation_reason_;
  bool ended_ = false;
  bool has_header_ = false;
  bool end_held_ = false;
  std::uint64_t bytes_ = 0;
  nlohmann::json held_details_ = nlohmann::json::object();
};

}  // namespace puzzlelab::trace
