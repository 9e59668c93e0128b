// puzzlelab peg solve: one solution by the chosen method (ordered DFS, SAT, SMT or MILP),
// verified, drawn and listed; with --all, every solution the SAT solver enumerates. A front door
// over the registry's `peg` puzzle: the same report as `puzzlelab solve peg`.
#include <algorithm>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/model_export.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "registry/registry.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct SolveOptions {
  peg::GameRequest game;
  std::string order = "auto";
  std::string at_most_one = "commander";
  bool no_symmetry_breaking = false;
  bool no_commuting_order = false;
  bool peg_counts = false;
  std::string solutions = "first";
  bool all = false;  // the old spelling of --solutions N, N being --max-solutions
  std::size_t max_solutions = 1000;
  std::vector<std::string> emit;  // FORMAT FILE
  ReportRun run;
};

ModelFormat model_format(const std::string& name) {
  for (const ModelFormat format :
       {ModelFormat::kDimacs, ModelFormat::kSmt2, ModelFormat::kLp, ModelFormat::kMps})
    if (to_string(format) == name) return format;
  throw InputError("--emit: unknown format '" + name.substr(0, 40) +
                   "' (expected dimacs, smt2, lp or mps)");
}

void emit_model(const Puzzle& peg, const Instance& instance, const std::vector<std::string>& emit) {
  if (emit.empty()) return;
  const ModelFormat format = model_format(emit[0]);
  std::ofstream out(emit[1]);
  if (!out) throw InputError(emit[1] + ": cannot write the model file");
  peg.write_model(instance, "plan", format, out);
  if (!out.flush()) throw InputError(emit[1] + ": cannot write the model file");
}

// The sat method's settings, from the options that name them.
Params sat_settings(const SolveOptions& opt) {
  return {{"at_most_one", opt.at_most_one},
          {"symmetry_breaking", opt.no_symmetry_breaking ? "no" : "yes"},
          {"commuting_order", opt.no_commuting_order ? "no" : "yes"},
          {"peg_counts", opt.peg_counts ? "yes" : "no"}};
}

int run_solve(SolveOptions& opt) {
  const Puzzle& peg = puzzle_named("peg");
  const auto instance = peg.parse(peg_game_params(opt.game, opt.order));
  const bool sat = peg::parse_solve_method(opt.run.method) == peg::SolveMethod::kSat;
  const std::uint64_t wanted = opt.all ? opt.max_solutions : parse_solutions(opt.solutions);
  if (wanted != 1) {
    if (!sat) throw InputError("--solutions: only --method sat enumerates solutions");
    if (!opt.run.trace.path.empty())
      throw InputError("--trace: not with more than one solution (it traces one run)");
    opt.run.options.solutions = wanted;
  }
  emit_model(peg, *instance, opt.emit);
  if (sat) opt.run.options.settings = sat_settings(opt);
  return run_report(peg, *instance, opt.run);
}

}  // namespace

void register_peg_solve(CommandSet& commands) {
  CLI::App* solve = commands.add(
      "solve",
      "Find a solution by the chosen method, replay it through the rules, and print it. dfs: the "
      "first solution in a fixed move order (depth-first search with a table of dead positions); "
      "sat: planning as satisfiability with CaDiCaL; smt: one bit-vector board per step with Z3; "
      "milp: a 0-1 program with CBC. For sat and smt --node-limit counts conflicts, for milp "
      "branch-and-bound nodes");
  if (solve == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<SolveOptions>();
  opt->run.method = "dfs";
  add_game_options(*solve, opt->game);
  solve->add_option("--method", opt->run.method, "dfs, sat, smt or milp")
      ->check(CLI::IsMember(peg::solve_method_names()))
      ->capture_default_str();
  solve
      ->add_option("--order", opt->order,
                   "dfs only. konami: holes row by row, then up, down, left, right (exactly plain "
                   "backtracking's first solution); informed: heuristic order with sound "
                   "pruning, for hard boards; auto (default): the board's own choice, konami "
                   "except for english7x7")
      ->check(CLI::IsMember({"auto", "konami", "informed"}))
      ->capture_default_str();
  solve
      ->add_option("--at-most-one", opt->at_most_one,
                   "sat only: encoding of 'one jump per step': commander (default), pairwise, "
                   "sequential, or auto (pairwise for small sets, sequential above)")
      ->capture_default_str();
  solve->add_flag("--no-symmetry-breaking", opt->no_symmetry_breaking,
                  "sat only: allow every first jump, not just one per symmetry orbit");
  solve->add_flag("--no-commuting-order", opt->no_commuting_order,
                  "sat only: allow two commuting jumps in either order");
  solve->add_flag("--peg-counts", opt->peg_counts,
                  "sat only: add the (redundant) number of pegs at every step");
  add_solutions_option(*solve, opt->solutions,
                       "sat only, past first: every distinct jump sequence (all) or the first N, "
                       "adding a blocking clause after each");
  keep_as_old_spelling(solve->add_flag("--all", opt->all, "--solutions N, N from --max-solutions"));
  keep_as_old_spelling(solve->add_option("--max-solutions", opt->max_solutions, "N for --all")
                           ->check(count_validator()));
  solve
      ->add_option("--emit", opt->emit,
                   "also write the model to FILE, as dimacs, smt2, lp or mps (e.g. --emit smt2 "
                   "game.smt2)")
      ->expected(2)
      ->type_name("FORMAT FILE");
  add_format_option(*solve, opt->run.format, /*allow_grader=*/true);
  add_limit_options(*solve, opt->run.options.limits);
  add_trace_options(*solve, opt->run.trace);
  solve->add_flag("--show-steps", opt->run.options.style.steps, "draw the board after every jump");
  solve->add_flag("--coords", opt->run.options.style.coordinates,
                  "number the columns and rows of the drawing");
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli
