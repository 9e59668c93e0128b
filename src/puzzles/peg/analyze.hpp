// Which start holes of a board can be played down to one peg, and where that peg can end.
//
// For every hole h, the game "every hole full except h, goal: one peg anywhere" is counted with
// count_games: its goal classes are exactly the reachable one-peg positions, and their counts
// give the winning games ending at each hole. Start holes that a board symmetry maps onto an
// already counted hole are not counted again: their answers are the counted ones, mapped.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/uint128.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/game_count.hpp"

namespace puzzlelab::peg {

struct AnalyzeOptions {
  int threads = 0;       // as CountOptions::threads
  SearchLimits limits;   // for the whole analysis
  bool progress = true;  // as CountOptions::progress
  std::size_t max_layer_positions = CountOptions{}.max_layer_positions;  // as CountOptions
};

struct StartHoleAnalysis {
  int hole = 0;  // the empty hole of the start
  // kStopped when a limit came first: the fields below are then unknown (left empty).
  CountStatus status = CountStatus::kComplete;
  bool solvable = false;    // one peg can remain
  HoleSet final_holes = 0;  // the holes that last peg can end in
  u128 winning_games = 0;   // move sequences that leave one peg
  std::map<int, u128> winning_games_by_final_hole;
  int mapped_from = -1;  // the counted hole a symmetry maps onto this one, or -1 if counted
};

struct BoardAnalysis {
  CountStatus status = CountStatus::kComplete;
  std::vector<StartHoleAnalysis> starts;  // one per hole, in hole order
  int counted = 0;                        // start holes actually counted (the rest are mapped)
  double seconds = 0;
  std::string stop_reason;  // why, when status is kStopped
};

BoardAnalysis analyze_board(const Board& board, const AnalyzeOptions& options = {});

// The game analyze_board counts for one start hole.
Game single_vacancy_game(const Board& board, int empty_hole);

}  // namespace puzzlelab::peg
