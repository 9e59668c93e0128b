// The unit farm: an exact count split into a deterministic list of units (subproblems), counted
// by worker threads that take the next unit as they finish one, with the units' results summed.
// The tree-split engine of docs/distributed.md ("Embarrassingly Parallel Search", Régin, Rezgui
// and Malapert, CP 2013: many more units than workers, 30 to 100 each, handed out dynamically
// because their costs are skewed).
//
// A count plugs in as a type `C` (the UnitCount concept below):
//   * the units: `C::unit_count()`, and `C::describe_unit(unit, hash)`, which feeds what defines
//     unit `unit` to an FNV-1a hash. The list must be the same in every process for one instance
//     (no threads, clocks or addresses in it): the hash of the whole list names it in a
//     checkpoint, and a later MPI layer hands the same unit numbers to every rank.
//   * one unit counted: `C::make_worker()` makes a worker for a thread (its scratch space), and
//     `worker.count(unit, result, stop)` counts unit `unit` into a zeroed `result`, returning
//     false when `stop` cut it short (then `result` is a part of the unit's count).
//     `worker.work()` is the work it has done so far (nodes, half boards), for the node limit.
//   * the result, `C::Result` (the UnitResult concept): `+=`, exact and order-free (integers:
//     the sum is bit-identical whatever order the units finish in), and a fixed-size plain form,
//     `kBytes` bytes written by `save` and read by `load`, named by `kName` (change the name
//     when the layout changes), so that results travel as plain buffers: checkpoint records
//     here, MPI_BYTE messages in the MPI step.
//
// With a checkpoint (checkpoint.hpp), each finished unit is appended to this run's file as it
// finishes; a resumed run loads the units finished before, counts the others, and its sum, unit
// statistics included, is the sum an uninterrupted run gives.
#pragma once

#include <algorithm>
#include <atomic>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/limits.hpp"
#include "distributed/checkpoint.hpp"
#include "distributed/checkpoint_request.hpp"
#include "distributed/job.hpp"
#include "distributed/plain_bytes.hpp"
#include "distributed/rank_figures.hpp"
#include "distributed/shared_runs.hpp"
#include "search/task_pool.hpp"

namespace puzzlelab::distributed {

template <class R>
concept UnitResult = std::default_initializable<R> && std::copyable<R> &&
    std::equality_comparable<R> &&
    requires(R sum, const R part, std::byte* out, const std::byte* in) {
  { R::kBytes } -> std::convertible_to<std::size_t>;
  { R::kName } -> std::convertible_to<std::string_view>;
  { sum += part } -> std::same_as<R&>;
  part.save(out);  // writes exactly kBytes bytes
  { R::load(in) } -> std::same_as<R>;
};

template <class C>
concept UnitCount = UnitResult<typename C::Result> &&
    requires(const C& count, typename C::Worker& worker, std::size_t unit, Fnv1a64& hash,
             typename C::Result& result, const std::atomic<bool>& stop) {
  { count.unit_count() } -> std::convertible_to<std::size_t>;
  count.describe_unit(unit, hash);
  { count.make_worker() } -> std::same_as<typename C::Worker>;
  { worker.count(unit, result, stop) } -> std::same_as<bool>;
  { worker.work() } -> std::convertible_to<std::uint64_t>;
};

struct FarmOptions {
  int threads = 1;
  double seconds = std::numeric_limits<double>::infinity();  // from the clock's start
  // On the work of this run (worker.work() summed): units loaded from a checkpoint are not
  // counted against it.
  std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();
  bool progress = true;          // a progress line on a terminal
  std::string label = "units";   // its first word
  CheckpointRequest checkpoint;  // none by default
  // What is counted, as a checkpoint's header names it: the puzzle, its canonical instance, the
  // method.
  std::string puzzle, instance, method;
  // The ranks the units are shared by (job.hpp); nullptr: current_job(). With K ranks, the node
  // limit is each rank's K-th share of `nodes`.
  Job* job = nullptr;
  Notice notice = notice_on_stderr;  // a torn record dropped on resume
};

template <UnitResult R>
struct FarmOutcome {
  R finished{};   // the sum over every finished unit, those loaded from a checkpoint included
  R in_flight{};  // what the units a stop cut short had counted (kept in no checkpoint)
  std::size_t units = 0;           // the list's size
  std::size_t finished_units = 0;  // resumed ones included
  std::size_t resumed_units = 0;   // loaded from the checkpoint
  std::uint64_t work = 0;          // worker.work() summed: this run's only, every rank's
  std::string checkpoint_file;     // the file this rank wrote (empty: none)
  std::vector<RankFigures> ranks;  // what each rank did, in rank order (one row: one process)

