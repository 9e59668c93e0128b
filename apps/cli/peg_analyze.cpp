// puzzlelab peg analyze: for every start hole of a board, whether one peg can remain and where.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "checkpoint_options.hpp"
#include "cli_common.hpp"
#include "core/bits.hpp"
#include "distributed/job.hpp"
#include "peg_commands.hpp"
#include "puzzle/json_u128.hpp"
#include "puzzle/report.hpp"
#include "puzzles/peg/analyze.hpp"
#include "rank_table.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct AnalyzeCommandOptions {
  std::string board = "triangle5";
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  int threads = 0;
  std::size_t max_layer_positions = peg::CountOptions{}.max_layer_positions;
  std::string checkpoint;       // --checkpoint DIR
  std::string resume;           // --resume DIR
  double checkpoint_every = 0;  // --checkpoint-every SECONDS
};

nlohmann::json to_json(const std::string& name, const peg::Board& board,
                       const peg::BoardAnalysis& analysis) {
  nlohmann::json starts = nlohmann::json::array();
  for (const peg::StartHoleAnalysis& start : analysis.starts) {
    nlohmann::json entry = {{"hole", cell_json(board.cell(start.hole))},
                            {"status", to_string(start.status)}};
    if (start.status == peg::CountStatus::kComplete) {
      nlohmann::json finals = nlohmann::json::array();
      for (const auto& [hole, games] : start.winning_games_by_final_hole) {
        finals.push_back(
            {{"hole", cell_json(board.cell(hole))}, {"winning_games", u128_json(games)}});
      }
      entry["solvable"] = start.solvable;
      entry["winning_games"] = u128_json(start.winning_games);
      entry["final_holes"] = finals;
    }
    starts.push_back(entry);
  }
  nlohmann::json out = {{"board", name},
                        {"holes", board.hole_count()},
                        {"goal", "one peg anywhere"},
                        {"status", to_string(analysis.status)},
                        {"counted_start_holes", analysis.counted},
                        {"groups", analysis.groups},
                        {"resumed_groups", analysis.resumed_groups},
                        {"seconds", analysis.seconds},
                        {"starts", starts}};
  if (analysis.resumed_group_depth >= 0) out["resumed_group_depth"] = analysis.resumed_group_depth;
  if (analysis.status == peg::CountStatus::kStopped) out["stop_reason"] = analysis.stop_reason;
  return out;
}

void print_text(const std::string& name, const peg::Board& board,
                const peg::BoardAnalysis& analysis) {
  std::printf("Board %s: %d holes; start: every hole full but one; goal: one peg anywhere\n\n",
              name.c_str(), board.hole_count());
  std::printf("%-10s %-9s %-26s %s\n", "empty", "solvable", "winning games", "final holes");
  peg::HoleSet solvable = 0;
  for (const peg::StartHoleAnalysis& start : analysis.starts) {
    const std::string hole = peg::to_string(board.cell(start.hole));
    if (start.status != peg::CountStatus::kComplete) {
      std::printf("%-10s %-9s %-26s %s\n", hole.c_str(), "?", "?", "(stopped by a limit)");
      continue;
    }
    std::string finals;
    for (const auto& [final_hole, games] : start.winning_games_by_final_hole) {
      if (!finals.empty()) finals += ' ';
      finals += peg::to_string(board.cell(final_hole));
    }
    if (start.solvable) solvable |= bit<peg::HoleSet>(start.hole);
    std::printf("%-10s %-9s %-26s %s\n", hole.c_str(), start.solvable ? "yes" : "no",
                to_decimal(start.winning_games).c_str(), finals.empty() ? "-" : finals.c_str());
  }
  std::printf("\nStart holes from which one peg can remain (filled):\n");
  std::fputs(peg::render(board, solvable, render_style()).c_str(), stdout);
  std::printf("\n%d of %d start holes counted (the rest follow by symmetry), %.3f s\n",
              analysis.counted, board.hole_count(), analysis.seconds);
  if (analysis.resumed_groups > 0) {
    std::printf("%d of %d groups of start holes read from the checkpoint\n",
                analysis.resumed_groups, analysis.groups);
  }
  if (analysis.resumed_group_depth >= 0) {
    std::printf("a group stopped midway went on from its layer %lld in the checkpoint\n",
                static_cast<long long>(analysis.resumed_group_depth));
  }
  if (analysis.status == peg::CountStatus::kStopped) {
    std::printf("Stopped (%s): start holes marked ? are unknown.\n", analysis.stop_reason.c_str());
  }
}

int run_analyze(const AnalyzeCommandOptions& opt) {
  const peg::Game game = peg::load_game({opt.board, std::nullopt, std::nullopt});
  peg::AnalyzeOptions options;
  options.threads = opt.threads;
  options.limits = opt.limits;
  options.max_layer_positions = opt.max_layer_positions;
  options.checkpoint = checkpoint_request(opt.checkpoint, opt.resume, opt.checkpoint_every);
  options.instance = "board=" + game.name;
  distributed::Job& job = distributed::current_job();
  options.job = &job;
  options.progress = job.rank() == 0;  // one progress line for the job
  const peg::BoardAnalysis analysis = peg::analyze_board(game.board, options);
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = to_json(game.name, game.board, analysis);
    if (job.distributed()) out["ranks"] = ranks_json(analysis.ranks);
    std::printf("%s\n", dump_with_u128(out, 2).c_str());
  } else {
    print_text(game.name, game.board, analysis);
    if (job.distributed()) {
      std::printf("\n%s", rank_table(analysis.ranks, "classes kept", "expanded").c_str());
    }
  }
  return analysis.status == peg::CountStatus::kComplete ? kExitSolved : kExitStopped;
}

}  // namespace

void register_peg_analyze(CommandSet& commands) {
  CLI::App* analyze = commands.add(
      "analyze",
      "For every start hole (all holes full but that one), say whether one peg can remain, at "
      "which holes it can end, and how many games get there");
  if (analyze == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<AnalyzeCommandOptions>();
  analyze
      ->add_option("--board", opt->board,
                   "built-in board name (see 'puzzlelab peg boards') or a board file")
      ->option_text("NAME|FILE")
      ->capture_default_str();
  add_threads_option(*analyze, opt->threads, peg::kMaxCountThreads);
  add_max_positions_option(*analyze, opt->max_layer_positions);
  add_format_option(*analyze, opt->format);
  add_limit_options(*analyze, opt->limits, /*nodes=*/true);  // classes expanded
  add_checkpoint_options(*analyze, opt->checkpoint, opt->resume);
  add_checkpoint_pace_option(*analyze, opt->checkpoint_every);
  analyze->callback([opt] { command_exit_status() = run_analyze(*opt); });
}

}  // namespace puzzlelab::cli
