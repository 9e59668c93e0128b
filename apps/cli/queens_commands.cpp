// puzzlelab queens: exact counts (count), one solution for very large boards (solve), and the
// Queen's Challenge: completions of a board with locked queens (solve --lock, by the search
// methods) and the table over every locked square (challenge, in queens_challenge.cpp). count
// and solve are front doors over the registry's `queens` puzzle: the same report as
// `puzzlelab solve queens`.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/enum_names.hpp"
#include "puzzles/queens/count.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {

// queens_challenge.cpp: adds `queens challenge` under `queens`.
void register_queens_challenge(CommandSet& commands);

namespace {

struct CountCommandOptions {
  int n = 0;
  std::string method = "auto";
  ReportRun run;
};

struct SolveCommandOptions {
  int n = 0;
  std::vector<std::string> locks;
  std::string solutions = "first";
  bool all = false;  // the old spelling of --solutions all
  bool show = false;
  bool full = false;
  ReportRun run;
};

// The N argument as the registry parameter; N's range is checked by the puzzle.
Params board_params(int n, const std::vector<std::string>& locks = {}) {
  std::string lock = "none";
  for (std::size_t i = 0; i < locks.size(); ++i) lock = (i == 0 ? "" : lock + ",") + locks[i];
  return {{"size", std::to_string(n)}, {"lock", lock}};
}

int run_count(CountCommandOptions& opt) {
  const bool join_fits = opt.n >= 4 && opt.n <= queens::kMaxJoinCountN;
  queens::CountMethod method =
      queens::parse_count_method(opt.method).value_or(queens::CountMethod::kAuto);
  if (method == queens::CountMethod::kAuto)
    method = join_fits ? queens::CountMethod::kJoin : queens::CountMethod::kBacktrack;
  opt.run.method = "count-" + to_string(method);
  return run_report("queens", board_params(opt.n), opt.run);
}

int run_solve(SolveCommandOptions& opt) {
  // Without locks a construction answers any N at once; a search is what --lock, --solutions and
  // --trace are for.
  const std::uint64_t wanted = opt.all ? 0 : parse_solutions(opt.solutions);
  const bool search = !opt.locks.empty() || wanted != 1 || !opt.run.trace.path.empty();
  if (opt.run.method.empty()) opt.run.method = search ? "propagate" : "construct";
  opt.run.options.solutions = wanted;
  return run_report("queens", board_params(opt.n, opt.locks), opt.run);
}

void add_n_argument(CLI::App& command, int& n) {
  command.add_option("N", n, "board size (N queens on an N x N board)")->required();
}

void register_queens_count(CommandSet& commands) {
  CLI::App* count = commands.add(
      "count",
      "Count every solution exactly, and the solutions up to rotation and reflection, over worker "
      "threads: by joining half boards on their diagonals, or by bitboard backtracking with "
      "symmetry reduction");
  if (count == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto count_opt = std::make_shared<CountCommandOptions>();
  add_n_argument(*count, count_opt->n);
  count
      ->add_option("--method", count_opt->method,
                   "join (half boards joined on their diagonals; N = 4.." +
                       std::to_string(queens::kMaxJoinCountN) +
                       "), backtrack (bitboard search, any N) or auto (default: join where it "
                       "applies)")
      ->transform(CLI::IsMember(names_of(queens::kCountMethods), CLI::ignore_case))
      ->option_text("METHOD");
  add_threads_option(*count, count_opt->run.options.threads, queens::kMaxCountThreads);
  add_run_options(*count, count_opt->run);
  add_checkpoint_options(*count, count_opt->run);
  count->callback([count_opt] { command_exit_status() = run_count(*count_opt); });
}

void register_queens_solve(CommandSet& commands) {
  CLI::App* solve = commands.add(
      "solve",
      "Find one solution, for N up to 100,000,000: a closed-form construction or "
      "min-conflicts local search, verified before it is printed. With --lock (N <= 32): "
      "complete a board with locked queens by a search method, counting the boards it examines");
  if (solve == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto solve_opt = std::make_shared<SolveCommandOptions>();
  add_n_argument(*solve, solve_opt->n);
  solve
      ->add_option("--method", solve_opt->run.method,
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
  add_solutions_option(*solve, solve_opt->solutions,
                       "search methods: how many completions: first (default), all, or a count");
  keep_as_old_spelling(solve->add_flag("--all", solve_opt->all, "--solutions all"));
  add_run_options(*solve, solve_opt->run);
  // Kept so that old command lines run: the report lists the queens up to N = 100,000 and the
  // JSON answer every solution found.
  keep_as_old_spelling(solve->add_flag("--show", solve_opt->show,
                                       "(kept for old scripts; --format json lists them)"));
  keep_as_old_spelling(
      solve->add_flag("--full", solve_opt->full,
                      "(kept for old scripts; the answer lists every queen up to N = 100,000)"));
  solve->callback([solve_opt] { command_exit_status() = run_solve(*solve_opt); });
}

}  // namespace

void register_queens_commands(CommandSet& commands) {
  CLI::App* queens = commands.add("queens", "The N-queens puzzle: count and solve");
  if (queens == nullptr) return;  // only listed in this pass (command_set.hpp)
  queens->require_subcommand(1);
  commands.add_all(*queens,
                   {register_queens_count, register_queens_solve, register_queens_challenge});
}

}  // namespace puzzlelab::cli
