// puzzlelab compare peg: every peg-solitaire method on the same game, one table. Each method runs
// under the same time limit; a method whose library is not in this build is listed as
// unavailable.
#include <cstdio>
#include <memory>

#include "backends/backend_result.hpp"
#include "compare_commands.hpp"
#include "compare_table.hpp"
#include "core/error.hpp"
#include "json_u128.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/solve_method.hpp"

namespace puzzlelab::cli {
namespace {

struct ComparePegOptions {
  peg::GameRequest game;
  std::string methods = "dfs,count,sat,smt,milp";
  SearchLimits limits{.seconds = 60};
  OutputFormat format = OutputFormat::kText;
};

std::string work_of(const peg::PegSolveResult& result) {
  if (!peg::is_declarative_method(result.method)) return with_commas(result.stats.nodes) + " nodes";
  return backend_work(result.method, result.backend);
}

MethodRun run_solver(const peg::Game& game, const std::string& method, const SearchLimits& limits) {
  MethodRun run;
  run.method = method;
  peg::SolveMethodOptions options;
  options.limits = limits;
  const peg::PegSolveResult result = peg::solve_with_method(game, method, options);
  run.seconds = result.stats.seconds;
  run.status = to_string(result.status);
  run.work = work_of(result);
  switch (result.status) {
    case SearchStatus::kSolved:
      run.answer = std::to_string(result.solution.size()) +
                   (result.solution.size() == 1 ? " jump" : " jumps");
      run.verified = true;  // solve_with_method replays every solution through the rules
      break;
    case SearchStatus::kNoSolution:
      run.answer = result.proof ? "no solution (position classes)" : "no solution";
      break;
    case SearchStatus::kStopped:
      run.answer = "-";
      break;
  }
  run.details = backend_details(result.stats.nodes, result.backend);
  run.details["move_count"] = result.solution.size();
  return run;
}

MethodRun run_count(const peg::Game& game, const SearchLimits& limits) {
  MethodRun run;
  run.method = "count";
  peg::CountOptions options;
  options.limits = limits;
  options.progress = false;
  const peg::GameCount count = peg::count_games(game, options);
  run.seconds = count.seconds;
  run.work = with_commas(count.positions) + " positions";
  if (count.status == peg::CountStatus::kStopped) {
    run.status = "stopped";
    run.answer = "-";
  } else {
    run.status = count.winning > 0 ? "solved" : "no-solution";
    run.answer = with_commas(to_decimal(count.winning)) + " winning games";
  }
  run.details = {{"winning", u128_json(count.winning)},
                 {"losing", u128_json(count.losing)},
                 {"positions", count.positions},
                 {"symmetries", count.symmetries}};
  return run;
}

int run_compare_peg(const ComparePegOptions& opt) {
  std::vector<std::string> known = peg::solve_method_names();
  known.push_back("count");
  const std::vector<std::string> methods = parse_method_list(opt.methods, known);
  const peg::Game game = peg::load_game(opt.game);
  std::vector<MethodRun> runs;
  for (const std::string& method : methods) {
    if (opt.format == OutputFormat::kText && stdout_is_terminal())
      std::fprintf(stderr, "running %s...\n", method.c_str());
    try {
      runs.push_back(method == "count" ? run_count(game, opt.limits)
                                       : run_solver(game, method, opt.limits));
    } catch (const BackendUnavailable& missing) {
      runs.push_back(not_run(method, "unavailable", missing.what()));
    }
  }
  const std::string instance = "peg solitaire, board " + game.name + " (" +
                               std::to_string(game.board.hole_count()) + " holes, " +
                               std::to_string(game.start_pegs()) + " pegs, goal " +
                               peg::describe(game.goal, game.board) + ")";
  print_comparison(instance, runs, opt.format);
  // Methods that finished must agree on whether a solution exists: anything else is a bug.
  bool solved = false, unsolvable = false;
  for (const MethodRun& run : runs) {
    solved |= run.status == "solved";
    unsolvable |= run.status == "no-solution";
  }
  if (solved && unsolvable) internal_error("compare peg: the methods disagree on solvability");
  if (solved) return kExitSolved;
  return unsolvable ? kExitNoSolution : kExitStopped;
}

}  // namespace

void register_compare_peg(CLI::App& compare) {
  auto opt = std::make_shared<ComparePegOptions>();
  CLI::App* peg = compare.add_subcommand(
      "peg", "Peg solitaire: dfs, count (every game, exactly), sat, smt and milp");
  add_game_options(*peg, opt->game);
  peg->add_option("--methods", opt->methods, "comma-separated list of methods to run")
      ->capture_default_str();
  add_limit_options(*peg, opt->limits, /*nodes=*/false);
  peg->get_option("--time-limit")->description("limit for each method, in seconds (default 60)");
  add_format_option(*peg, opt->format);
  peg->callback([opt] { command_exit_status() = run_compare_peg(*opt); });
}

}  // namespace puzzlelab::cli
