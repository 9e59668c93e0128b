// puzzlelab peg solve: the first solution in a fixed move order, verified, drawn and listed.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "core/progress.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/informed_solver.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::cli {
namespace {

struct SolveOptions {
  peg::GameRequest game;
  std::string order = "auto";
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  bool show_steps = false;
  bool ascii = false;
  bool coordinates = false;
};

nlohmann::json to_json(const peg::Game& game, const peg::PegSolveResult& result,
                       const std::string& order) {
  nlohmann::json moves = nlohmann::json::array();
  for (int jump : result.solution) {
    const peg::Jump& j = game.board.jumps()[jump];
    moves.push_back({{"from", cell_json(game.board.cell(j.from))},
                     {"over", cell_json(game.board.cell(j.over))},
                     {"to", cell_json(game.board.cell(j.to))}});
  }
  nlohmann::json out = {
      {"board", game.name},
      {"holes", game.board.hole_count()},
      {"pegs", game.start_pegs()},
      {"goal", peg::describe(game.goal, game.board)},
      {"method", result.method},
      {"order", order},
      {"status", to_string(result.status)},
      {"verified", result.status == SearchStatus::kSolved},
      {"move_count", result.solution.size()},
      {"moves", moves},
      {"nodes", result.stats.nodes},
      {"dead_hits", result.stats.dead_hits},
      {"pruned", result.stats.pruned},
      {"dead_table_entries", result.stats.table_entries},
      {"seconds", result.stats.seconds},
  };
  if (result.proof) out["proof"] = *result.proof;
  return out;
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
      peg::HoleSet position = game.start;
      for (std::size_t i = 0; i < result.solution.size(); ++i) {
        const int jump = result.solution[i];
        std::printf("%3zu. %s\n", i + 1, peg::describe_jump(game.board, jump).c_str());
        position = peg::apply_jump(game.board, position, jump);
        if (opt.show_steps) {
          const peg::Jump& j = game.board.jumps()[jump];
          std::fputs(peg::render(game.board, position, style, {j.from, j.over, j.to}).c_str(),
                     stdout);
        }
      }
      if (!opt.show_steps) {
        std::printf("\nFinal position:\n");
        std::fputs(peg::render(game.board, position, style).c_str(), stdout);
      }
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
  std::printf("\nSearch, %s order: %llu nodes, %llu dead-position hits, %llu pruned, %.3f s\n",
              order.c_str(), static_cast<unsigned long long>(result.stats.nodes),
              static_cast<unsigned long long>(result.stats.dead_hits),
              static_cast<unsigned long long>(result.stats.pruned), result.stats.seconds);
}

int run_solve(const SolveOptions& opt) {
  const peg::Game game = peg::load_game(opt.game);
  const std::string order = opt.order == "auto" ? game.default_order : opt.order;
  Progress progress;
  const peg::PegSolveResult result = order == "informed"
                                         ? peg::solve_informed(game, opt.limits, &progress)
                                         : peg::solve_first(game, opt.limits, &progress);
  switch (opt.format) {
    case OutputFormat::kJson:
      std::printf("%s\n", to_json(game, result, order).dump(2).c_str());
      break;
    case OutputFormat::kGrader: {
      std::string line;
      for (int jump : result.solution) {
        if (!line.empty()) line += ", ";
        line += peg::describe_jump(game.board, jump);
      }
      if (result.status == SearchStatus::kSolved) std::printf("%s\n", line.c_str());
      if (result.status == SearchStatus::kNoSolution) std::fprintf(stderr, "no solution\n");
      if (result.status == SearchStatus::kStopped) std::fprintf(stderr, "stopped by a limit\n");
      break;
    }
    case OutputFormat::kText:
      print_text(game, result, opt, order);
      break;
  }
  switch (result.status) {
    case SearchStatus::kSolved:
      return kExitSolved;
    case SearchStatus::kNoSolution:
      return kExitNoSolution;
    case SearchStatus::kStopped:
      return kExitStopped;
  }
  return kExitSolved;
}

}  // namespace

void register_peg_solve(CLI::App& peg) {
  auto opt = std::make_shared<SolveOptions>();
  CLI::App* solve = peg.add_subcommand(
      "solve",
      "Find the first solution in a fixed move order (depth-first search with a table of dead "
      "positions), replay it through the rules, and print it");
  add_game_options(*solve, opt->game);
  solve
      ->add_option("--order", opt->order,
                   "konami: holes row by row, then up, down, left, right (exactly plain "
                   "backtracking's first solution); informed: heuristic order with sound "
                   "pruning, for hard boards; auto (default): the board's own choice, konami "
                   "except for english7x7")
      ->check(CLI::IsMember({"auto", "konami", "informed"}))
      ->capture_default_str();
  add_format_option(*solve, opt->format, /*allow_grader=*/true);
  add_limit_options(*solve, opt->limits);
  solve->add_flag("--show-steps", opt->show_steps, "draw the board after every jump");
  solve->add_flag("--ascii", opt->ascii, "draw with plain ASCII (o and .) and no colour");
  solve->add_flag("--coords", opt->coordinates, "number the columns and rows of the drawing");
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli
