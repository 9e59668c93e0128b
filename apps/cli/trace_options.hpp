// --trace FILE, --trace-limit N, --trace-bytes SIZE, --trace-snapshot K: the options every
// searching command shares (docs/trace-format.md), and the trace they open.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "trace/trace_writer.hpp"

namespace puzzlelab::cli {

struct TraceRequest {
  std::string path;  // empty: no trace; "-": standard output
  trace::TraceOptions options;
};

void add_trace_options(CLI::App& command, TraceRequest& request);

// The trace a command writes, when --trace was given. With `--trace -` the trace takes standard
// output and whatever else the command prints goes to standard error, so that the trace stays
// clean JSON Lines for a pipe.
class TraceOutput {
 public:
  // Checks the options (InputError: one line, exit 2) and opens the file. Call it before the
  // solver runs, so that a bad path fails at once.
  explicit TraceOutput(const TraceRequest& request);
  ~TraceOutput();
  TraceOutput(const TraceOutput&) = delete;
  TraceOutput& operator=(const TraceOutput&) = delete;

  // Null when no trace was asked for.
  trace::TraceWriter* writer() { return writer_.get(); }

  // "trace": {"file" (the path, "-" for standard output), "events", "truncated", and "reason"
  // when it was cut}, when there is a trace.
  void add_to_json(nlohmann::json& out) const;
  // "Trace: FILE (N events)" or "... (cut at N events)", when there is a trace.
  void print_text(std::FILE* out = stdout) const;

 private:
  std::string path_;
  std::FILE* trace_stream_ = nullptr;  // a copy of standard output, for `--trace -`
  std::unique_ptr<trace::TraceWriter> writer_;
};

}  // namespace puzzlelab::cli
