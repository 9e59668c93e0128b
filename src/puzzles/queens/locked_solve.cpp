#include "puzzles/queens/locked_solve.hpp"

#include <algorithm>
#include <bit>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/enumerate.hpp"
#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "puzzles/queens/encode_sat.hpp"

namespace puzzlelab::queens {
namespace {

// What one completion kept in the result costs: the placement (its vector and one int a row),
// and for sat the blocking clause CaDiCaL keeps (a literal a row and its clause overhead).
std::uint64_t completion_bytes(int n) {
  return sizeof(Placement) + 2 * static_cast<std::uint64_t>(n) * sizeof(int) + 96;
}

// The completions that fit in the memory limit.
std::uint64_t max_completions_kept(const LockedOptions& options, int n) {
  return std::max<std::uint64_t>(1, options.limits.memory_bytes / completion_bytes(n));
}

std::string completions_note(const LockedOptions& options, std::size_t kept, int n) {
  return memory_limit_note(options.limits.memory_bytes,
                           "the completions found hold " + rough_count(kept) + " boards (" +
                               memory_text(kept * completion_bytes(n)) + ")");
}

using Mask = std::uint32_t;  // one bit per column; kMaxLockedN = 32

Mask column_bit(int col) {
  return Mask{1} << col;
}

// State shared by the search methods: the queens on the board (locks included), line occupancy
// for O(1) attack tests, the limit guard and the completions found.
template <class Sink>
class Search {
 public:
  Search(const LockedBoard& board, const LockedOptions& options, Sink& sink, LockedResult& result)
      : board_(board),
        n_(board.n),
        options_(options),
        sink_(sink),
        result_(result),
        guard_(options.limits),
        cols_(n_, -1),
        row_count_(n_, 0),
        col_count_(n_, 0),
        diag_count_(2 * n_ - 1, 0),
        anti_count_(2 * n_ - 1, 0) {
    for (const Square& lock : board.locks) {
      add(lock.row, lock.col);
      locked_row_[lock.row] = true;
    }
    for (int row = 0; row < n_; ++row) {
      if (!locked_row_[row]) free_rows_.push_back(row);
    }
  }

  void run() {
    switch (options_.method) {
      case LockedMethod::kBrute:
        brute();
        break;
      case LockedMethod::kRows:
        rows();
        break;
      case LockedMethod::kBacktrack:
        if (free_rows_.empty())
          record();
        else
          backtrack(0);
        break;
      case LockedMethod::kForward:
        forward();
        break;
      case LockedMethod::kPropagate:
        propagate();
        break;
      case LockedMethod::kSat:
        internal_error("Search::run: sat is not a search method");
    }
    result_.boards = guard_.nodes();
    if (found_enough()) {
      result_.status = LockedStatus::kSolved;
    } else if (limit_hit_) {
      result_.status = LockedStatus::kStopped;
    } else {
      result_.status =
          result_.solutions.empty() ? LockedStatus::kNoSolution : LockedStatus::kSolved;
    }
  }

 private:
  // --- the board --------------------------------------------------------------------------
  bool attacked(int row, int col) const {
    return row_count_[row] != 0 || col_count_[col] != 0 || diag_count_[row - col + n_ - 1] != 0 ||
           anti_count_[row + col] != 0;
  }
  void add(int row, int col) {
    ++row_count_[row];
    ++col_count_[col];
    ++diag_count_[row - col + n_ - 1];
    ++anti_count_[row + col];
  }
  void take_away(int row, int col) {
    --row_count_[row];
    --col_count_[col];
    --diag_count_[row - col + n_ - 1];
    --anti_count_[row + col];
  }

  // --- counting and stopping -----------------------------------------------------------------
  // One board examined.
  void tick() { limit_hit_ = guard_.tick() || limit_hit_; }
  bool found_enough() const { return queens::found_enough(options_, result_.solutions.size()); }
  bool should_stop() const { return found_enough() || limit_hit_; }

  // Records cols_ (every row filled) as a completion. `counts_board`: no placed queen made the
  // board judged (every queen locked), so the solution event counts it in a trace.
  void record(bool counts_board = false) {
    record(Placement(cols_.begin(), cols_.end()), counts_board);
  }
  void record(Placement placement, bool counts_board = false) {
    for (const Square& lock : board_.locks) placement[lock.row] = lock.col;
    if (!is_completion(board_, placement)) {
      internal_error("queens " + to_string(options_.method) + " reported a board that is not a " +
                     "completion");
    }
    if constexpr (Sink::kEnabled) sink_.solution(placement, counts_board);
    result_.solutions.push_back(std::move(placement));
    if (result_.solutions.size() >= max_kept_) {
      limit_hit_ = true;
      result_.memory_note = completions_note(options_, result_.solutions.size(), n_);
    }
  }

