// Exact N-queens counts: every solution (A000170) and solutions up to the 8 symmetries of the
// square (A002562), by one of two methods whose tasks worker threads pull from a shared counter
// (the unit farm, distributed/unit_farm.hpp, which also keeps them in a checkpoint):
//   * join: half boards joined on their diagonals (join_count.hpp) for the total, and the
//     solutions fixed by the half and quarter turns (symmetric_count.hpp) for the count up to
//     symmetry, by Burnside's lemma. The faster, for 4 <= N <= kMaxJoinCountN.
//   * backtrack: bitboard backtracking with Takaken's symmetry reduction (count_search.hpp), which
//     sorts every solution into its symmetry class as it goes. Any N.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "distributed/checkpoint_request.hpp"
#include "distributed/rank_figures.hpp"
#include "puzzles/queens/queens_count.hpp"

namespace puzzlelab::queens {

// N = 27 is the largest count known to fit 64 bits; anything past about 20 runs for days anyway.
inline constexpr int kMaxCountN = 27;
inline constexpr int kMaxCountThreads = 64;
// The join's quarter boards outgrow memory past this, and its run would take years anyway.
inline constexpr int kMaxJoinCountN = 21;

enum class CountMethod {
  kAuto,  // join where it applies, else backtrack
  kJoin,  // throws InputError outside 4 <= N <= kMaxJoinCountN
  kBacktrack,
};
inline constexpr CountMethod kCountMethods[] = {CountMethod::kAuto, CountMethod::kJoin,
                                                CountMethod::kBacktrack};

std::string to_string(CountMethod method);
// "auto", "join", "backtrack"; nullopt for anything else.
std::optional<CountMethod> parse_count_method(const std::string& name);

struct CountOptions {
  CountMethod method = CountMethod::kAuto;
  // Worker threads; 0 picks std::thread::hardware_concurrency(), capped at kMaxCountThreads.
  int threads = 0;
  // Both limits are honoured between tasks; the node limit counts the method's work (queens
  // placed by backtrack, half boards built by the join).
  SearchLimits limits;
  // Progress lines on stderr, shown only when stderr is a terminal.
  bool progress = true;
  // Backtrack: the subtrees start at this row: 3 gives a few hundred to a few thousand tasks for N
  // = 12..20, small enough to balance threads, large enough that handing one out costs nothing.
  int split_row = 3;
  // --checkpoint / --resume: each finished task is written to the folder as it finishes, and a
  // resumed count reads those and counts only the others (distributed/unit_farm.hpp).
  distributed::CheckpointRequest checkpoint;
  // The instance as a checkpoint's header names it (the report's canonical form); empty:
  // "size=N".
  std::string instance;
};

enum class CountStatus {
  kComplete,  // every solution was counted
  kStopped,   // the time limit stopped the count: the figures are partial (lower bounds)
};

std::string to_string(CountStatus status);

struct CountResult {
  CountStatus status = CountStatus::kComplete;
  // When stopped, both figures are lower bounds (unique from join: a lower bound, total / 8).
  QueensCount count;
  CountMethod method = CountMethod::kBacktrack;  // the method that ran
  std::uint64_t nodes = 0;                       // backtrack: queens placed by the search
  std::uint64_t half_boards = 0;                 // join: half boards built
  std::uint64_t tasks = 0;                       // tasks the work was split into
  std::uint64_t tasks_done = 0;                  // finished, those resumed included
  std::uint64_t tasks_resumed = 0;               // read from the checkpoint (--resume)
  std::uint64_t run_work = 0;   // this run's work alone: what the node limit counts
  std::string checkpoint_file;  // the file this run wrote its tasks to (empty: none)
  // What each rank of the job did (distributed/job.hpp): one row in a single process.
  std::vector<distributed::RankFigures> ranks;
  int threads = 1;
  double seconds = 0;
};

// Throws InputError unless 1 <= n <= kMaxCountN and 0 <= options.threads <= kMaxCountThreads, or
// when the join is asked for past its range.
CountResult count_queens(int n, const CountOptions& options = {});

}  // namespace puzzlelab::queens
