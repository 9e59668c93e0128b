// Exact counts of every game a peg-solitaire instance allows: how many move sequences from the
// start reach the goal (winning games) and how many end in a position with no jump that is not
// the goal (losing games). A game stops as soon as it reaches the goal.
//
// Method: a forward dynamic programme, one layer per peg count (every jump removes one peg), over
// positions up to the game's symmetries. For each class O it stores N(O), the number of move
// sequences from the start into any member of O. Moves from the class representative c to a
// child q then simply add N(O) to N(class(q)): a symmetry fixing the start maps the sequences into
// one member onto the sequences into another, so no orbit sizes are needed. Winning games are the
// sum of N over goal classes, losing games the sum over classes with no jump that are not goals.
//
// See game_count.cpp for the layout that makes it fast (XOR-linear canonicalisation, children
// scattered into cache-sized hash partitions, threads that share nothing writable).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/uint128.hpp"
#include "distributed/checkpoint_request.hpp"
#include "distributed/job.hpp"
#include "distributed/rank_figures.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {

struct CountOptions {
  // Worker threads; 0 picks std::thread::hardware_concurrency(), capped at kMaxCountThreads.
  int threads = 0;
  // Work up to the game's symmetries (those fixing the start and the goal); off, every position
  // is its own class. The counts are the same either way; only `positions` and the time differ.
  bool use_symmetry = true;
  // The time limit is honoured; the node limit counts positions expanded.
  SearchLimits limits;
  // A layer whose parents number fewer than this is expanded by one thread: starting threads
  // costs more than they save on small layers. Tests lower it to exercise the threaded path.
  std::size_t min_parallel_layer = std::size_t{1} << 14;
  // Progress lines on stderr, shown only when stderr is a terminal.
  bool progress = true;
  // Memory guards: the count stops (kStopped, with a reason) rather than build a layer expected to
  // hold more classes than this, or to need more than limits.memory_bytes at its peak
  // (its tables, the layer before it and the scatter buffers, reckoned before it is built).
  std::size_t max_layer_positions = std::numeric_limits<std::size_t>::max();
  // The ranks that share the layers (layer_builder.hpp), each class kept by one of them; null:
  // this process alone. The node limit is shared out evenly.
  distributed::Job* job = nullptr;
  // Under ranks, whether children go to their owner sorted by its partitions (the fast way,
  // LayerBuildOptions); tests set false to try the other.
  bool send_by_partition = true;
  // --checkpoint / --resume (count_checkpoint.hpp): each finished layer kept in a folder, and a
  // count resumed from the deepest one; `instance` names the game in the files' headers (the
  // symmetry setting is added to it).
  distributed::CheckpointRequest checkpoint;
  std::string instance;
};

inline constexpr int kMaxCountThreads = 64;

// The threads a count runs on for CountOptions::threads (0: the hardware's, at most the cap).
int count_threads(int requested);

enum class CountStatus {
  kComplete,  // every game was counted
  kStopped,   // a limit stopped the count: the figures are partial (lower bounds)
};

std::string to_string(CountStatus status);

// One class of goal positions and the number of winning games that end in it (summed over the
// members of the class; members share it equally, see the header comment).
struct GoalClass {
  HoleSet representative = 0;
  u128 games = 0;
};

struct GameCount {
  CountStatus status = CountStatus::kComplete;
  u128 winning = 0;
  u128 losing = 0;
  std::uint64_t positions = 0;  // distinct positions visited, up to the symmetries used
  int symmetries = 1;           // size of the symmetry group used (1 with use_symmetry off)
  int threads = 1;              // threads used
  double seconds = 0;
  std::string stop_reason;              // why, when status is kStopped
  std::vector<GoalClass> goal_classes;  // every goal class reached, by representative
  // With --resume: the jumps of the checkpoint's layer the count went on from; -1: none.
  std::int64_t resumed_depth = -1;
  // With --checkpoint: the jumps of the deepest layer the checkpoint holds; -1: none yet (with
  // --checkpoint-every, the layers since the last one written are not kept).
  std::int64_t kept_depth = -1;
  // Under a job of several ranks, what each did: units are the classes it kept, work the
  // positions it expanded. Every figure above is the whole job's, on every rank.
  std::vector<distributed::RankFigures> ranks;
};

GameCount count_games(const Game& game, const CountOptions& options = {});

// The holes a goal class stands for, with the winning games ending at each member: the class's
// games divided evenly over its orbit under `symmetries` (the ones the count used).
struct GoalPosition {
  HoleSet position = 0;
  u128 games = 0;
};
std::vector<GoalPosition> expand_goal_class(const GoalClass& goal_class,
                                            const std::vector<Permutation>& symmetries);

// The symmetries count_games works under for these options (identity only when symmetry is off).
std::vector<Permutation> count_symmetries(const Game& game, const CountOptions& options);

}  // namespace puzzlelab::peg