  // --- brute: every combination of free squares, nested-loop order --------------------------
  void brute() {
    for (int row = 0; row < n_; ++row) {
      for (int col = 0; col < n_; ++col) {
        if (!is_lock(row, col)) {
          free_squares_.push_back({col, row});
        }
      }
    }
    const int k = board_.queens_left();
    chosen_.assign(std::max(k, 0), Square{});
    if (k <= 0) {
      tick();
      record(true);
      return;
    }
    brute_level(0, 0, true);
  }
  bool is_lock(int row, int col) const {
    return std::find(board_.locks.begin(), board_.locks.end(), Square{col, row}) !=
           board_.locks.end();
  }
  // Returns true to stop the whole search.
  bool brute_level(int depth, int start, bool prefix_ok) {
    const int k = static_cast<int>(chosen_.size());
    const int last = static_cast<int>(free_squares_.size()) - (k - depth);
    for (int i = start; i <= last; ++i) {
      const Square s = free_squares_[i];
      const bool ok = prefix_ok && !attacked(s.row, s.col);
      chosen_[depth] = s;
      // Only a complete board is judged, so only its last queen makes a node.
      if constexpr (Sink::kEnabled) sink_.place(s.row, s.col, depth + 1 == k);
      bool stop;
      if (depth + 1 == k) {
        tick();
        if (ok) {
          Placement placement(n_, -1);
          for (const Square& q : chosen_) placement[q.row] = q.col;
          record(std::move(placement));
        } else if constexpr (Sink::kEnabled) {
          sink_.conflict(s.row, s.col);
        }
        stop = should_stop();
      } else {
        add(s.row, s.col);
        stop = brute_level(depth + 1, i + 1, ok);
        take_away(s.row, s.col);
      }
      if constexpr (Sink::kEnabled) sink_.remove(s.row, s.col);
      if (stop) return true;
    }
    return false;
  }

  // --- rows: one queen per free row, every column, odometer order ---------------------------
  void rows() {
    if (free_rows_.empty()) {
      tick();
      record(true);
      return;
    }
    rows_level(0, true);
  }
  bool rows_level(int depth, bool prefix_ok) {
    const int row = free_rows_[depth];
    const bool innermost = depth + 1 == static_cast<int>(free_rows_.size());
    for (int col = 0; col < n_; ++col) {
      const bool ok = prefix_ok && !attacked(row, col);
      cols_[row] = col;
      if constexpr (Sink::kEnabled) sink_.place(row, col, innermost);
      bool stop;
      if (innermost) {
        tick();
        if (ok) {
          record();
        } else if constexpr (Sink::kEnabled) {
          sink_.conflict(row, col);
        }
        stop = should_stop();
      } else {
        add(row, col);
        stop = rows_level(depth + 1, ok);
        take_away(row, col);
      }
      cols_[row] = -1;
      if constexpr (Sink::kEnabled) sink_.remove(row, col);
      if (stop) return true;
    }
    return false;
  }

  // --- backtrack: row by row, a partial board is abandoned at its first conflict --------------
  bool backtrack(int depth) {
    const int row = free_rows_[depth];
    const bool last = depth + 1 == static_cast<int>(free_rows_.size());
    for (int col = 0; col < n_; ++col) {
      if constexpr (Sink::kEnabled) sink_.place(row, col);
      tick();
      bool stop;
      if (attacked(row, col)) {
        if constexpr (Sink::kEnabled) sink_.conflict(row, col);
        stop = should_stop();
      } else {
        add(row, col);
        cols_[row] = col;
        if (last) record();
        stop = should_stop() || (!last && backtrack(depth + 1));
        cols_[row] = -1;
        take_away(row, col);
      }
      if constexpr (Sink::kEnabled) sink_.remove(row, col);
      if (stop) return true;
    }
    return false;
  }

  // --- domains: the free columns of each row, for forward checking and propagation ----------
  void init_domains() {
    domain_.fill(0);
    for (int row : free_rows_) {
      for (int col = 0; col < n_; ++col) {
        if (!attacked(row, col)) domain_[row] |= column_bit(col);
      }
    }
  }
  // Removes from every unfilled row other than `row` the squares a queen on (row, col) attacks.
  void prune(int row, int col) {
    for (int other : free_rows_) {
      if (other == row || cols_[other] >= 0) continue;
      const int delta = other > row ? other - row : row - other;
      Mask hit = column_bit(col);
      if (col + delta < n_) hit |= column_bit(col + delta);
      if (col - delta >= 0) hit |= column_bit(col - delta);
      domain_[other] &= ~hit;
    }
  }
  // The lowest unfilled free row with no free square, or -1.
  int wiped_row() const {
    for (int row : free_rows_) {
      if (cols_[row] < 0 && domain_[row] == 0) return row;
    }
    return -1;
  }