  bool complete() const { return finished_units == units; }
};

// The hash that names a unit list in a checkpoint: its size, then each unit's number and
// description.
template <UnitCount C>
std::uint64_t unit_list_hash(const C& count) {
  Fnv1a64 hash;
  const std::size_t units = count.unit_count();
  hash.add_u64(units);
  for (std::size_t unit = 0; unit < units; ++unit) {
    hash.add_u64(unit);
    count.describe_unit(unit, hash);
  }
  return hash.value();
}

// The checkpoint header of a count (checkpoint.hpp), as rank `job.rank()` writes it.
template <UnitCount C>
CheckpointHeader farm_header(const C& count, const FarmOptions& options, const Job& job) {
  using Result = typename C::Result;
  CheckpointHeader header;
  header.puzzle = options.puzzle;
  header.instance = options.instance;
  header.method = options.method;
  header.units = count.unit_count();
  header.unit_list_hash = unit_list_hash(count);
  header.result = std::string(Result::kName);
  header.result_bytes = static_cast<std::uint32_t>(Result::kBytes);
  header.rank = job.rank();
  header.ranks = job.ranks();
  return header;
}

// The units of 0 .. units-1 that `loaded` lacks, ascending.
inline std::vector<std::size_t> units_left(std::size_t units, const LoadedUnits& loaded) {
  std::vector<std::size_t> left;
  left.reserve(units - loaded.units.size());
  std::size_t next_loaded = 0;
  for (std::size_t unit = 0; unit < units; ++unit) {
    if (next_loaded < loaded.units.size() && loaded.units[next_loaded] == unit) {
      ++next_loaded;
      continue;
    }
    left.push_back(unit);
  }
  return left;
}

// Rank 0 reads the checkpoint folder (or checks that there is none to overwrite) and every rank
// learns which units it holds: the units are left out everywhere, their results added by rank 0
// alone. Collective; the folder is read once, before any rank makes a file in it.
inline LoadedUnits share_resumed_units(Job& job, const CheckpointRequest& request,
                                       const CheckpointHeader& header, const Notice& notice) {
  LoadedUnits loaded;
  if (!request.wanted()) return loaded;
  if (job.rank() == 0) {
    if (request.resume) {
      loaded = load_checkpoint(request.directory, header, notice);
    } else {
      require_no_checkpoint(request.directory);
    }
  }
  std::vector<std::byte> list(loaded.units.size() * 8);
  for (std::size_t i = 0; i < loaded.units.size(); ++i)
    put_u64(list.data() + 8 * i, loaded.units[i]);
  job.broadcast(list, 0);
  if (job.rank() != 0) {
    loaded.units.resize(list.size() / 8);
    for (std::size_t i = 0; i < loaded.units.size(); ++i)
      loaded.units[i] = get_u64(list.data() + 8 * i);
  }
  return loaded;
}

// Counts every unit of `count` (those a resumed checkpoint holds excepted) under the options'
// limits, on this rank's threads and, in a job of several ranks, on every rank: the units are
// handed out by a shared counter (shared_runs.hpp) and every rank ends with the same outcome,
// the ranks' sums added in rank order. InputError for a checkpoint refused or one that cannot
// be written (checkpoint.hpp).
template <UnitCount C>
FarmOutcome<typename C::Result> run_unit_farm(const C& count, const FarmOptions& options,
                                              const Stopwatch& clock) {
  using Result = typename C::Result;
  using Worker = typename C::Worker;
  Job& job = options.job != nullptr ? *options.job : current_job();
  FarmOutcome<Result> outcome;
  outcome.units = count.unit_count();

  CheckpointHeader header;
  if (options.checkpoint.wanted()) header = farm_header(count, options, job);
  const LoadedUnits loaded = share_resumed_units(job, options.checkpoint, header, options.notice);
  Result resumed{};
  for (std::size_t i = 0; i < loaded.results.size() / Result::kBytes; ++i)
    resumed += Result::load(loaded.results.data() + i * Result::kBytes);
  outcome.resumed_units = loaded.units.size();
  const std::vector<std::size_t> todo = units_left(outcome.units, loaded);
  std::unique_ptr<CheckpointWriter> writer;
  if (options.checkpoint.wanted() && !todo.empty()) {
    writer = std::make_unique<CheckpointWriter>(options.checkpoint.directory, header);
    outcome.checkpoint_file = writer->path();
  }

  struct Shared {
    Result finished{};
    Result in_flight{};
    std::size_t units = 0;
    std::uint64_t work = 0;
  } shared;
  // The pool's worker: one unit of `todo` per task, the result kept and written.
  struct FarmWorker {
    Worker worker;
    const std::vector<std::size_t>* todo;
    CheckpointWriter* writer;
    Shared* shared;
    Result finished{};
    Result in_flight{};
    std::size_t units = 0;

    bool run(std::size_t task, const std::atomic<bool>& stop) {
      if (writer != nullptr && writer->failed()) return false;
      const std::size_t unit = (*todo)[task];
      Result result{};
      if (!worker.count(unit, result, stop)) {
        in_flight += result;
        return false;
      }
      finished += result;
      ++units;
      if (writer != nullptr) {
        std::byte bytes[Result::kBytes];
        result.save(bytes);
        if (!writer->append(unit, bytes)) return false;  // counted, but the run stops
      }
      return true;
    }
    std::uint64_t work() const { return worker.work(); }
    void merge() {
      shared->finished += finished;
      shared->in_flight += in_flight;
      shared->units += units;
      shared->work += worker.work();
    }
  };

  search::TaskPoolOptions pool;
  pool.threads = options.threads;
  pool.seconds = options.seconds;
  pool.nodes =
      job.ranks() == 1 ? options.nodes : std::max<std::uint64_t>(options.nodes / job.ranks(), 1);
  pool.progress = options.progress;
  pool.label = options.label;
  pool.done_before = outcome.resumed_units;
  const auto make_worker = [&] {
    return FarmWorker{count.make_worker(), &todo, writer.get(), &shared};
  };
  if (job.ranks() == 1) {
    search::run_task_pool(todo.size(), pool, clock, make_worker);
  } else {
    const std::unique_ptr<SharedCounter> counter = job.make_counter();
    SharedRuns runs(*counter, guided_runs(todo.size(),
                                          std::size_t(std::max(options.threads, 1)) * job.ranks()));
    search::run_task_pool_from(runs, todo.size(), pool, clock, make_worker);
  }
  if (writer != nullptr && writer->failed()) throw InputError(writer->error());
  const double counted_at = clock.seconds();

  // Every rank's sums, added in rank order: integers, so the total is the one process's.
  constexpr std::size_t kRecord = 2 * Result::kBytes + 16;
  std::byte mine[kRecord];
  Result finished_here = resumed;  // rank 0 alone read the checkpoint
  finished_here += shared.finished;
  finished_here.save(mine);
  shared.in_flight.save(mine + Result::kBytes);
  put_u64(mine + 2 * Result::kBytes, shared.units);
  put_u64(mine + 2 * Result::kBytes + 8, shared.work);
  const std::vector<std::byte> all = job.all_gather(mine);
  std::size_t finished_units = 0;
  for (std::size_t at = 0; at + kRecord <= all.size(); at += kRecord) {
    outcome.finished += Result::load(all.data() + at);
    outcome.in_flight += Result::load(all.data() + at + Result::kBytes);
    finished_units += get_u64(all.data() + at + 2 * Result::kBytes);
    outcome.work += get_u64(all.data() + at + 2 * Result::kBytes + 8);
  }
  outcome.finished_units = outcome.resumed_units + finished_units;

  RankFigures figures;
  figures.units = shared.units;
  figures.work = shared.work;
  figures.seconds = counted_at;
  figures.waiting_seconds = clock.seconds() - counted_at;
  outcome.ranks = gather_rank_figures(job, figures);
  return outcome;
}

}  // namespace puzzlelab::distributed
