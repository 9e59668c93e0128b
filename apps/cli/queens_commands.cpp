// puzzlelab queens: exact counts (count), one solution for very large boards (solve), and the
// Queen's Challenge: completions of a board with locked queens (solve --lock, by the search
// methods) and the table over every locked square (challenge, in queens_challenge.cpp).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "puzzles/queens/count.hpp"
#include "puzzles/queens/locked_solve.hpp"
#include "puzzles/queens/placement_text.hpp"
#include "puzzles/queens/solve_large.hpp"
#include "puzzles/queens/traced_solve.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {

// queens_challenge.cpp: adds `queens challenge` under `queens`.
void register_queens_challenge(CLI::App& queens);

namespace {

// Boards up to queens::kMaxDrawnBoard are drawn; larger ones are summarised by their first
// columns.
using queens::kMaxDrawnBoard;
constexpr int kSummaryColumns = 16;
// JSON lists the queens only up to this size unless --full: a million pairs is 20 MB of text.
constexpr int kMaxListedBoard = 1000;

struct CountCommandOptions {
  int n = 0;
  std::string method = "auto";
  int threads = 0;
  SearchLimits limits;
  OutputFormat format = OutputFormat::kText;
};

struct SolveCommandOptions {
  int n = 0;
  std::string method;  // empty: construct, or propagate when --lock, --all or --trace is given
  OutputFormat format = OutputFormat::kText;
  bool show = false;
  bool full = false;
  // The locked-queen (search) methods only.
  std::vector<std::string> locks;
  bool all = false;
  TraceRequest trace;
  SearchLimits limits;
  bool limits_given = false;
};

int run_count(const CountCommandOptions& opt) {
  queens::CountOptions options;
  const auto method = queens::parse_count_method(opt.method);
  if (!method) throw InputError("unknown counting method " + opt.method);
  options.method = *method;
  options.threads = opt.threads;
  options.limits = opt.limits;
  const queens::CountResult result = queens::count_queens(opt.n, options);
  const bool stopped = result.status == queens::CountStatus::kStopped;
  const bool join = result.method == queens::CountMethod::kJoin;
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = {
        {"n", opt.n},
        {"status", to_string(result.status)},
        {"method", to_string(result.method)},
        {"count", {{"total", result.count.total}, {"unique", result.count.unique}}},
        {"tasks", result.tasks},
        {"seconds", result.seconds},
        {"threads", result.threads},
    };
    // The measure of work differs by method: queens placed, or half boards joined.
    if (join) {
      out["half_boards"] = result.half_boards;
    } else {
      out["nodes"] = result.nodes;
    }
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    std::printf("%d queens, method %s\n", opt.n, to_string(result.method).c_str());
    if (stopped) std::printf("Stopped by the time limit: the counts below are lower bounds.\n");
    std::printf("Solutions:        %llu\n", static_cast<unsigned long long>(result.count.total));
    std::printf("Up to symmetry:   %llu\n", static_cast<unsigned long long>(result.count.unique));
    std::printf("Time:             %.3f s on %d thread%s\n", result.seconds, result.threads,
                result.threads == 1 ? "" : "s");
  }
  return stopped ? kExitStopped : kExitSolved;
}

void draw_board(const queens::Placement& placement) {
  const int n = static_cast<int>(placement.size());
  for (int row = 0; row < n; ++row) {
    std::string line;
    for (int col = 0; col < n; ++col) {
      if (col > 0) line += ' ';
      line += placement[row] == col ? 'Q' : '.';
    }
    std::printf("%s\n", line.c_str());
  }
}

// "columns by row: 1 3 5 ..." with the first `count` rows, or all of them.
void print_columns(const queens::Placement& placement, std::size_t count) {
  const std::size_t shown = std::min(count, placement.size());
  std::printf("Columns by row (0-based)%s:", shown < placement.size() ? ", first rows" : "");
  for (std::size_t row = 0; row < shown; ++row) std::printf(" %d", placement[row]);
  std::printf("%s\n", shown < placement.size() ? " ..." : "");
}

// --- solve with locked queens: the search methods and SAT -----------------------------------

nlohmann::json count_json(const queens::BigCount& count) {
  if (count.value) return *count.value;
  return count.decimal;  // past 64 bits: the exact digits as a string
}

nlohmann::json placement_json(const queens::Placement& placement) {
  nlohmann::json queens = nlohmann::json::array();
  for (int row = 0; row < static_cast<int>(placement.size()); ++row) {
    queens.push_back({placement[row], row});
  }
  return queens;
}

// Rank N at the top, a1 bottom-left; locked queens are drawn L.
void draw_locked_board(const queens::LockedBoard& board, const queens::Placement& placement) {
  std::fputs(queens::draw_placement(board, placement).c_str(), stdout);
}