  // --- forward: row by row over free squares only; abandon when a later row has none ----------
  void forward() {
    init_domains();
    if (free_rows_.empty()) {
      record();
      return;
    }
    if (const int row = wiped_row(); row >= 0) {
      if constexpr (Sink::kEnabled) sink_.conflict(row, -1);
      return;
    }
    forward_level(0);
  }
  bool forward_level(int depth) {
    const int row = free_rows_[depth];
    const bool last = depth + 1 == static_cast<int>(free_rows_.size());
    for (Mask options = domain_[row]; options != 0; options &= options - 1) {
      const int col = std::countr_zero(options);
      if constexpr (Sink::kEnabled) sink_.place(row, col);
      tick();
      const auto saved = domain_;
      cols_[row] = col;
      prune(row, col);
      bool stop;
      if (last) {
        record();
        stop = should_stop();
      } else if (const int wiped = wiped_row(); wiped >= 0) {
        if constexpr (Sink::kEnabled) sink_.conflict(wiped, -1);
        stop = should_stop();
      } else {
        stop = should_stop() || forward_level(depth + 1);
      }
      domain_ = saved;
      cols_[row] = -1;
      if constexpr (Sink::kEnabled) sink_.remove(row, col);
      if (stop) return true;
    }
    return false;
  }

  // --- propagate: forward checking, most constrained row first, forced rows filled at once ----
  void propagate() {
    init_domains();
    propagate_level();
  }
  void place_counted(int row, int col) {
    if constexpr (Sink::kEnabled) sink_.place(row, col);
    tick();
    saved_domains_.push_back(domain_);
    cols_[row] = col;
    ++placed_;
    prune(row, col);
  }
  void undo_place(int row) {
    if constexpr (Sink::kEnabled) sink_.remove(row, cols_[row]);
    domain_ = saved_domains_.back();
    saved_domains_.pop_back();
    cols_[row] = -1;
    --placed_;
  }
  // Returns true to stop the whole search.
  bool propagate_level() {
    std::vector<int> forced;
    bool stop = false;
    while (true) {
      if (placed_ == static_cast<int>(free_rows_.size())) {
        record();
        break;
      }
      if (const int wiped = wiped_row(); wiped >= 0) {
        if constexpr (Sink::kEnabled) sink_.conflict(wiped, -1);
        break;
      }
      if (should_stop()) break;
      // The unfilled row with the fewest free squares, the lowest on ties.
      int best = -1;
      int best_size = n_ + 1;
      for (int row : free_rows_) {
        if (cols_[row] >= 0) continue;
        const int size = std::popcount(domain_[row]);
        if (size < best_size) {
          best = row;
          best_size = size;
        }
      }
      if (best_size == 1) {  // forced: fill it and propagate again
        place_counted(best, std::countr_zero(domain_[best]));
        forced.push_back(best);
        continue;
      }
      for (Mask options = domain_[best]; options != 0; options &= options - 1) {
        place_counted(best, std::countr_zero(options));
        stop = propagate_level();
        undo_place(best);
        if (stop) break;
      }
      break;
    }
    for (auto it = forced.rbegin(); it != forced.rend(); ++it) undo_place(*it);
    return stop || should_stop();
  }

  const LockedBoard& board_;
  const int n_;
  const LockedOptions& options_;
  Sink& sink_;
  LockedResult& result_;
  LimitGuard guard_;
  bool limit_hit_ = false;
  std::size_t max_kept_ = max_completions_kept(options_, n_);

  std::vector<int> cols_;  // column of each row's queen, -1 when empty (locks kept apart)
  std::array<bool, kMaxLockedN> locked_row_{};
  std::vector<int> free_rows_;  // rows without a lock, bottom to top
  std::vector<int> row_count_, col_count_, diag_count_, anti_count_;

  std::vector<Square> free_squares_;  // brute
  std::vector<Square> chosen_;        // brute

  std::array<Mask, kMaxLockedN> domain_{};  // forward, propagate
  std::vector<std::array<Mask, kMaxLockedN>> saved_domains_;
  int placed_ = 0;
};

// A model is traced as its free queens put on the board, the solution, and the queens taken
// off again, so that at every solution event the board is that solution.
template <class Sink>
void trace_model(const LockedBoard& board, const Placement& placement, Sink& sink) {
  std::array<bool, kMaxLockedN> locked_row{};
  for (const Square& lock : board.locks) locked_row[lock.row] = true;
  for (int row = 0; row < board.n; ++row) {
    if (!locked_row[row]) sink.place(row, placement[row], false);
  }
  sink.solution(placement, true);  // each model is one board examined
  for (int row = board.n - 1; row >= 0; --row) {
    if (!locked_row[row]) sink.remove(row, placement[row]);
  }
}

template <class Sink>
void solve_sat(const LockedBoard& board, const LockedOptions& options, Sink& sink,
               LockedResult& result) {
  const int n = board.n;
  const sat::Cnf cnf = encode_locked_sat(board);
  sat::CadicalSolver solver(cnf);
  // Models are the boards examined, so the node limit caps them too; the first call is made
  // whatever the limit, as a search examines its first board.
  const std::uint64_t wanted = !options.all                ? 1
                               : options.max_solutions > 0 ? options.max_solutions
                                                           : ~std::uint64_t{0};
  const std::uint64_t by_memory = max_completions_kept(options, n);
  const std::uint64_t cap =
      std::min({wanted, std::max<std::uint64_t>(options.limits.nodes, 1), by_memory});
  BackendLimits limits;
  limits.seconds = options.limits.seconds;
  const sat::Enumeration run =
      sat::enumerate_models(solver, cap, limits, [&](const sat::SatResult& answer) {
        // Decode: the column of each row's queen; the checks below catch anything malformed.
        ++result.boards;
        Placement placement(n, -1);
        std::vector<sat::Lit> blocking;
        for (int row = 0; row < n; ++row) {
          for (int col = 0; col < n; ++col) {
            if (answer.value(square_variable(n, row, col))) {
              placement[row] = col;
              blocking.push_back(-square_variable(n, row, col));
            }
          }
        }
        if (!is_completion(board, placement)) {
          internal_error("queens sat: CaDiCaL's model decodes to a board that is not a completion");
        }
        if constexpr (Sink::kEnabled) trace_model(board, placement, sink);
        result.solutions.push_back(std::move(placement));
        return blocking;
      });
  result.sat_conflicts += run.stats.conflicts;
  result.sat_decisions += run.stats.decisions;
  if (found_enough(options, result.solutions.size())) {
    result.status = LockedStatus::kSolved;
  } else if (run.end == sat::EnumerationEnd::kCapped && result.solutions.size() >= by_memory) {
    result.status = LockedStatus::kStopped;
    result.memory_note = completions_note(options, result.solutions.size(), n);
  } else if (run.end != sat::EnumerationEnd::kExhausted) {
    result.status = LockedStatus::kStopped;
  } else {
    result.status = result.solutions.empty() ? LockedStatus::kNoSolution : LockedStatus::kSolved;
  }
}

}  // namespace

std::string to_string(LockedMethod method) {
  switch (method) {
    case LockedMethod::kBrute:
      return "brute";
    case LockedMethod::kRows:
      return "rows";
    case LockedMethod::kBacktrack:
      return "backtrack";
    case LockedMethod::kForward:
      return "forward";
    case LockedMethod::kPropagate:
      return "propagate";
    case LockedMethod::kSat:
      return "sat";
  }
  return "?";
}

std::optional<LockedMethod> parse_locked_method(const std::string& name) {
  return parse_named(kLockedMethods, name);
}

std::string to_string(LockedStatus status) {
  switch (status) {
    case LockedStatus::kSolved:
      return "solved";
    case LockedStatus::kNoSolution:
      return "no_solution";
    case LockedStatus::kStopped:
      return "stopped";
  }
  return "?";
}

bool found_enough(const LockedOptions& options, std::size_t found) {
  if (!options.all) return found > 0;
  return options.max_solutions > 0 && found >= options.max_solutions;
}

template <class Sink>
LockedResult solve_locked(const LockedBoard& board, const LockedOptions& options, Sink& sink) {
  Stopwatch clock;
  LockedResult result;
  result.method = options.method;
  if (options.method == LockedMethod::kBrute) result.full_run_boards = brute_board_count(board);
  if (options.method == LockedMethod::kRows) result.full_run_boards = rows_board_count(board);
  if constexpr (Sink::kEnabled) sink.start(board, to_string(options.method));
  if (auto reason = attacking_locks(board)) {
    result.status = LockedStatus::kNoSolution;
    result.no_solution_reason = std::move(*reason);
  } else if (options.method == LockedMethod::kSat) {
    solve_sat(board, options, sink, result);
  } else {
    Search<Sink>(board, options, sink, result).run();
  }
  result.seconds = clock.seconds();
  if constexpr (Sink::kEnabled) {
    sink.end(result.boards, result.solutions.size(), result.status == LockedStatus::kStopped);
  }
  return result;
}

template LockedResult solve_locked<NullSink>(const LockedBoard&, const LockedOptions&, NullSink&);
template LockedResult solve_locked<TraceSink>(const LockedBoard&, const LockedOptions&, TraceSink&);

}  // namespace puzzlelab::queens
