#include "server/run_request.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "core/error.hpp"
#include "puzzles/peg/board_text.hpp"
#include "puzzles/peg/traced_solve.hpp"
#include "puzzles/queens/traced_solve.hpp"
#include "registry/registry.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"
#include "server/peg_boards.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

constexpr std::int64_t kMaxSnapshotEvery = 100'000;
// A chunk goes out when this much is buffered or this long has passed since the last one: few
// enough system calls for a fast solver, and a steady stream for a slow one.
constexpr std::size_t kChunkBytes = 16 * 1024;
constexpr auto kChunkInterval = std::chrono::milliseconds(40);

const std::initializer_list<std::string_view> kPegFields = {
    "puzzle", "board",   "method",      "order",         "empty",
    "pegs",   "seconds", "trace_limit", "snapshot_every"};
const std::initializer_list<std::string_view> kQueensFields = {
    "puzzle", "n", "locks", "method", "all", "seconds", "trace_limit", "snapshot_every"};

PegRun parse_peg_run(const JsonFields& fields) {
  fields.allow_only(kPegFields);
  PegRun run{served_game(fields.required_string("board")), "auto"};
  const std::string method = fields.string("method", "dfs");
  if (peg::parse_solve_method(method) != peg::SolveMethod::kDfs) {
    throw ApiError(kBadRequest, "unknown peg method " + quoted_text(method) +
                                    " (the server runs dfs; choose the search with \"order\")");
  }
  run.order = fields.string("order", "auto");
  if (run.order != "auto" && run.order != "konami" && run.order != "informed") {
    throw ApiError(kBadRequest, "unknown order " + quoted_text(run.order) +
                                    " (expected konami, informed or auto)");
  }
  const auto empty = fields.optional_string("empty");
  const auto pegs = fields.optional_string("pegs");
  if (empty && pegs) throw ApiError(kBadRequest, "give \"empty\" or \"pegs\", not both");
  peg::Game& game = run.game;
  if (empty) {
    peg::Cell cell;
    try {
      cell = peg::parse_cell(*empty, SourceLocation{"empty", 0, 0});
    } catch (const InputError& error) {
      throw ApiError(kBadRequest, error.what());
    }
    const int hole = game.board.index_of(cell);
    if (hole < 0) {
      throw ApiError(kBadRequest,
                     "\"empty\": " + peg::to_string(cell) + " is not a hole of " + game.name);
    }
    game.start = game.board.all_holes() & ~(peg::HoleSet{1} << hole);
  }
  if (pegs) game.start = parse_pegs(game.board, *pegs, "pegs");
  if (game.start == 0) throw ApiError(kBadRequest, "the start position has no pegs");
  return run;
}

std::vector<std::string> lock_names(const JsonFields& fields) {
  std::vector<std::string> names;
  const nlohmann::json* locks = fields.find("locks");
  if (locks == nullptr || locks->is_null()) return names;
  if (locks->is_string()) {
    // "d5 g8": squares separated by spaces (a comma belongs to the "x,y" form).
    std::string word;
    for (char c : locks->get<std::string>() + ' ') {
      if (c != ' ') {
        word += c;
      } else if (!word.empty()) {
        names.push_back(std::move(word));
        word.clear();
      }
    }
    return names;
  }
  if (!locks->is_array()) {
    throw ApiError(kBadRequest, "\"locks\" must be a list of squares such as [\"d5\"]");
  }
  for (const nlohmann::json& square : *locks) {
    if (!square.is_string()) {
      throw ApiError(kBadRequest, "\"locks\" must be a list of squares such as [\"d5\"]");
    }
    names.push_back(square.get<std::string>());
  }
  return names;
}

QueensRun parse_queens_run(const JsonFields& fields) {
  fields.allow_only(kQueensFields);
  QueensRun run;
  const int n = static_cast<int>(fields.integer("n", 8, 1, queens::kMaxLockedN));
  std::vector<queens::Square> locks;
  try {
    for (const std::string& name : lock_names(fields)) {
      locks.push_back(queens::parse_square(name, n));
    }
    run.board = queens::make_locked_board(n, std::move(locks));
  } catch (const InputError& error) {
    throw ApiError(kBadRequest, std::string("\"locks\": ") + error.what());
  }
  const std::string method = fields.string("method", "propagate");
  const auto parsed = queens::parse_locked_method(method);
  if (!parsed || *parsed == queens::LockedMethod::kSat) {
    throw ApiError(kBadRequest, "unknown queens method " + quoted_text(method) +
                                    " (expected brute, rows, backtrack, forward or propagate)");
  }
  run.options.method = *parsed;
  run.options.all = fields.boolean("all", false);
  return run;
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

// A peg or queens request in the first shape: no "params", and a field of that shape.
bool first_shape(const nlohmann::json& body, const std::string& puzzle) {
  if (body.contains("params") || (puzzle != "peg" && puzzle != "queens")) return false;
  const std::initializer_list<std::string_view> shared = {"puzzle", "method", "seconds",
                                                          "trace_limit", "snapshot_every"};
  for (const auto& [key, value] : body.items())
    if (std::find(shared.begin(), shared.end(), key) == shared.end()) return true;
  return false;
}

void run_through_registry(const PuzzleRun& run, const SearchLimits& limits,
                          trace::TraceWriter& writer) {
  SolveOptions options;
  options.limits = limits;
  options.threads = 1;  // each run holds one of the server's threads, no more
  options.trace = &writer;
  try {
    run_method(*run.puzzle, *run.instance, run.method, options);
  } catch (const InputError&) {
    // A method that does not fit the instance: run_method ended the trace saying why.
  }
}

}  // namespace

RunRequest parse_run_request(const nlohmann::json& body) {
  const JsonFields fields(body);
  RunRequest request{PuzzleRun{}};
  const std::string puzzle = fields.required_string("puzzle");
  if (!first_shape(body, puzzle)) {
    request.run = parse_puzzle_run(fields);
  } else if (puzzle == "peg") {
    request.run = parse_peg_run(fields);
  } else {
    request.run = parse_queens_run(fields);
  }
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
    SearchLimits limits;
    limits.seconds = request.seconds;
    limits.memory_bytes = request.memory_bytes;
    if (const auto* puzzle_run = std::get_if<PuzzleRun>(&request.run)) {
      run_through_registry(*puzzle_run, limits, writer);
    } else if (const auto* peg_run = std::get_if<PegRun>(&request.run)) {
      peg::SolveMethodOptions options;
      options.order = peg_run->order;
      options.limits = limits;
      peg::solve_traced(peg_run->game, peg::SolveMethod::kDfs, options, writer);
    } else {
      const auto& queens_run = std::get<QueensRun>(request.run);
      queens::LockedOptions options = queens_run.options;
      options.limits = limits;
      queens::solve_locked_traced(queens_run.board, options, writer);
    }
    lines.flush();
  } catch (const ChunkedLines::Abandoned& abandoned) {
    return abandoned.outcome;
  }
  return RunOutcome::kFinished;
}

}  // namespace puzzlelab::server