std::string squares_text(const queens::Placement& placement) {
  std::string text;
  for (const std::string& square : queens::placement_squares(placement))
    text += (text.empty() ? "" : " ") + square;
  return text;
}

int run_locked_solve(const SolveCommandOptions& opt, queens::LockedMethod method) {
  const queens::LockedBoard board = queens::parse_locked_board(opt.n, opt.locks);

  queens::LockedOptions options;
  options.method = method;
  options.all = opt.all;
  options.limits = opt.limits;
  TraceOutput trace(opt.trace);
  const queens::LockedResult result =
      trace.writer() != nullptr ? queens::solve_locked_traced(board, options, *trace.writer())
                                : queens::solve_locked(board, options);

  const std::string name = queens::to_string(method);
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json lock_list = nlohmann::json::array();
    for (const queens::Square& s : board.locks) lock_list.push_back({s.col, s.row});
    nlohmann::json solutions = nlohmann::json::array();
    for (const queens::Placement& p : result.solutions) solutions.push_back(placement_json(p));
    nlohmann::json out = {
        {"n", opt.n},
        {"method", name},
        {"status", queens::to_string(result.status)},
        {"locks", std::move(lock_list)},
        {"all", opt.all},
        {"solution_count", result.solutions.size()},
        {"solutions", std::move(solutions)},
        {"verified", true},
        {"boards_examined", result.boards},
        {"seconds", result.seconds},
    };
    if (result.full_run_boards) out["boards_full_run"] = count_json(*result.full_run_boards);
    if (!result.no_solution_reason.empty()) out["reason"] = result.no_solution_reason;
    if (method == queens::LockedMethod::kSat) {
      out["sat_conflicts"] = result.sat_conflicts;
      out["sat_decisions"] = result.sat_decisions;
    }
    trace.add_to_json(out);
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    std::string locked;
    for (const queens::Square& s : board.locks) locked += " " + queens::square_name(s, opt.n);
    std::printf("%d queens%s%s, method %s\n", opt.n,
                locked.empty() ? "" : ", locked:", locked.c_str(), name.c_str());
    if (!result.no_solution_reason.empty()) {
      std::printf("No completion: %s.\n", result.no_solution_reason.c_str());
    } else {
      if (result.status == queens::LockedStatus::kStopped) {
        std::printf("Stopped by the limit: %zu completion%s found before it.\n",
                    result.solutions.size(), result.solutions.size() == 1 ? "" : "s");
      } else if (result.solutions.empty()) {
        std::printf("No completion exists.\n");
      } else {
        std::printf("%zu completion%s%s (verified)\n", result.solutions.size(),
                    result.solutions.size() == 1 ? "" : "s", opt.all ? ", all of them" : "");
      }
      std::printf("Boards examined: %llu", static_cast<unsigned long long>(result.boards));
      if (result.full_run_boards) {
        std::printf(" (a full run examines %s)", result.full_run_boards->decimal.c_str());
      }
      std::printf("\n");
      if (method == queens::LockedMethod::kSat) {
        std::printf("CaDiCaL: %llu decisions, %llu conflicts\n",
                    static_cast<unsigned long long>(result.sat_decisions),
                    static_cast<unsigned long long>(result.sat_conflicts));
      }
      std::printf("Time: %.3f s\n", result.seconds);
      if (!result.solutions.empty()) draw_locked_board(board, result.solutions.front());
      if (opt.all || opt.show) {
        for (std::size_t i = 0; i < result.solutions.size(); ++i) {
          std::printf("%zu: %s\n", i + 1, squares_text(result.solutions[i]).c_str());
        }
      }
    }
    trace.print_text();
  }
  switch (result.status) {
    case queens::LockedStatus::kSolved:
      return kExitSolved;
    case queens::LockedStatus::kNoSolution:
      return kExitNoSolution;
    case queens::LockedStatus::kStopped:
      return kExitStopped;
  }
  return kExitSolved;
}

// --- solve without locks: one solution for very large boards ---------------------------------

int run_large_solve(const SolveCommandOptions& opt, queens::LargeMethod method) {
  const queens::LargeSolution solution = queens::solve_large(opt.n, {method, 1});
  const bool solved = solution.status == queens::SolveStatus::kSolved;
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = {
        {"n", opt.n},
        {"method", to_string(method)},
        {"status", solved ? "solved" : "no_solution"},
        {"solution_count", solved ? 1 : 0},
        {"verified", solution.verified},
        {"seconds", solution.seconds},
    };
    nlohmann::json solutions = nlohmann::json::array();
    if (solved && (opt.n <= kMaxListedBoard || opt.full)) {
      nlohmann::json queens = nlohmann::json::array();
      for (int row = 0; row < opt.n; ++row) queens.push_back({solution.placement[row], row});
      solutions.push_back(std::move(queens));
    }
    out["solutions"] = std::move(solutions);
    std::printf("%s\n", out.dump(2).c_str());
  } else if (!solved) {
    std::printf("%d queens: no solution exists (every placement has two queens in a line).\n",
                opt.n);
  } else {
    std::printf("%d queens, method %s: solved (verified) in %.3f s\n", opt.n,
                to_string(method).c_str(), solution.seconds);
    if (opt.n <= kMaxDrawnBoard) draw_board(solution.placement);
    if (opt.n > kMaxDrawnBoard || opt.show) {
      print_columns(solution.placement, opt.show ? solution.placement.size() : kSummaryColumns);
    }
  }
  return solved ? kExitSolved : kExitNoSolution;
}

int run_solve(const SolveCommandOptions& opt) {
  const bool search_options = !opt.locks.empty() || opt.all || !opt.trace.path.empty();
  std::string method = opt.method;
  if (method.empty()) method = search_options ? "propagate" : "construct";
  if (const auto locked = queens::parse_locked_method(method))
    return run_locked_solve(opt, *locked);
  if (search_options || opt.limits_given) {
    throw InputError(
        "--lock, --all, --trace, --node-limit and --time-limit need a search method "
        "(brute, rows, backtrack, forward, propagate or sat), not " +
        method);
  }
  const auto large = queens::parse_large_method(method);
  if (!large) throw InputError("unknown method " + method);
  return run_large_solve(opt, *large);
}

void add_n_argument(CLI::App& command, int& n) {
  // Range checks live in the library so that CLI and API refuse the same N with one message.
  command.add_option("N", n, "board size (N queens on an N x N board)")->required();
}

}  // namespace

void register_queens_commands(CLI::App& app) {
  CLI::App* queens = app.add_subcommand("queens", "The N-queens puzzle: count and solve");
  queens->require_subcommand(1);

  auto count_opt = std::make_shared<CountCommandOptions>();
  CLI::App* count = queens->add_subcommand(
      "count",
      "Count every solution exactly, and the solutions up to rotation and reflection, over worker "
      "threads: by joining half boards on their diagonals, or by bitboard backtracking with "
      "symmetry reduction");
  add_n_argument(*count, count_opt->n);
  count
      ->add_option("--method", count_opt->method,
                   "join (half boards joined on their diagonals; N = 4.." +
                       std::to_string(queens::kMaxJoinCountN) +
                       "), backtrack (bitboard search, any N) or auto (default: join where it "
                       "applies)")
      ->transform(CLI::IsMember({"auto", "join", "backtrack"}, CLI::ignore_case))
      ->option_text("METHOD");
  add_threads_option(*count, count_opt->threads, queens::kMaxCountThreads);
  add_format_option(*count, count_opt->format);
  add_limit_options(*count, count_opt->limits, /*nodes=*/false);
  count->callback([count_opt] { command_exit_status() = run_count(*count_opt); });

  auto solve_opt = std::make_shared<SolveCommandOptions>();
  CLI::App* solve = queens->add_subcommand(
      "solve",
      "Find one solution, for N up to 100,000,000: a closed-form construction or "
      "min-conflicts local search, verified before it is printed. With --lock (N <= 32): "
      "complete a board with locked queens by a search method, counting the boards it examines");
  add_n_argument(*solve, solve_opt->n);
  solve
      ->add_option("--method", solve_opt->method,
                   "construct (default without --lock) or min-conflicts; with locked queens: "
                   "brute, rows, backtrack, forward, propagate (default) or sat")
      ->transform(CLI::IsMember({"construct", "min-conflicts", "brute", "rows", "backtrack",
                                 "forward", "propagate", "sat"},
                                CLI::ignore_case))
      ->option_text("METHOD");
  solve
      ->add_option("--lock", solve_opt->locks,
                   "lock a queen on SQ: chess notation (d5; a1 bottom-left) or 0-based x,y from "
                   "the bottom-left; repeat for more locks")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->option_text("SQ");
  solve->add_flag("--all", solve_opt->all, "search methods: find every completion");
  add_trace_options(*solve, solve_opt->trace);
  add_limit_options(*solve, solve_opt->limits);
  add_format_option(*solve, solve_opt->format);
  solve->add_flag("--show", solve_opt->show, "text: list the column of every row's queen");
  solve->add_flag("--full", solve_opt->full,
                  "json: list the queens for any N (by default only up to N = 1000)");
  solve->callback([solve_opt, solve] {
    solve_opt->limits_given = solve->count("--node-limit") > 0 || solve->count("--time-limit") > 0;
    command_exit_status() = run_solve(*solve_opt);
  });

  register_queens_challenge(*queens);
}

}  // namespace puzzlelab::cli
