// puzzlelab peg solve: one solution by the chosen method (ordered DFS, SAT, SMT or MILP),
// verified, drawn and listed; with --all, every solution the SAT solver enumerates.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/model_export.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "puzzles/peg/traced_solve.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {
namespace {

struct SolveOptions {
  peg::GameRequest game;
  std::string method = "dfs";
  peg::SolveMethodOptions method_options;
  std::string at_most_one = "commander";
  bool no_symmetry_breaking = false;
  bool no_commuting_order = false;
  bool all = false;
  std::size_t max_solutions = 1000;
  std::vector<std::string> emit;  // FORMAT FILE
  OutputFormat format = OutputFormat::kText;
  bool show_steps = false;
  bool ascii = false;
  bool coordinates = false;
  TraceRequest trace;
};

nlohmann::json backend_json(const BackendStats& stats) {
  return {{"variables", stats.variables},        {"constraints", stats.constraints},
          {"conflicts", stats.conflicts},        {"decisions", stats.decisions},
          {"propagations", stats.propagations},  {"bnb_nodes", stats.nodes},
          {"lp_iterations", stats.iterations},   {"build_seconds", stats.build_seconds},
          {"solve_seconds", stats.solve_seconds}};
}

nlohmann::json to_json(const peg::Game& game, const peg::PegSolveResult& result,
                       const std::string& order) {
  nlohmann::json out = {
      {"board", game.name},
      {"holes", game.board.hole_count()},
      {"pegs", game.start_pegs()},
      {"goal", peg::describe(game.goal, game.board)},
      {"method", result.method},
      {"status", to_string(result.status)},
      {"verified", result.status == SearchStatus::kSolved},
      {"move_count", result.solution.size()},
      {"moves", moves_json(game, result.solution)},
      {"seconds", result.stats.seconds},
  };
  if (!peg::is_declarative_method(result.method)) {
    out["order"] = order;
    out["nodes"] = result.stats.nodes;
    out["dead_hits"] = result.stats.dead_hits;
    out["pruned"] = result.stats.pruned;
    out["dead_table_entries"] = result.stats.table_entries;
  } else {
    out["backend"] = backend_json(result.backend);
  }
  if (result.proof) out["proof"] = *result.proof;
  return out;
}

void print_work(const peg::PegSolveResult& result, const std::string& order) {
  if (!peg::is_declarative_method(result.method)) {
    std::printf("\nSearch, %s order: %llu nodes, %llu dead-position hits, %llu pruned, %.3f s\n",
                order.c_str(), static_cast<unsigned long long>(result.stats.nodes),
                static_cast<unsigned long long>(result.stats.dead_hits),
                static_cast<unsigned long long>(result.stats.pruned), result.stats.seconds);
    return;
  }
  const BackendStats& b = result.backend;
  std::printf("\nMethod %s: %llu variables, %llu constraints", result.method.c_str(),
              static_cast<unsigned long long>(b.variables),
              static_cast<unsigned long long>(b.constraints));
  if (b.conflicts || b.decisions)
    std::printf(", %llu conflicts, %llu decisions", static_cast<unsigned long long>(b.conflicts),
                static_cast<unsigned long long>(b.decisions));
  if (b.nodes || b.iterations)
    std::printf(", %llu B&B nodes, %llu LP iterations", static_cast<unsigned long long>(b.nodes),
                static_cast<unsigned long long>(b.iterations));
  std::printf("; built in %.3f s, solved in %.3f s, %.3f s in all\n", b.build_seconds,
              b.solve_seconds, result.stats.seconds);
}

void print_text(const peg::Game& game, const peg::PegSolveResult& result, const SolveOptions& opt,
                const std::string& order) {
  peg::RenderStyle style = render_style(opt.ascii);
  style.coordinates = opt.coordinates;
  print_game_header(game);
  std::fputs(peg::render(game.board, game.start, style).c_str(), stdout);
  switch (result.status) {
    case SearchStatus::kSolved: {
      std::printf("\nSolved in %zu jumps (verified by replay):\n", result.solution.size());
      print_jumps(game, result.solution, style, opt.show_steps);
      break;
    }
    case SearchStatus::kNoSolution:
      std::printf("\nNo solution exists.\n");
      if (result.proof) std::printf("Proof: %s.\n", result.proof->c_str());
      break;
    case SearchStatus::kStopped:
      std::printf("\nStopped by a limit before finding a solution.\n");
      break;
  }
  print_work(result, order);
}

std::string grader_line(const peg::Game& game, const peg::Solution& solution) {
  std::string line;
  for (int jump : solution) {
    if (!line.empty()) line += ", ";
    line += peg::describe_jump(game.board, jump);
  }
  return line;
}

int exit_status(SearchStatus status) {
  switch (status) {
    case SearchStatus::kSolved:
      return kExitSolved;
    case SearchStatus::kNoSolution:
      return kExitNoSolution;
    case SearchStatus::kStopped:
      return kExitStopped;
  }
  return kExitSolved;
}

void emit_model(const peg::Game& game, const std::vector<std::string>& emit) {
  if (emit.empty()) return;
  std::ofstream out(emit[1]);
  if (!out) throw InputError(emit[1] + ": cannot write the model file");
  peg::write_model(game, emit[0], out);
  if (!out.flush()) throw InputError(emit[1] + ": cannot write the model file");
}

// --all: enumerate with the SAT solver and list each solution.
int run_enumeration(const peg::Game& game, const SolveOptions& opt) {
  const peg::PegSatEnumeration all =
      peg::enumerate_sat(game, backend_limits(opt.method_options.limits), opt.max_solutions);
  const bool stopped = !all.complete && all.solutions.size() < opt.max_solutions;
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json solutions = nlohmann::json::array();
    for (const peg::Solution& solution : all.solutions)
      solutions.push_back(moves_json(game, solution));
    nlohmann::json out = {{"board", game.name},       {"method", "sat"},
                          {"solutions", solutions},   {"solution_count", all.solutions.size()},
                          {"complete", all.complete}, {"stopped_by_limit", stopped},
                          {"verified", true},         {"backend", backend_json(all.backend)}};
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    if (opt.format == OutputFormat::kText) print_game_header(game);
    for (std::size_t i = 0; i < all.solutions.size(); ++i) {
      if (opt.format == OutputFormat::kText) std::printf("%4zu. ", i + 1);
      std::printf("%s\n", grader_line(game, all.solutions[i]).c_str());
    }
    if (opt.format == OutputFormat::kText) {
      std::printf("\n%zu jump sequences (each verified by replay); %s\n", all.solutions.size(),
                  all.complete ? "that is all of them"
                  : stopped    ? "stopped by a limit, there may be more"
                               : "stopped at --max-solutions, there may be more");
    }
  }
  if (all.solutions.empty()) return all.complete ? kExitNoSolution : kExitStopped;
  return stopped ? kExitStopped : kExitSolved;
}

