// Which start holes of a board can be played down to one peg, and where that peg can end.
//
// For every hole s, the game "every hole full except s, goal: one peg anywhere", and for every
// hole f the number of its games that end with the peg at f. Counting each start on its own
// (count_games) works, but an off-centre start keeps few symmetries, so its layers are large:
// the English board took 574 s and 5.8 GB that way. Instead the starts are counted together and
// only half way:
//   - one set of forward layers holds every start of a group at once, the start hole being a
//     label beside each position (class_keys.hpp), up to the full group of the board's
//     symmetries: symmetric starts share their classes, and every start keeps all 8 (or 12)
//     symmetries where alone it would keep one or two;
//   - the layers stop at the middle of the game, and the middle layer is joined with itself
//     through the duality "a game reversed and complemented is a game" (middle_join.hpp), which
//     gives the games for every pair (start, finish) of the group at once;
//   - the groups (start_groups.hpp) are the sets of starts whose middle positions meet in the
//     join; each group's pass needs only its own layers, so memory goes to one group at a time.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/uint128.hpp"
#include "distributed/checkpoint_request.hpp"
#include "distributed/rank_figures.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/game_count.hpp"

namespace puzzlelab::peg {

struct AnalyzeOptions {
  int threads = 0;       // as CountOptions::threads
  SearchLimits limits;   // for the whole analysis; the node limit counts classes expanded
  bool progress = true;  // as CountOptions::progress
  // Memory guards, as CountOptions: the analysis stops (kStopped, with a reason) rather than
  // build a layer expected to hold more classes than this, or to need more than
  // limits.memory_bytes at its peak.
  std::size_t max_layer_positions = CountOptions{}.max_layer_positions;
  // The ranks that share the layers and the middle join (null: this process alone). The
  // analysis is then collective; the node limit is split between the ranks, as the count's.
  distributed::Job* job = nullptr;
  bool send_by_partition = true;  // as CountOptions::send_by_partition
  // `--checkpoint DIR` / `--resume DIR` (docs/distributed.md): each finished group of start
  // holes (start_groups.hpp) is a unit of a unit checkpoint (distributed/checkpoint.hpp), its
  // games from each start to each finish the record, written by rank 0 as the group finishes;
  // a resumed analysis reads the groups kept, under any number of ranks, and counts the rest.
  distributed::CheckpointRequest checkpoint;
  std::string instance;  // the board as the checkpoint names it ("board=english")
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
  // Start holes answered up to symmetry: one a class of symmetric holes (the rest are mapped).
  int counted = 0;
  double seconds = 0;
  std::string stop_reason;  // why, when status is kStopped
  // Under a job: what each rank did (units: classes kept, work: classes expanded), rank order.
  std::vector<distributed::RankFigures> ranks;
  int groups = 0;          // groups of start holes
  int resumed_groups = 0;  // read from the checkpoint rather than counted
  // The layer of a group that a resumed analysis went on from (its checkpoint's; -1: none).
  std::int64_t resumed_group_depth = -1;
};

BoardAnalysis analyze_board(const Board& board, const AnalyzeOptions& options = {});

// The game analyze_board answers for one start hole.
Game single_vacancy_game(const Board& board, int empty_hole);

}  // namespace puzzlelab::peg
