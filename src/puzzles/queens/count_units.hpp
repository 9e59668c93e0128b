// The two N-queens counts as unit lists for the unit farm (distributed/unit_farm.hpp): the tasks
// the counters have always been split into, now numbered units whose results can be summed in
// any order, written to a checkpoint and (in the MPI step) sent between ranks.
//   * JoinUnits: one unit per orbit of (middle queen, top-half columns) of the half-board join
//     (join_count.hpp), in join_tasks' order (by middle column, so a thread taking the next unit
//     keeps its quarter boards); its result is the weighed solutions and the half boards built.
//   * SubtreeUnits: one unit per node at the split row of the backtracking search
//     (count_search.hpp), in the order the split finds them; its result is the solutions by
//     class size and the queens placed. Solutions that end above the split row (small N) and the
//     queens placed by the split itself are no unit: `above_split()`, recomputed by every run.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "distributed/plain_bytes.hpp"
#include "puzzles/queens/count_search.hpp"
#include "puzzles/queens/join_count.hpp"

namespace puzzlelab::queens::detail {

struct JoinUnitResult {
  static constexpr std::size_t kBytes = 16;
  static constexpr std::string_view kName = "queens-join-v1";

  std::uint64_t solutions = 0;    // the task's solutions times its weight
  std::uint64_t half_boards = 0;  // half boards built for it

  JoinUnitResult& operator+=(const JoinUnitResult& other) {
    solutions += other.solutions;
    half_boards += other.half_boards;
    return *this;
  }
  bool operator==(const JoinUnitResult&) const = default;
  void save(std::byte* out) const {
    distributed::put_u64(out, solutions);
    distributed::put_u64(out + 8, half_boards);
  }
  static JoinUnitResult load(const std::byte* in) {
    return {distributed::get_u64(in), distributed::get_u64(in + 8)};
  }
};

class JoinUnits {
 public:
  using Result = JoinUnitResult;

  explicit JoinUnits(int n) : n_(n), tasks_(join_tasks(n)) {}

  std::size_t unit_count() const { return tasks_.size(); }
  void describe_unit(std::size_t unit, distributed::Fnv1a64& hash) const {
    const JoinTask& task = tasks_[unit];
    hash.add_u64(static_cast<std::uint64_t>(task.middle + 1))
        .add_u64(task.top)
        .add_u64(static_cast<std::uint64_t>(task.weight));
  }

  class Worker {
   public:
    Worker(int n, const std::vector<JoinTask>& tasks) : join_(n), tasks_(&tasks) {}
    bool count(std::size_t unit, Result& result, const std::atomic<bool>&) {
      const std::uint64_t before = join_.half_boards();
      result.solutions = join_.count((*tasks_)[unit]);
      result.half_boards = join_.half_boards() - before;
      return true;  // a task takes milliseconds at most: the farm reads the limits between them
    }
    std::uint64_t work() const { return join_.half_boards(); }

   private:
    HalfBoardJoin join_;
    const std::vector<JoinTask>* tasks_;
  };
  Worker make_worker() const { return Worker(n_, tasks_); }

 private:
  int n_;
  std::vector<JoinTask> tasks_;
};

struct SubtreeUnitResult {
  static constexpr std::size_t kBytes = 32;
  static constexpr std::string_view kName = "queens-subtree-v1";

  ClassCounts counts;  // solutions by class size, and queens placed

  SubtreeUnitResult& operator+=(const SubtreeUnitResult& other) {
    counts += other.counts;
    return *this;
  }
  bool operator==(const SubtreeUnitResult& other) const {
    return counts.eight == other.counts.eight && counts.four == other.counts.four &&
           counts.two == other.counts.two && counts.nodes == other.counts.nodes;
  }
  void save(std::byte* out) const {
    distributed::put_u64(out, counts.eight);
    distributed::put_u64(out + 8, counts.four);
    distributed::put_u64(out + 16, counts.two);
    distributed::put_u64(out + 24, counts.nodes);
  }
  static SubtreeUnitResult load(const std::byte* in) {
    SubtreeUnitResult result;
    result.counts.eight = distributed::get_u64(in);
    result.counts.four = distributed::get_u64(in + 8);
    result.counts.two = distributed::get_u64(in + 16);
    result.counts.nodes = distributed::get_u64(in + 24);
    return result;
  }
};

class SubtreeUnits {
 public:
  using Result = SubtreeUnitResult;

  // Runs the search to `split_row` (at least 2) to list the subtrees.
  SubtreeUnits(int n, int split_row);

  std::size_t unit_count() const { return subtrees_.size(); }
  void describe_unit(std::size_t unit, distributed::Fnv1a64& hash) const;
  // What the split itself found: solutions above the split row, and its queens placed.
  const ClassCounts& above_split() const { return above_split_; }

  class Worker {
   public:
    Worker(int n, const std::vector<Subtree>& subtrees) : search_(n), subtrees_(&subtrees) {}
    bool count(std::size_t unit, Result& result, const std::atomic<bool>& stop) {
      const bool finished = search_.run((*subtrees_)[unit], result.counts, stop);
      nodes_ += result.counts.nodes;
      return finished;
    }
    std::uint64_t work() const { return nodes_; }

   private:
    CountSearch search_;
    const std::vector<Subtree>* subtrees_;
    std::uint64_t nodes_ = 0;
  };
  Worker make_worker() const { return Worker(n_, subtrees_); }

 private:
  int n_;
  std::vector<Subtree> subtrees_;
  ClassCounts above_split_;
};

}  // namespace puzzlelab::queens::detail
