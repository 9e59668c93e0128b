#include "puzzles/peg/analyze.hpp"

#include <algorithm>

#include "core/bits.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

StartHoleAnalysis count_start_hole(const Board& board, int hole, const CountOptions& options,
                                   std::string& stop_reason) {
  const Game game = single_vacancy_game(board, hole);
  const GameCount count = count_games(game, options);
  StartHoleAnalysis result;
  result.hole = hole;
  result.status = count.status;
  if (count.status != CountStatus::kComplete) {
    stop_reason = count.stop_reason;
    return result;
  }
  result.winning_games = count.winning;
  result.solvable = count.winning != 0;
  const std::vector<Permutation> symmetries = count_symmetries(game, options);
  for (const GoalClass& goal_class : count.goal_classes) {
    for (const GoalPosition& p : expand_goal_class(goal_class, symmetries)) {
      result.final_holes |= p.position;
      result.winning_games_by_final_hole[lowest_bit(p.position)] += p.games;
    }
  }
  return result;
}

// The answers for the start hole perm[from.hole], read off those for `from`.
StartHoleAnalysis map_start_hole(const StartHoleAnalysis& from, const Permutation& perm) {
  StartHoleAnalysis result = from;
  result.hole = perm[from.hole];
  result.mapped_from = from.mapped_from >= 0 ? from.mapped_from : from.hole;
  result.final_holes = permute(from.final_holes, perm);
  result.winning_games_by_final_hole.clear();
  for (const auto& [hole, games] : from.winning_games_by_final_hole) {
    result.winning_games_by_final_hole[perm[hole]] = games;
  }
  return result;
}

}  // namespace

Game single_vacancy_game(const Board& board, int empty_hole) {
  Goal goal;
  goal.kind = Goal::Kind::kOnePegAnywhere;
  return Game{"", board, board.all_holes() & ~bit<HoleSet>(empty_hole), goal};
}

BoardAnalysis analyze_board(const Board& board, const AnalyzeOptions& options) {
  const Stopwatch clock;
  const std::vector<Permutation> symmetries = board_symmetries(board);
  BoardAnalysis analysis;
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    // A symmetry taking an earlier start hole here carries its answers over.
    const Permutation* mapping = nullptr;
    int earlier = -1;
    for (const Permutation& perm : symmetries) {
      const auto it = std::find(perm.begin(), perm.end(), hole);
      const int source = static_cast<int>(it - perm.begin());
      if (source < hole && (earlier < 0 || source < earlier)) {
        earlier = source;
        mapping = &perm;
      }
    }
    if (mapping != nullptr && analysis.starts[earlier].status == CountStatus::kComplete) {
      analysis.starts.push_back(map_start_hole(analysis.starts[earlier], *mapping));
      continue;
    }
    if (analysis.status == CountStatus::kStopped) {
      StartHoleAnalysis unknown;
      unknown.hole = hole;
      unknown.status = CountStatus::kStopped;
      analysis.starts.push_back(unknown);
      continue;
    }
    CountOptions count_options;
    count_options.threads = options.threads;
    count_options.progress = options.progress;
    count_options.limits = options.limits;
    count_options.max_layer_positions = options.max_layer_positions;
    count_options.limits.seconds = options.limits.seconds - clock.seconds();
    analysis.starts.push_back(count_start_hole(board, hole, count_options, analysis.stop_reason));
    ++analysis.counted;
    if (analysis.starts.back().status != CountStatus::kComplete) {
      analysis.status = CountStatus::kStopped;
    }
  }
  analysis.seconds = clock.seconds();
  return analysis;
}

}  // namespace puzzlelab::peg
