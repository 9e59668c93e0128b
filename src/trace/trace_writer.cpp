#include "trace/trace_writer.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/error.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::trace {

TraceWriter::TraceWriter(const std::string& path, TraceOptions options)
    : path_(path), options_(options) {
  check_options();
  if (path == "-") {
    file_ = stdout;
    return;
  }
  file_ = std::fopen(path.c_str(), "w");
  if (file_ == nullptr) {
    throw InputError(path + ": cannot write the trace: " + std::strerror(errno));
  }
  owns_file_ = true;
}

TraceWriter::TraceWriter(LineSink sink, TraceOptions options)
    : sink_(std::move(sink)), options_(options) {
  check_options();
}

void TraceWriter::check_options() const {
  if (options_.max_events == 0) throw InputError("--trace-limit: must be at least 1");
  if (options_.snapshot_every == 0) throw InputError("--trace-snapshot: must be at least 1");
}

TraceWriter::~TraceWriter() {
  if (owns_file_) std::fclose(file_);
}

void TraceWriter::header(std::string_view puzzle, std::string_view method,
                         const nlohmann::json& instance, const nlohmann::json& initial_state,
                         StateFunction state) {
  state_ = std::move(state);
  has_header_ = true;
  write_line({{"trace", kFormatName},
              {"version", kFormatVersion},
              {"puzzle", puzzle},
              {"method", method},
              {"instance", instance},
              {"initial", initial_state},
              {"snapshot_every", options_.snapshot_every},
              {"trace_limit", options_.max_events}});
}

bool TraceWriter::event(Step step, const nlohmann::json& event) {
  if (ended_ || truncated_) return false;
  if (counters_.step == options_.max_events) {
    truncated_ = true;
    truncation_reason_ = "its event cap, --trace-limit";
    write_line({{"e", "truncated"}, {"limit", options_.max_events}});
    return false;
  }
  const WorkBudget* budget = WorkBudget::current();
  const std::uint64_t max_bytes = budget == nullptr
                                      ? options_.max_bytes
                                      : std::min(options_.max_bytes, budget->limits().memory_bytes);
  if (bytes_ >= max_bytes) {
    cut(memory_limit_note(max_bytes, "the trace holds " + memory_text(bytes_)));
    return false;
  }
  write_line(event);
  ++counters_.step;
  switch (step) {
    case Step::kAdvance:
      ++counters_.depth;
      ++counters_.nodes;
      break;
    case Step::kRetreat:
      --counters_.depth;
      break;
    case Step::kNode:
      ++counters_.nodes;
      break;
    case Step::kMark:
      break;
    case Step::kSolution:
      ++counters_.solutions;
      break;
  }
  if (counters_.step % options_.snapshot_every == 0 && state_) write_snapshot();
  return true;
}

void TraceWriter::cut(std::string_view reason) {
  if (ended_ || truncated_) return;
  truncated_ = true;
  truncation_reason_ = reason;
  write_line({{"e", "truncated"}, {"limit", options_.max_events}, {"reason", reason}});
}

void TraceWriter::write_snapshot() {
  write_line({{"e", "snapshot"},
              {"step", counters_.step},
              {"depth", counters_.depth},
              {"nodes", counters_.nodes},
              {"solutions", counters_.solutions},
              {"state", state_()}});
}

void TraceWriter::end(std::string_view status, const nlohmann::json& details) {
  if (ended_) return;
  if (end_held_) {
    for (const auto& [key, value] : details.items()) held_details_[key] = value;
    return;
  }
  write_end(status, details);
}

void TraceWriter::hold_end() {
  end_held_ = true;
}

void TraceWriter::release_end(std::string_view status, const nlohmann::json& details) {
  if (ended_) return;
  nlohmann::json merged = held_details_;
  for (const auto& [key, value] : details.items())
    if (!merged.contains(key)) merged[key] = value;
  write_end(status, merged);
}

void TraceWriter::write_end(std::string_view status, const nlohmann::json& details) {
  ended_ = true;
  nlohmann::json line = {
      {"e", "end"}, {"status", status}, {"events", counters_.step}, {"truncated", truncated_}};
  for (const auto& [key, value] : details.items()) line[key] = value;
  write_line(line);
  if (file_ != nullptr && std::fflush(file_) != 0) {
    throw InputError(path_ + ": cannot write the trace: " + std::strerror(errno));
  }
}

void TraceWriter::write_line(const nlohmann::json& line) {
  // dump() replaces invalid UTF-8 instead of throwing: board names come from user files.
  const std::string text =
      line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + '\n';
  bytes_ += text.size();
  if (sink_) {
    sink_(text);
  } else {
    std::fwrite(text.data(), 1, text.size(), file_);
  }
}

}  // namespace puzzlelab::trace