int run_solve(SolveOptions opt) {
  const peg::Game game = peg::load_game(opt.game);
  opt.method_options.sat.at_most_one = sat::parse_at_most_one_encoding(opt.at_most_one);
  opt.method_options.sat.symmetry_breaking = !opt.no_symmetry_breaking;
  opt.method_options.sat.commuting_order = !opt.no_commuting_order;
  emit_model(game, opt.emit);
  if (opt.all) {
    if (opt.method != "sat") throw InputError("--all: only --method sat enumerates solutions");
    if (!opt.trace.path.empty()) throw InputError("--trace: not with --all (it traces one run)");
    return run_enumeration(game, opt);
  }
  const std::string& order = opt.method_options.order;
  const std::string shown_order = order == "auto" ? game.default_order : order;
  TraceOutput trace(opt.trace);
  Progress progress;
  const peg::PegSolveResult result =
      peg::solve_game(game, opt.method, opt.method_options, trace.writer(), &progress);
  switch (opt.format) {
    case OutputFormat::kJson: {
      nlohmann::json out = to_json(game, result, shown_order);
      trace.add_to_json(out);
      std::printf("%s\n", out.dump(2).c_str());
      break;
    }
    case OutputFormat::kGrader:
      if (result.status == SearchStatus::kSolved)
        std::printf("%s\n", grader_line(game, result.solution).c_str());
      if (result.status == SearchStatus::kNoSolution) std::fprintf(stderr, "no solution\n");
      if (result.status == SearchStatus::kStopped) std::fprintf(stderr, "stopped by a limit\n");
      break;
    case OutputFormat::kText:
      print_text(game, result, opt, shown_order);
      trace.print_text();
      break;
  }
  return exit_status(result.status);
}

}  // namespace

void register_peg_solve(CLI::App& peg) {
  auto opt = std::make_shared<SolveOptions>();
  CLI::App* solve = peg.add_subcommand(
      "solve",
      "Find a solution by the chosen method, replay it through the rules, and print it. dfs: the "
      "first solution in a fixed move order (depth-first search with a table of dead positions); "
      "sat: planning as satisfiability with CaDiCaL; smt: one bit-vector board per step with Z3; "
      "milp: a 0-1 program with CBC. For sat and smt --node-limit counts conflicts, for milp "
      "branch-and-bound nodes");
  add_game_options(*solve, opt->game);
  solve->add_option("--method", opt->method, "dfs, sat, smt or milp")
      ->check(CLI::IsMember(peg::solve_method_names()))
      ->capture_default_str();
  solve
      ->add_option("--order", opt->method_options.order,
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
  solve->add_flag("--peg-counts", opt->method_options.sat.peg_counts,
                  "sat only: add the (redundant) number of pegs at every step");
  solve->add_flag("--all", opt->all,
                  "sat only: list every distinct jump sequence, adding a blocking clause after "
                  "each (up to --max-solutions)");
  solve->add_option("--max-solutions", opt->max_solutions, "cap for --all")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  solve
      ->add_option("--emit", opt->emit,
                   "also write the model to FILE, as dimacs, smt2, lp or mps (e.g. --emit smt2 "
                   "game.smt2)")
      ->expected(2)
      ->type_name("FORMAT FILE");
  add_format_option(*solve, opt->format, /*allow_grader=*/true);
  add_limit_options(*solve, opt->method_options.limits);
  add_trace_options(*solve, opt->trace);
  solve->add_flag("--show-steps", opt->show_steps, "draw the board after every jump");
  solve->add_flag("--ascii", opt->ascii, "draw with plain ASCII (o and .) and no colour");
  solve->add_flag("--coords", opt->coordinates, "number the columns and rows of the drawing");
  solve->callback([opt] {
    if (!opt->emit.empty()) {
      const auto& formats = peg::model_format_names();
      if (std::find(formats.begin(), formats.end(), opt->emit[0]) == formats.end())
        throw InputError("--emit: unknown format '" + opt->emit[0] +
                         "' (expected dimacs, smt2, lp or mps)");
    }
    command_exit_status() = run_solve(*opt);
  });
}

}  // namespace puzzlelab::cli
