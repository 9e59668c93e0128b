// puzzlelab queens: exact counts (count) and one solution for very large boards (solve).
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/queens/count.hpp"
#include "puzzles/queens/solve_large.hpp"

namespace puzzlelab::cli {
namespace {

// Boards up to this size are drawn; larger ones are summarised by their first columns.
constexpr int kMaxDrawnBoard = 32;
constexpr int kSummaryColumns = 16;
// JSON lists the queens only up to this size unless --full: a million pairs is 20 MB of text.
constexpr int kMaxListedBoard = 1000;

struct CountCommandOptions {
  int n = 0;
  int threads = 0;
  SearchLimits limits;
  OutputFormat format = OutputFormat::kText;
};

struct SolveCommandOptions {
  int n = 0;
  queens::LargeMethod method = queens::LargeMethod::kConstruct;
  OutputFormat format = OutputFormat::kText;
  bool show = false;
  bool full = false;
};

int run_count(const CountCommandOptions& opt) {
  queens::CountOptions options;
  options.threads = opt.threads;
  options.limits = opt.limits;
  const queens::CountResult result = queens::count_queens(opt.n, options);
  const bool stopped = result.status == queens::CountStatus::kStopped;
  if (opt.format == OutputFormat::kJson) {
    const nlohmann::json out = {
        {"n", opt.n},
        {"status", to_string(result.status)},
        {"count", {{"total", result.count.total}, {"unique", result.count.unique}}},
        {"nodes", result.nodes},
        {"seconds", result.seconds},
        {"threads", result.threads},
    };
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    std::printf("%d queens\n", opt.n);
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

int run_solve(const SolveCommandOptions& opt) {
  const queens::LargeSolution solution = queens::solve_large(opt.n, {opt.method, 1});
  const bool solved = solution.status == queens::SolveStatus::kSolved;
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = {
        {"n", opt.n},
        {"method", to_string(opt.method)},
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
                to_string(opt.method).c_str(), solution.seconds);
    if (opt.n <= kMaxDrawnBoard) draw_board(solution.placement);
    if (opt.n > kMaxDrawnBoard || opt.show) {
      print_columns(solution.placement, opt.show ? solution.placement.size() : kSummaryColumns);
    }
  }
  return solved ? kExitSolved : kExitNoSolution;
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
      "Count every solution exactly, and the solutions up to rotation and reflection, by bitboard "
      "backtracking with symmetry reduction over worker threads");
  add_n_argument(*count, count_opt->n);
  add_threads_option(*count, count_opt->threads, queens::kMaxCountThreads);
  add_format_option(*count, count_opt->format);
  add_limit_options(*count, count_opt->limits, /*nodes=*/false);
  count->callback([count_opt] { command_exit_status() = run_count(*count_opt); });

  auto solve_opt = std::make_shared<SolveCommandOptions>();
  CLI::App* solve = queens->add_subcommand(
      "solve",
      "Find one solution, for N up to 100,000,000: a closed-form construction or "
      "min-conflicts local search, verified before it is printed");
  add_n_argument(*solve, solve_opt->n);
  const std::map<std::string, queens::LargeMethod> methods = {
      {"construct", queens::LargeMethod::kConstruct},
      {"min-conflicts", queens::LargeMethod::kMinConflicts}};
  solve->add_option("--method", solve_opt->method, "construct (default) or min-conflicts")
      ->transform(CLI::CheckedTransformer(methods, CLI::ignore_case))
      ->option_text("METHOD");
  add_format_option(*solve, solve_opt->format);
  solve->add_flag("--show", solve_opt->show, "text: list the column of every row's queen");
  solve->add_flag("--full", solve_opt->full,
                  "json: list the queens for any N (by default only up to N = 1000)");
  solve->callback([solve_opt] { command_exit_status() = run_solve(*solve_opt); });
}

}  // namespace puzzlelab::cli
