// N-queens behind the puzzle interface (puzzle/puzzle.hpp): the methods of `queens solve` (the
// locked-queen searches and SAT of locked_solve.hpp, the construction and local search of
// solve_large.hpp) and of `queens count` (count.hpp), under the names those commands use.
#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/number_text.hpp"
#include "distributed/job.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/queens/count.hpp"
#include "puzzles/queens/decode_answer.hpp"
#include "puzzles/queens/encode_sat.hpp"
#include "puzzles/queens/locked_solve.hpp"
#include "puzzles/queens/placement_text.hpp"
#include "puzzles/queens/queens_instance.hpp"
#include "puzzles/queens/solve_large.hpp"
#include "puzzles/queens/traced_solve.hpp"

namespace puzzlelab {
namespace {

using queens::QueensInstance;

// Without locks, plain backtracking finds a first solution in a blink up to N = 20 (a few
// hundred thousand boards) but needs 1.7 billion boards at N = 30; past 20 the closed-form
// construction answers instantly. With locks, propagation, the default of `queens solve --lock`.
constexpr int kMaxBacktrackDefaultN = 20;
// Answers list every queen up to this N (about 1 MB of JSON); larger ones list the first rows.
constexpr int kMaxListedQueens = 100'000;
constexpr int kQueensListedBeyond = 16;

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g s", seconds);
  return text;
}

std::string plural(std::uint64_t count, const std::string& word) {
  return with_commas(count) + " " + word + (count == 1 ? "" : "s");
}

std::string stop_note(const SearchLimits& limits, std::uint64_t work, const std::string& unit) {
  if (limits.nodes != std::numeric_limits<std::uint64_t>::max() && work >= limits.nodes)
    return "stopped by the node limit: " + plural(limits.nodes, unit);
  return "stopped by the time limit of " + seconds_text(limits.seconds);
}

queens::BoardGlyphs glyphs(const DrawStyle& style) {
  return {style.unicode, style.color};
}

nlohmann::json squares_json(const queens::Placement& placement) {
  return queens::placement_squares(placement);
}

// The answer: the first solution, several (--solutions k or all), or the counts.
struct QueensAnswer {
  enum class Kind { kFirst, kSeveral, kCount };
  Kind kind = Kind::kFirst;
  std::vector<queens::Placement> placements;  // kFirst: one; kSeveral: every one found
  queens::QueensCount count;                  // kCount
};

using QueensReport = UncheckedReport<QueensAnswer>;

[[noreturn]] void no_locks_taken(const std::string& method) {
  throw InputError("lock: " + method + " works on a board without locked queens");
}

// brute, rows, backtrack, forward, propagate and sat: completions of the locked board, the first,
// the first k or all of them (options.solutions), each replayed through is_completion.
QueensReport solve_locked(const QueensInstance& instance, queens::LockedMethod method,
                          const SolveOptions& options) {
  const std::string name = queens::to_string(method);
  if (instance.n() > queens::kMaxLockedN) {
    throw InputError("size: " + name + " takes sizes up to " + std::to_string(queens::kMaxLockedN) +
                     " (construct and min-conflicts go further)");
  }
  const queens::LockedBoard board = instance.locked_board();
  queens::LockedOptions locked;
  locked.method = method;
  locked.all = options.solutions != 1;
  locked.max_solutions = options.solutions;
  locked.limits = options.limits;
  const queens::LockedResult result =
      options.trace != nullptr ? queens::solve_locked_traced(board, locked, *options.trace)
                               : queens::solve_locked(board, locked);

  QueensReport report;
  report.stats.solve_seconds = result.seconds;
  if (method == queens::LockedMethod::kSat) {
    // The formula's size is the encoding's; CaDiCaL's work is summed over its calls.
    const sat::Cnf cnf = queens::encode_locked_sat(board);
    BackendStats backend;
    backend.variables = static_cast<std::uint64_t>(cnf.variable_count());
    backend.constraints = cnf.clause_count();
    backend.conflicts = result.sat_conflicts;
    backend.decisions = result.sat_decisions;
    report.backend = backend_figures(MethodFamily::kSat, backend, report.stats);
    report.stats.build_seconds.reset();  // not measured apart from the solve
    report.stats.solve_seconds = result.seconds;
  } else {
    report.stats.nodes = result.boards;
  }

  const std::size_t found = result.solutions.size();
  if (found > 0) {
    using Kind = QueensAnswer::Kind;
    report.answer =
        QueensAnswer{options.solutions == 1 ? Kind::kFirst : Kind::kSeveral, result.solutions, {}};
    report.drawing = queens::draw_placement(board, result.solutions.front(), glyphs(options.style));
  }
  switch (result.status) {
    case queens::LockedStatus::kSolved:
      report.status = Status::kSolved;
      report.summary = plural(found, "solution");
      break;
    case queens::LockedStatus::kNoSolution:
      report.status = Status::kNoSolution;
      report.summary = "no solution";
      report.note = !result.no_solution_reason.empty()
                        ? "no completion: " + result.no_solution_reason
                    : method == queens::LockedMethod::kSat
                        ? "CaDiCaL proved that no completion exists"
                        : "the search went through every board without a completion";
      break;
    case queens::LockedStatus::kStopped:
      report.status = Status::kStopped;
      report.summary = "stopped after " + seconds_text(result.seconds);
      report.note = !result.memory_note.empty()
                        ? result.memory_note
                        : stop_note(options.limits, result.boards,
                                    method == queens::LockedMethod::kSat ? "solution" : "board");
      if (found > 0)
        report.note += "; the answer holds the " + plural(found, "solution") + " found";
      break;
  }
  // The closed form of a full run's boards says how far a stopped or first-solution run is from
  // going through them all (brute and rows only).
  if (result.full_run_boards) {
    report.note += (report.note.empty() ? "" : "; ") + std::string("a full run examines ") +
                   result.full_run_boards->decimal + " boards";
  }
  return report;
}

// What a stopped count kept: "; 1,234 of 3,299 tasks kept in DIR (--resume DIR goes on)".
std::string checkpoint_note(const distributed::CheckpointRequest& checkpoint,
                            const queens::CountResult& result) {
  if (!checkpoint.wanted()) return "";
  return "; " + with_commas(result.tasks_done) + " of " + plural(result.tasks, "task") +
         " kept in " + checkpoint.directory + " (--resume " + checkpoint.directory + " goes on)";
}

// The names the counts take as methods of the puzzle.
const char* count_method_name(queens::CountMethod method) {
  return method == queens::CountMethod::kJoin ? "count-join" : "count-backtrack";
}

// count-join and count-backtrack: every solution, and the solutions up to symmetry.
QueensReport count_solutions(const QueensInstance& instance, queens::CountMethod method,
                             const SolveOptions& options) {
  const bool join = method == queens::CountMethod::kJoin;
  const std::string name = count_method_name(method);
  if (!instance.locks().empty()) no_locks_taken(name);
  const int n = instance.n();
  if (join && (n < 4 || n > queens::kMaxJoinCountN)) {
    throw InputError("size: count-join counts sizes from 4 to " +
                     std::to_string(queens::kMaxJoinCountN) + " (count-backtrack from 1 to " +
                     std::to_string(queens::kMaxCountN) + ")");
  }
  if (n > queens::kMaxCountN) {
    throw InputError("size: " + name + " counts sizes up to " + std::to_string(queens::kMaxCountN) +
                     ", got " + std::to_string(n));
  }
  queens::CountOptions count_options;
  count_options.method = method;
  count_options.threads = options.threads;
  count_options.limits = options.limits;
  count_options.progress = options.progress != nullptr;
  count_options.checkpoint = options.checkpoint;
  count_options.instance = instance.canonical();
  const queens::CountResult result = queens::count_queens(n, count_options);

  QueensReport report;
  // The join's measure of work is the half boards it builds, the search's the queens it places.
  const std::uint64_t work = join ? result.half_boards : result.nodes;
  // The counters tally whole tasks: a run stopped before its first task ended, or a board too
  // small to split into tasks, has no figure to give (not a real 0).
  if (work > 0) report.stats.nodes = work;
  report.stats.threads = result.threads;
  if (distributed::current_job().distributed()) report.ranks = result.ranks;
  report.stats.solve_seconds = result.seconds;
  if (result.status == queens::CountStatus::kStopped) {
    report.status = Status::kStopped;
    report.summary = "stopped after " + seconds_text(result.seconds);
    report.note = stop_note(options.limits, result.run_work, join ? "half board" : "queen placed") +
                  "; at least " + plural(result.count.total, "solution") + " by then" +
                  checkpoint_note(options.checkpoint, result);
    return report;
  }
  report.status = result.count.total > 0 ? Status::kSolved : Status::kNoSolution;
  report.answer = QueensAnswer{QueensAnswer::Kind::kCount, {}, result.count};
  report.summary = plural(result.count.total, "solution") + ", " +
                   with_commas(result.count.unique) + " up to symmetry";
  if (result.count.total == 0) report.note = "every board was counted: none holds n queens";
  if (result.tasks_resumed > 0) {
    report.note = "resumed from " + options.checkpoint.directory + ": " +
                  with_commas(result.tasks_resumed) + " of " + plural(result.tasks, "task") +
                  " read, " + with_commas(result.tasks - result.tasks_resumed) + " counted now";
  }
  return report;
}

// construct and min-conflicts: one solution for boards of any size, checked by is_solution.
QueensReport solve_unlocked(const QueensInstance& instance, queens::LargeMethod method,
                            const SolveOptions& options) {
  const std::string name = queens::to_string(method);
  if (!instance.locks().empty()) no_locks_taken(name);
  const int n = instance.n();
  if (method == queens::LargeMethod::kMinConflicts && n > queens::kMaxMinConflictsN) {
    throw InputError("size: min-conflicts takes sizes up to " +
                     std::to_string(queens::kMaxMinConflictsN) + " (construct goes to " +
                     std::to_string(queens::kMaxLargeN) + ")");
  }
  // The placement (an int a row), and the rules' check of it (a bit a column and diagonal) or
  // min-conflicts' counters (an int a diagonal): known before anything is built.
  const std::uint64_t needed =
      static_cast<std::uint64_t>(n) *
      (method == queens::LargeMethod::kMinConflicts ? 5 * sizeof(int) : sizeof(int) + 1);
  if (needed > options.limits.memory_bytes) {
    QueensReport refused;
    refused.status = Status::kStopped;
    refused.summary = "stopped before starting";
    refused.note =
        memory_limit_note(options.limits.memory_bytes, "the placement of " + rough_count(n) +
                                                           " queens needs " + memory_text(needed));
    return refused;
  }
  queens::LargeSolution result = queens::solve_large(n, {method, 1}, options.limits);

  QueensReport report;
  report.stats.solve_seconds = result.seconds;
  if (method == queens::LargeMethod::kMinConflicts) {
    report.stats.nodes = result.swaps;
    report.stats.failures = result.restarts;  // searches that stopped improving
  }
  switch (result.status) {
    case queens::SolveStatus::kSolved: {
      report.status = Status::kSolved;
      if (n <= queens::kMaxDrawnBoard) {
        report.drawing = queens::draw_placement({n, {}}, result.placement, glyphs(options.style));
      }
      // Moved, not copied: a placement of 10^8 queens is 400 MB.
      report.answer = QueensAnswer{QueensAnswer::Kind::kFirst, {}, {}};
      report.answer->placements.push_back(std::move(result.placement));
      if (n > kMaxListedQueens) {
        report.note = "the answer lists the first " + std::to_string(kQueensListedBeyond) +
                      " rows' queens: boards past " + std::to_string(kMaxListedQueens) +
                      " are too large to list";
      }
      report.summary = plural(static_cast<std::uint64_t>(n), "queen") + " placed";
      break;
    }
    case queens::SolveStatus::kNoSolution:
      report.status = Status::kNoSolution;
      report.summary = "no solution";
      report.note = "two or three queens always share a row, column or diagonal";
      break;
    case queens::SolveStatus::kStopped:
      report.status = Status::kStopped;
      report.summary = "stopped after " + seconds_text(result.seconds);
      report.note = stop_note(options.limits, result.swaps, "swap");
      break;
  }
  return report;
}

// The trace format's queens (docs/trace-format.md): [row, col] pairs sorted by row, then column.
nlohmann::json queens_json(std::vector<queens::Square> squares) {
  std::sort(squares.begin(), squares.end(), [](const queens::Square& a, const queens::Square& b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
  nlohmann::json list = nlohmann::json::array();
  for (const queens::Square& square : squares) list.push_back({square.row, square.col});
  return list;
}

// A placement found by construct or min-conflicts, told queen by queen from the bottom row (the
// locked ones stand from the start), each placement checked against the queens already placed.
class PlacementTrace final : public trace::AnswerTrace {
 public:
  PlacementTrace(const QueensInstance& instance, const queens::Placement* placement)
      : n_(instance.n()),
        locks_(instance.locks()),
        lines_(6 * static_cast<std::size_t>(n_), false) {
    for (const queens::Square& lock : locks_) occupy(lock);
    if (placement == nullptr) return;
    for (int row = 0; row < n_; ++row) answer_.push_back({(*placement)[row], row});
  }

  nlohmann::json instance() const override {
    nlohmann::json locked = queens_json(locks_);
    return {{"n", n_}, {"locked", locked}};
  }
  nlohmann::json state() const override { return {{"queens", queens_json(placed_)}}; }

  std::optional<trace::TraceEvent> next() override {
    while (next_ < answer_.size()) {
      const queens::Square square = answer_[next_++];
      if (std::find(locks_.begin(), locks_.end(), square) != locks_.end()) continue;
      if (!occupy(square)) {
        internal_error("queens: the answer's queen " + queens::square_name(square, n_) +
                       " is attacked");
      }
      return trace::TraceEvent{trace::Step::kAdvance,
                               {{"e", "place"}, {"row", square.row}, {"col", square.col}}};
    }
    return std::nullopt;
  }

  nlohmann::json solution() const override {
    std::vector<int> cols(static_cast<std::size_t>(n_), -1);
    for (const queens::Square& square : placed_)
      cols[static_cast<std::size_t>(square.row)] = square.col;
    return {{"e", "solution"}, {"cols", cols}};
  }

 private:
  // Places the queen unless its row, column or a diagonal already holds one.
  bool occupy(const queens::Square& square) {
    const std::size_t n = static_cast<std::size_t>(n_);
    const std::size_t row = static_cast<std::size_t>(square.row);
    const std::size_t col = static_cast<std::size_t>(square.col);
    // Rows, columns, diagonals (row + col) and anti-diagonals (row - col + n - 1), one after
    // another.
    const std::size_t lines[] = {row, n + col, 2 * n + row + col, 4 * n + row + n - 1 - col};
    for (const std::size_t line : lines)
      if (lines_[line]) return false;
    for (const std::size_t line : lines) lines_[line] = true;
    placed_.push_back(square);
    return true;
  }

  int n_;
  std::vector<queens::Square> locks_;
  std::vector<queens::Square> answer_;
  std::size_t next_ = 0;
  std::vector<queens::Square> placed_;
  std::vector<bool> lines_;  // the lines (see occupy) that hold a queen
};

class QueensPuzzle final : public TypedPuzzle<QueensInstance, QueensAnswer> {
 public:
  std::string name() const override { return "queens"; }
  std::string title() const override { return "N-queens"; }
  std::string summary() const override {
    return "N queens that attack no other, some locked in place: searches, SAT, exact counts, "
           "constructions";
  }
  std::string docs() const override { return "docs/queens.md"; }
  std::vector<ParamSpec> params() const override { return queens::queens_params(); }
  std::unique_ptr<Instance> parse(const Params& params) const override {
    return std::make_unique<QueensInstance>(queens::parse_queens_instance(params));
  }

  // On the default 8 x 8 board brute examines 433 million boards (2 s) before its first
  // solution, the other searches a few thousand at most; the counts and constructions are
  // instant.
  std::vector<Method> method_table() const override {
    const auto locked = [](queens::LockedMethod method, MethodFamily family, const char* summary,
                           SolverLibrary library = SolverLibrary::kNone) {
      const bool searches = family == MethodFamily::kSearch;
      return Method{{.name = queens::to_string(method),
                     .family = family,
                     .summary = summary,
                     .library = library,
                     .trace = searches ? TraceDepth::kSearchEvents : TraceDepth::kAnswerOnly},
                    [method](const QueensInstance& own, const SolveOptions& options) {
                      return solve_locked(own, method, options);
                    }};
    };
    const auto count = [](queens::CountMethod method, const char* summary) {
      return Method{{.name = count_method_name(method),
                     .family = MethodFamily::kCount,
                     .summary = summary,
                     .checkpoints = true},
                    [method](const QueensInstance& own, const SolveOptions& options) {
                      return count_solutions(own, method, options);
                    }};
    };
    const auto large = [](queens::LargeMethod method, MethodFamily family, const char* summary) {
      return Method{{.name = queens::to_string(method), .family = family, .summary = summary},
                    [method](const QueensInstance& own, const SolveOptions& options) {
                      return solve_unlocked(own, method, options);
                    }};
    };
    using queens::LockedMethod;
    const MethodFamily search = MethodFamily::kSearch;
    return {
        locked(LockedMethod::kBrute, search,
               "every set of N free squares in turn, judged when complete"),
        locked(LockedMethod::kRows, search,
               "one queen per row, every column in turn, judged when complete"),
        locked(LockedMethod::kBacktrack, search,
               "row by row, a board abandoned at its first conflict"),
        locked(LockedMethod::kForward, search,
               "backtracking over free squares, abandoned when a later row has none"),
        locked(LockedMethod::kPropagate, search,
               "forward checking, the most constrained row first, forced rows at once"),
        locked(LockedMethod::kSat, MethodFamily::kSat,
               "CNF with CaDiCaL; more solutions by blocking clauses", SolverLibrary::kCadical),
        count(queens::CountMethod::kJoin,
              "every solution by joining half boards on their diagonals, and up to symmetry"),
        count(queens::CountMethod::kBacktrack,
              "every solution by bitboard backtracking with symmetry reduction"),
        large(queens::LargeMethod::kConstruct, MethodFamily::kConstruct,
              "the closed-form construction by N mod 6"),
        large(queens::LargeMethod::kMinConflicts, MethodFamily::kLocalSearch,
              "column swaps that lower the diagonal collisions, from a greedy start"),
    };
  }

  std::string default_method_for(const QueensInstance& own) const override {
    if (!own.locks().empty()) return "propagate";
    return own.n() <= kMaxBacktrackDefaultN ? "backtrack" : "construct";
  }

  // Every placement a completion of the locked board: n queens, none attacking another, each
  // lock in place. A count has nothing to replay.
  RulesVerdict replay(const QueensInstance& own, const QueensAnswer& answer) const override {
    if (answer.kind == QueensAnswer::Kind::kCount) return RulesVerdict::nothing_to_replay();
    // A board without locks may be far larger than the locked-queen methods take (LockedBoard).
    const auto completes = [&](const queens::Placement& placement) {
      if (own.locks().empty())
        return static_cast<int>(placement.size()) == own.n() && queens::is_solution(placement);
      return queens::is_completion(own.locked_board(), placement);
    };
    for (const queens::Placement& placement : answer.placements) {
      if (!completes(placement))
        return RulesVerdict::broken("two queens attack each other, or a lock is empty");
    }
    return RulesVerdict::holds();
  }

  // Boards past kMaxListedQueens list their first rows only (about 1 MB of JSON at the cap).
  nlohmann::json answer_json(const QueensInstance& own, const QueensAnswer& answer) const override {
    nlohmann::json out = nlohmann::json::object();
    switch (answer.kind) {
      case QueensAnswer::Kind::kFirst: {
        const queens::Placement& placement = answer.placements.front();
        if (own.n() <= kMaxListedQueens) return {{"queens", squares_json(placement)}};
        nlohmann::json first = nlohmann::json::array();
        for (int row = 0; row < kQueensListedBeyond; ++row)
          first.push_back(queens::square_name({placement[row], row}, own.n()));
        return {{"first_queens", std::move(first)}};
      }
      case QueensAnswer::Kind::kSeveral: {
        nlohmann::json solutions = nlohmann::json::array();
        for (const queens::Placement& placement : answer.placements)
          solutions.push_back(squares_json(placement));
        out["solutions"] = std::move(solutions);
        set_count(out, "count", answer.placements.size());
        return out;
      }
      case QueensAnswer::Kind::kCount:
        set_count(out, "count", answer.count.total);
        set_count(out, "unique", answer.count.unique);
        return out;
    }
    internal_error("queens: an answer of no known kind");
  }

  // The locked-queen methods trace themselves; construct and min-conflicts are told as their
  // placement, a count or several solutions as the empty board.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const QueensInstance& own,
                                                       const QueensAnswer* answer,
                                                       const Report&) const override {
    const bool one = answer != nullptr && answer->kind == QueensAnswer::Kind::kFirst;
    auto told = std::make_unique<PlacementTrace>(own, one ? &answer->placements.front() : nullptr);
    if (one) return told;
    return std::make_unique<trace::StartOnlyTrace>(told->instance(), told->state());
  }

  std::vector<ModelInfo> models() const override {
    return {{"placement",
             {ModelFormat::kDimacs},
             "one variable a square, exactly one queen a row and a column, at most one a "
             "diagonal, a unit clause a lock (the sat method's CNF)",
             /*answers_read=*/true}};
  }

  void write_own_model(const QueensInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model != "placement" || format != ModelFormat::kDimacs)
      return Puzzle::write_model(own, model, format, out);
    sat::Cnf cnf = queens::encode_locked_sat(own.locked_board());
    cnf.comments.insert(cnf.comments.begin(), "PuzzleLab N-queens: " + own.canonical());
    sat::write_dimacs(cnf, out);
  }

  // A SAT solver's answer to the placement model, read with the encoding that wrote it and
  // checked by is_completion.
  QueensReport read_own_answer(const QueensInstance& own, const std::string& model,
                               const std::string& text, const std::string& source) const override {
    if (model != "placement") return TypedPuzzle::read_own_answer(own, model, text, source);
    const queens::LockedBoard board = own.locked_board();
    const std::optional<queens::Placement> placement =
        queens::decode_placement_answer(board, text, source);
    if (!placement) {
      return QueensReport::no_solution(
          "the solver proved that no completion of the locked board exists");
    }
    QueensReport report;
    report.status = Status::kSolved;
    report.answer = QueensAnswer{QueensAnswer::Kind::kFirst, {*placement}, {}};
    report.summary = plural(placement->size(), "queen");
    report.note = "the solver's answer decodes to this placement, checked against the rules";
    report.drawing = queens::draw_placement(board, *placement, glyphs(DrawStyle{}));
    return report;
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"13 (count-backtrack)", "size=13", "count-backtrack"},
            {"15 (count-join)", "size=15", "count-join"},
            {"8 lock=d5 (forward)", "size=8 lock=d5", "forward"},
            {"8 lock=d5 (sat)", "size=8 lock=d5", "sat"}};
  }

  std::string draw_instance(const QueensInstance& own, const DrawStyle& style) const override {
    const int n = own.n();
    std::string out = std::to_string(n) + " queens on a " + std::to_string(n) + "x" +
                      std::to_string(n) + " board";
    for (std::size_t i = 0; i < own.locks().size(); ++i)
      out += (i == 0 ? ", locked: " : " ") + queens::square_name(own.locks()[i], n);
    out += '\n';
    if (n <= queens::kMaxDrawnBoard) {
      queens::Placement locks_only(n, -1);
      for (const queens::Square& lock : own.locks()) locks_only[lock.row] = lock.col;
      out += queens::draw_placement(own.locked_board(), locks_only, glyphs(style));
    }
    return out;
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_queens_puzzle() {
  return std::make_unique<QueensPuzzle>();
}

}  // namespace puzzlelab
