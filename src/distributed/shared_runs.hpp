// Tasks handed out to every thread of every rank of a job by one shared counter (job.hpp): the
// dynamic assignment of the unit farm under MPI, which subproblem costs that differ by orders of
// magnitude call for ("Embarrassingly Parallel Search", Régin, Rezgui and Malapert, CP 2013).
//
// A fetch from the counter crosses the network, so it hands out a run of consecutive tasks, not
// one: runs are long while much is left and shrink to single tasks at the end ("guided"
// scheduling, a run being a quarter of an equal share of what is left), so a rank fetches a few
// dozen times per worker and the last tasks still spread evenly. The runs are a function of the
// task count and the workers alone, the same on every rank; the counter numbers them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <mutex>
#include <vector>

#include "distributed/job.hpp"
#include "search/task_pool.hpp"

namespace puzzlelab::distributed {

struct TaskRun {
  std::size_t begin = 0;
  std::size_t end = 0;
};

// The runs that cover tasks 0 .. tasks-1, for `workers` threads in the whole job.
inline std::vector<TaskRun> guided_runs(std::size_t tasks, std::size_t workers) {
  std::vector<TaskRun> runs;
  const std::size_t shares = 4 * std::max<std::size_t>(workers, 1);
  for (std::size_t at = 0; at < tasks;) {
    const std::size_t length = std::max<std::size_t>((tasks - at) / shares, 1);
    runs.push_back({at, at + length});
    at += length;
  }
  return runs;
}

// A rank's task source for search::run_task_pool_from: its threads take tasks from the run it
// holds and fetch the next run from the shared counter when it is spent.
class SharedRuns {
 public:
  SharedRuns(SharedCounter& counter, std::vector<TaskRun> runs)
      : counter_(counter), runs_(std::move(runs)) {}

  std::size_t next() {
    std::lock_guard lock(mutex_);
    if (at_ == end_ && !spent_) {
      const std::uint64_t run = counter_.fetch_add(1);
      if (run < runs_.size()) {
        at_ = runs_[run].begin;
        end_ = runs_[run].end;
        ++fetched_;
      } else {
        spent_ = true;
      }
    }
    return at_ < end_ ? at_++ : search::kNoTask;
  }
  std::size_t runs_fetched() const { return fetched_; }

 private:
  SharedCounter& counter_;
  std::vector<TaskRun> runs_;
  std::mutex mutex_;
  std::size_t at_ = 0;
  std::size_t end_ = 0;
  std::size_t fetched_ = 0;
  bool spent_ = false;
};

}  // namespace puzzlelab::distributed
