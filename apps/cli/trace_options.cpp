#include "trace_options.hpp"

#include <unistd.h>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "core/memory_size.hpp"

namespace puzzlelab::cli {

void add_trace_options(CLI::App& command, TraceRequest& request) {
  command
      .add_option("--trace", request.path,
                  "write the run as a trace (JSON Lines, docs/trace-format.md) to FILE; '-' is "
                  "standard output, and the usual output then goes to standard error")
      ->option_text("FILE");
  // Past 64 bits is refused here; 0 by the writer, so that a bad value is one line on stderr.
  command
      .add_option("--trace-limit", request.options.max_events,
                  "events written before the trace is cut (default 1,000,000)")
      ->check(count_validator(true))
      ->option_text("N");
  command
      .add_option_function<std::string>(
          "--trace-bytes",
          [&request](const std::string& text) {
            request.options.max_bytes = *parse_memory_size(text);
          },
          "bytes written before the trace is cut; the run goes on (default " +
              memory_text(trace::kDefaultTraceBytes) + "; 512M, 4G, or bytes)")
      ->check(memory_size_validator())
      ->option_text("SIZE");
  command
      .add_option("--trace-snapshot", request.options.snapshot_every,
                  "events between two full-state snapshots in the trace (default 1,000)")
      ->check(count_validator(true))
      ->option_text("K");
  command
      .add_option("--trace-sample", request.options.sample.every,
                  "keep every K-th event (and every solution) in the trace; each event kept after "
                  "a gap is followed by a snapshot, so the counters stay exact (default 1: all)")
      ->check(count_validator(true))
      ->option_text("K");
  command
      .add_option("--trace-sample-budget", request.options.sample.budget,
                  "double K each time N events have been kept at the current K, so that a run of "
                  "any length gives a trace of bounded size that reaches its end (default: off)")
      ->check(count_validator(true))
      ->option_text("N");
  command
      .add_option("--trace-sample-depth", request.options.sample.depth,
                  "with sampling, also keep every event that ends at this depth or less")
      ->option_text("D");
}

TraceOutput::TraceOutput(const TraceRequest& request) : path_(request.path) {
  if (request.options.max_events == 0) throw InputError("--trace-limit: must be at least 1");
  if (request.options.snapshot_every == 0) throw InputError("--trace-snapshot: must be at least 1");
  if (request.options.sample.every == 0) throw InputError("--trace-sample: must be at least 1");
  if (request.options.sample.depth < -1) {
    throw InputError("--trace-sample-depth: must be 0 or more");
  }
  if (path_.empty()) return;
  if (path_ != "-") {
    writer_ = std::make_unique<trace::TraceWriter>(path_, request.options);
    return;
  }
  // The trace keeps the real standard output; stdout itself is pointed at standard error, so
  // that every printf of the command lands there without each one being told.
  std::fflush(stdout);
  const int trace_fd = dup(STDOUT_FILENO);
  if (trace_fd < 0 || (trace_stream_ = fdopen(trace_fd, "w")) == nullptr ||
      dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
    throw InputError("--trace -: cannot write the trace to standard output");
  }
  std::FILE* stream = trace_stream_;
  writer_ = std::make_unique<trace::TraceWriter>(
      [stream](std::string_view line) { std::fwrite(line.data(), 1, line.size(), stream); },
      request.options);
}

TraceOutput::~TraceOutput() {
  writer_.reset();
  if (trace_stream_ != nullptr) std::fclose(trace_stream_);
}

void TraceOutput::add_to_json(nlohmann::json& out) const {
  if (!writer_) return;
  out["trace"] = {
      {"file", path_}, {"events", writer_->counters().step}, {"truncated", writer_->truncated()}};
  if (writer_->truncated()) out["trace"]["reason"] = writer_->truncation_reason();
}

void TraceOutput::print_text(std::FILE* out) const {
  if (!writer_) return;
  const unsigned long long events = writer_->counters().step;
  const std::string where = path_ == "-" ? "standard output" : path_;
  if (writer_->truncated()) {
    std::fprintf(out, "Trace: %s (cut at %llu events: %s)\n", where.c_str(), events,
                 writer_->truncation_reason().c_str());
    // A run longer than the cap can still be watched to its end, sampled.
    if (writer_->options().sample.keeps_all()) {
      std::fprintf(out,
                   "  (--trace-sample-budget 1000 keeps a sample of the whole run, every "
                   "solution included)\n");
    }
  } else if (!writer_->options().sample.keeps_all()) {
    std::fprintf(out, "Trace: %s (%llu events kept of %llu)\n", where.c_str(), events,
                 static_cast<unsigned long long>(writer_->counters().events));
  } else {
    std::fprintf(out, "Trace: %s (%llu events)\n", where.c_str(), events);
  }
}

}  // namespace puzzlelab::cli
