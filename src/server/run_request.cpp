#include "server/run_request.hpp"

#include <chrono>
#include <limits>

#include "core/error.hpp"
#include "registry/registry.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

constexpr std::int64_t kMaxSnapshotEvery = 100'000;
// A chunk goes out when this much is buffered or this long has passed since the last one: few
// enough system calls for a fast solver, and a steady stream for a slow one.
constexpr std::size_t kChunkBytes = 16 * 1024;
constexpr auto kChunkInterval = std::chrono::milliseconds(40);

// "solutions": how many to find, a count or "all" (SolveOptions::solutions: 0 for all).
std::uint64_t parse_solutions(const JsonFields& fields) {
  const nlohmann::json* given = fields.find("solutions");
  if (given != nullptr && given->is_string()) {
    if (given->get<std::string>() == "all") return 0;
    throw ApiError(kBadRequest, R"("solutions" must be a count or "all", not )" +
                                    quoted_text(given->get<std::string>()));
  }
  return static_cast<std::uint64_t>(
      fields.integer("solutions", 1, 1, std::numeric_limits<std::int64_t>::max()));
}

// The TraceWriter's line sink: buffers lines into chunks for `write`, and ends the run (by
// throwing through the solver, which owns nothing that needs more than its destructors) when
// the client has gone or the server is stopping.
class ChunkedLines {
 public:
  struct Abandoned {
    RunOutcome outcome;
  };

  ChunkedLines(const ChunkWriter& write, const std::atomic<bool>& stopping)
      : write_(write), stopping_(stopping), last_flush_(std::chrono::steady_clock::now()) {}

  void add(std::string_view line) {
    if (stopping_.load(std::memory_order_relaxed)) throw Abandoned{RunOutcome::kStopping};
    buffer_ += line;
    // The header, the cut and the end go out at once: a client waiting on them sees them even
    // when the solver then goes quiet (after a cut, the run goes on without writing).
    const bool urgent = ++lines_ == 1 || line.find(R"("e":"truncated")") != line.npos ||
                        line.find(R"("e":"end")") != line.npos;
    const auto now = std::chrono::steady_clock::now();
    if (urgent || buffer_.size() >= kChunkBytes || now - last_flush_ >= kChunkInterval) {
      flush();
      last_flush_ = now;
    }
  }

  void flush() {
    if (buffer_.empty()) return;
    if (!write_(buffer_)) throw Abandoned{RunOutcome::kClientGone};
    buffer_.clear();
  }

 private:
  const ChunkWriter& write_;
  const std::atomic<bool>& stopping_;
  std::string buffer_;
  std::uint64_t lines_ = 0;
  std::chrono::steady_clock::time_point last_flush_;
};

void run_through_registry(const RunRequest& request, trace::TraceWriter& writer) {
  SolveOptions options;
  options.limits.seconds = request.seconds;
  options.limits.memory_bytes = request.memory_bytes;
  options.threads = 1;  // each run holds one of the server's threads, no more
  options.solutions = request.solutions;
  options.trace = &writer;
  const PuzzleRun& run = request.run;
  try {
    run_method(*run.puzzle, *run.instance, run.method, options);
  } catch (const InputError&) {
    // A method that does not fit the instance: run_method ended the trace saying why.
  }
}

}  // namespace

RunRequest parse_run_request(const nlohmann::json& body) {
  const JsonFields fields(body);
  RunRequest request{parse_puzzle_run(fields)};
  request.solutions = parse_solutions(fields);
  request.seconds = fields.number("seconds", kDefaultRunSeconds, 0.01, kMaxRunSeconds);
  request.trace.max_events = static_cast<std::uint64_t>(fields.integer(
      "trace_limit", kDefaultRunEvents, 1, static_cast<std::int64_t>(kMaxRunEvents)));
  request.trace.snapshot_every =
      static_cast<std::uint64_t>(fields.integer("snapshot_every", 1'000, 1, kMaxSnapshotEvery));
  return request;
}

RunOutcome stream_run(const RunRequest& request, const ChunkWriter& write,
                      const std::atomic<bool>& stopping) {
  ChunkedLines lines(write, stopping);
  try {
    trace::TraceWriter writer([&lines](std::string_view line) { lines.add(line); }, request.trace);
    run_through_registry(request, writer);
    lines.flush();
  } catch (const ChunkedLines::Abandoned& abandoned) {
    return abandoned.outcome;
  }
  return RunOutcome::kFinished;
}

}  // namespace puzzlelab::server
