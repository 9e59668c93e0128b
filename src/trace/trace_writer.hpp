// Writes a solver run as a PuzzleLab trace: versioned JSON Lines (docs/trace-format.md).
//
// One header line (format version, puzzle, method, instance, initial state), then one line per
// event, a full-state snapshot line every `snapshot_every` events so that a viewer can jump to
// any step without replaying from the start, and an end line. After `max_events` events the
// writer records that the trace was cut and drops the rest; the end line is always written.
//
// A sampled trace (TraceOptions::sample) keeps every k-th event, every solution and every event
// at a shallow depth, and follows each event kept after a gap with a snapshot, so that a viewer
// shows the true state and the exact counters of all events, written or not. With a budget, k
// doubles each time that many events have been kept at the current rate, so a run of 10^9
// events still gives a trace of bounded size that reaches its end.
//
// The writer knows nothing of any puzzle: a puzzle's tracer builds the event objects, tells the
// writer how each one moves the counters (depth, nodes, solutions) and supplies the current
// state for snapshots. Lines are written into one buffer kept from line to line, and an event
// given as a braced list of integer, boolean, string and integer-list members (trace_field.hpp) is
// written without a json object: a search's event costs about 0.3 us (bench/trace_bench.cpp).
// Solvers take that tracer as a template parameter, so that with tracing off (a tracer whose
// kEnabled is false) no tracing code is compiled in.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/memory_size.hpp"
#include "trace/trace_field.hpp"

namespace puzzlelab::trace {

inline constexpr int kFormatVersion = 1;
inline constexpr std::string_view kFormatName = "puzzlelab-trace";

// Which events a sampled trace keeps (--trace-sample, --trace-sample-depth); every solution is
// always kept. The default keeps every event.
struct TraceSample {
  std::uint64_t every = 1;   // keep every k-th event
  std::uint64_t budget = 0;  // > 0: k doubles after this many events kept at the current k
  int depth = -1;            // >= 0: also keep every event that ends at this depth or less

  bool keeps_all() const { return every == 1 && budget == 0; }
};

// A knight's tour of 999 squares a side with a snapshot every 1,000 moves is gigabytes.
inline constexpr std::uint64_t kDefaultTraceBytes = std::uint64_t{256} << 20;

struct TraceOptions {
  std::uint64_t max_events = 1'000'000;  // --trace-limit: events written before the cut
  std::uint64_t snapshot_every = 1'000;  // events between two full-state snapshots
  // Bytes written before the cut (--trace-bytes): a trace is read whole by the viewer
  // (`puzzlelab view` inlines it into one page), so it is held to this cap and to the memory
  // limit of the run in progress (core/work_budget.hpp). A cut may pass the cap by the one line
  // (an event or its snapshot) that crossed it.
  std::uint64_t max_bytes = kDefaultTraceBytes;
  TraceSample sample = {};
};

// What an event does to the counters a viewer shows. Each event name has its usual step
// (docs/trace-format.md, "Events and counters"); an event given another step is written with
// "effect":[depth, nodes, solutions], the changes it makes, so that the viewer's counters follow
// the solver's own definition of a node.
enum class Step {
  kAdvance,       // a move, a placed queen: depth + 1, nodes + 1
  kRetreat,       // an undone move, a removed queen: depth - 1
  kNode,          // a node with no depth, such as a box taken from a best-first queue: nodes + 1
  kMark,          // a dead position, a conflict, progress: counters unchanged
  kSolution,      // a solution at the current state: solutions + 1
  kDeeper,        // a move into a position the solver does not count (known dead, the goal)
  kSolutionNode,  // a solution that is also a node: a complete board judged and accepted
};

// The usual step of an event named `name` (kMark for names the format does not list).
Step usual_step(std::string_view name);

// How the header says the counters start: "start_nodes" for a solver that counts its start as
// the first node searched (peg's dfs), "answer_only" for a trace of the answer a method found
// without tracing its work (SAT, MILP, counts...): its events show the answer and count no
// nodes, and the solver's own node count is the end line's.
struct TraceCounting {
  std::uint64_t start_nodes = 0;
  bool answer_only = false;
};

// The counters after the events so far. With sampling, `step` counts the events written and
// the others count every event, written or not.
struct TraceCounters {
  std::uint64_t step = 0;    // events written
  std::uint64_t events = 0;  // events heard, written or not
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
              const nlohmann::json& initial_state, StateFunction state,
              const TraceCounting& counting = {});

  // Writes `event` (an object with at least "e", the event's name) and, when one is due, a
  // snapshot after it. Returns false once a cap (events or bytes) has been reached and the event
  // was dropped. An event left out by sampling counts and returns true. Events before the
  // header (a solver's progress while the model is solved) are written right after it.
  bool event(Step step, const nlohmann::json& event);
  // The same for an event of integer, boolean, string and integer-list members, such as
  // {{"e", "move"}, {"from", 3}}: written as the json object of those members would be, without
  // building it (trace/trace_field.hpp).
  bool event(Step step, std::initializer_list<TraceField> fields);

  // For a hot loop: true when the next event, of this step, would not be written (it is
  // sampled out or the trace is cut), in which case it is counted here and the caller need not
  // build it; false means "call event() with it".
  bool skip(Step step);

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
  // Why the trace was cut: "its event cap, --trace-limit", its byte cap, the run's time limit,
  // or the reason given to cut().
  const std::string& truncation_reason() const { return truncation_reason_; }
  std::uint64_t bytes_written() const { return bytes_; }
  const TraceOptions& options() const { return options_; }

 private:
  // Whether an event of this step is written now; one that is not is counted (sampled out) or
  // dropped (the trace is cut, perhaps by this event).
  enum class Admission { kWrite, kSampledOut, kDropped };
  Admission admit(Step step);
  // Emits the event in line_ and moves the counters, with a snapshot when one is due.
  void finish_event(Step step);
  void write_line(const nlohmann::json& line);
  void emit_line();
  void write_end(std::string_view status, const nlohmann::json& details);
  void write_snapshot();
  void count(Step step);
  bool sampled_out(Step step) const;
  void kept_one();
  double seconds() const;
  // Whether the next event written is followed by a snapshot (an event after a gap aside).
  bool snapshot_due() const;

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
  std::vector<std::pair<Step, nlohmann::json>> before_header_;
  std::string line_;                            // the line being written, kept for its capacity
  std::vector<const TraceField*> field_order_;  // an event's fields by name, kept likewise
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  std::uint64_t sample_every_ = 1;  // the current k
  std::uint64_t kept_at_rate_ = 0;  // events kept since k last changed
  bool gap_ = false;                // events were left out since the last one written
};

}  // namespace puzzlelab::trace
