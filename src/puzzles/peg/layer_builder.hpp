// The engine under the game count and the board analysis: one layer of classes (every jump
// removes one peg, so a layer is one peg count) turned into the next, fast, on a few threads.
//
// Memory is the whole cost. A big English layer holds millions of classes and receives tens of
// millions of child updates; sending each straight to one big hash table costs a cache miss (and
// a TLB miss) apiece. So the next layer is split by hash into partitions whose tables fit in the
// L2 cache, and a layer is built in two phases per chunk of parents: scatter (each thread expands
// its share of the parents and appends the children to one 4 KiB block per partition: sequential
// writes) and merge (each thread takes whole partitions and adds their buffered children into
// the partition's small table). Every memory access is then either a sequential stream or a hit
// in a cache-sized table, and an entry is 12 or 16 bytes where it can be (layer_entry.hpp).
//
// Threads. Both phases split the work without sharing anything writable: a parent is expanded by
// one thread into that thread's own buffers, and a partition is merged by one thread. No locks;
// the threads meet only at the end of each phase. The same scatter-and-merge sweep, with other
// work in each phase, joins the analysis' middle layer with itself (middle_join.hpp).
//
// Ranks. Under a job of K ranks (distributed/job.hpp, `puzzlelab-mpi`) each class belongs to the
// rank its owner hash names, and each rank keeps only the classes it owns, so a layer's memory
// is shared K ways. A rank expands its own parents; a child it owns goes to its scatter buffers
// as above, one another rank owns to that rank's outgoing bucket. After each chunk the ranks
// exchange the buckets and scatter what they receive before merging, so the buckets stay as
// small as a chunk's children; every rank runs as many chunks as the largest share needs
// (an empty one when its own parents are done), and after each the ranks agree whether to go
// on, so a limit reached on one rank stops them all at the same chunk. The labelled layers of
// the analysis go the same way (a position's labels all live on the rank its position names),
// and so do the middle join's lookups (middle_join.hpp).
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/bits.hpp"
#include "core/cpu_features.hpp"
#include "core/limits.hpp"
#include "core/memory_size.hpp"
#include "core/progress.hpp"
#include "core/uint128.hpp"
#include "distributed/job.hpp"
#include "distributed/plain_bytes.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/class_keys.hpp"
#include "puzzles/peg/huge_page_allocator.hpp"
#include "puzzles/peg/layer_entry.hpp"
#include "puzzles/peg/legal_jumps.hpp"
#include "puzzles/peg/partition_table.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/scatter_buffer.hpp"
#include "search/task_pool.hpp"

namespace puzzlelab::peg {
struct LayerBuildOptions {
  int threads = 1;
  // Measured from the clock the builder is given; the node limit counts parents expanded.
  SearchLimits limits;
  // The build stops (with a reason) rather than make a layer expected to hold more classes than
  // this, or whose peak bytes (see peak_bytes) would pass limits.memory_bytes.
  std::size_t max_layer_positions = std::numeric_limits<std::size_t>::max();
  // Layers with fewer parents are expanded by one thread: starting threads costs more than they
  // save on small layers.
  std::size_t min_parallel_layer = std::size_t{1} << 14;
  bool progress = true;
  std::string activity = "counting games";  // the progress line's first words
  // The ranks that share the layers; null: this process alone (see the header comment).
  distributed::Job* job = nullptr;
  // Under ranks, whether children may be sent sorted by the receiving rank's partition
  // (sweep_across_ranks); false, in tests: one stream a rank, scattered where they arrive.
  bool send_by_partition = true;
};

// A finished layer: its classes in partition order, partition p's in [begin[p], begin[p + 1]).
template <class Entry>
using EntryVector = std::vector<Entry, HugePageAllocator<Entry>>;

template <class Entry>
struct Layer {
  EntryVector<Entry> entries;
  std::vector<std::size_t> begin = {0, 0};
  Partitioning partitioning;
  u128 largest = 0;  // the largest count: bounds every count of the next layer
};

template <class Entry>
struct GoalEntries {
  u128 games = 0;
  std::vector<Entry> classes;
};

template <class Entry, int K>
class LayerBuilder {
 public:
  using Key = typename Entry::Key;
  using Keys = ClassKeys<Key, K>;

  LayerBuilder(const Board& board, const std::vector<Permutation>& symmetries, int label_bits,
               const LayerBuildOptions& options, const Stopwatch& clock)
      : options_(options),
        clock_(clock),
        jumps_(jump_masks<Key>(board)),
        keys_(symmetries, jumps_, board.hole_count(), label_bits),
        legal_(board),
        max_children_(static_cast<int>(jumps_.size())) {
    threads_.resize(std::max(options.threads, 1));
    if (options.job != nullptr && options.job->ranks() > 1) {
      job_ = options.job;
      rank_ = job_->rank();
      ranks_ = job_->ranks();
    }
  }

  // The rank that owns a class's position: the top bits of a hash with a multiplier of its own,
  // so that the partitions (partition_hash's top bits) and the home slots (the top bits of the
  // table's hash, partition_table.hpp) spread each rank's classes as evenly as the whole
  // layer's. With the table's multiplier, a rank's classes took half of each table's home slots
  // and the English count ran six times slower.
  int owner(Key key) const { return owner_of_position(keys_.position(key)); }
  static constexpr std::uint64_t kOwnerMultiplier = 0xbf58476d1ce4e5b9ULL;
  int owner_of_position(Key position) const {
    if (ranks_ == 1) return 0;
    const std::uint64_t h = multiply_hash(position, kOwnerMultiplier);
    return static_cast<int>(((h >> 32) * static_cast<std::uint64_t>(ranks_)) >> 32);
  }
  bool owns(Key key) const { return owner(key) == rank_; }
  int rank() const { return rank_; }
  int ranks() const { return ranks_; }

  // Collective: the classes of `layer` on every rank together (this rank's alone without a job).
  std::uint64_t classes_everywhere(const Layer<Entry>& layer) {
    if (ranks_ == 1) return layer.entries.size();
    std::uint64_t total = 0;
    for (const std::uint64_t size : gather_u64(layer.entries.size())) total += size;
    return total;
  }

  const Keys& keys() const { return keys_; }
  const LegalJumps<Key>& legal_jumps() const { return legal_; }
  const std::vector<JumpMask<Key>>& jumps() const { return jumps_; }
  int threads() const { return static_cast<int>(threads_.size()); }
  int threads_used() const { return threads_used_; }

  bool stopped() const { return stop_.load(std::memory_order_relaxed); }
  const std::string& stop_reason() const { return stop_reason_; }
  // Whether the build stopped because a count could pass what the packed entry holds.
  bool counts_too_wide() const { return counts_too_wide_; }
  // Whether a memory guard stopped the build before a layer (not the time or node limit).
  bool refused_layer() const { return refused_layer_; }
  std::uint64_t expanded() const { return expanded_.load(std::memory_order_relaxed); }

  // A layer of the given classes (keys canonical, each once).
  Layer<Entry> first_layer(const std::vector<Entry>& entries) {
    Layer<Entry> layer;
    layer.entries.assign(entries.begin(), entries.end());
    layer.begin = {0, layer.entries.size()};
    for (const Entry& e : layer.entries) layer.largest = std::max(layer.largest, e.count());
    previous_size_ = std::max<std::size_t>(layer.entries.size(), 1);
    previous_growth_ = 0;
    return layer;
  }

  // Where next_layer leaves the classes it built.
  enum class Output {
    kLayer,   // in the layer, partition by partition (the tables are reused)
    kTables,  // in the partition tables, for lookups by position (the layer is left empty)
  };

  // Replaces `layer` by its children, less the goals (games end there: they are handed to
  // `goals`, not expanded). Parents with no jump end their games, lost: their counts are added to
  // `losing`. Returns false, with stopped() set, when a limit or a guard stopped the build: the
  // layer is then partial.
  template <class IsGoal>
  bool next_layer(Layer<Entry>& layer, const IsGoal& is_goal, GoalEntries<Entry>& goals,
                  u128& losing, Output output = Output::kLayer) {
    // Under ranks every rank plans the layer for the largest share of parents and the largest
    // count of all ranks: so they agree on the entries' width, and lay the layer out in the same
    // partitions (a child another rank owns is then sent in that rank's partition).
    std::size_t planned = layer.entries.size();
    if (ranks_ > 1) agree_on_plan(layer.largest, planned);
    const std::size_t expected = expected_size(planned);
    const bool admitted = admit_next_layer(layer, planned, expected, output);
    if (!agree_to_go_on() || !admitted) return false;
    const TableLoad load = table_load(expected, planned, output);
    const int threads = active_threads(planned);
    partitioning_ = partitioning_for(expected, threads, load);
    prepare_tables(expected, threads, load);
    for (ThreadState& state : threads_) state.losing = 0;

    const auto expand_share = [&](int t, std::size_t first, std::size_t last) {
      expand(t, layer.entries.data() + first, layer.entries.data() + last);
    };
    const auto merge = [&](int, int p, const auto& for_each_child) {
      tables_[p].add_all(for_each_child);
    };
    sweep(layer.entries.size(), threads, kChunkParentsPerThread, expand_share, merge);
    for (const ThreadState& state : threads_) losing += state.losing;
    // The parents' memory is given back before the next layer is laid out (clear() and `= {}`
    // would keep it, and the finished layer would then be allocated beside it).
    EntryVector<Entry>().swap(layer.entries);
    if (output == Output::kLayer) {
      finish_layer(layer, threads, is_goal, goals);
    } else {
      for (const auto& table : tables_) positions_ += table.size();
    }
    return !stopped();
  }

  // Puts a layer's classes into the partition tables, as next_layer does with Output::kTables.
  void load_tables(const Layer<Entry>& layer) {
    partitioning_ = partitioning_for(layer.entries.size(), 1, kDenseLoad);
    prepare_tables(layer.entries.size(), 1, kDenseLoad);
    for (const Entry& e : layer.entries) tables_[partitioning_.of(hash(e.key()))].add(e);
  }

  // After Output::kTables: partition p's table.
  const PartitionTable<Entry>& table(int p) const { return tables_[p]; }

  // The sweep behind next_layer, open to other work: `items` parents in chunks of `chunk` a
  // thread; for each chunk, expand(t, first, last) on every thread t over its share (calling
  // push_to(t, partition, entry) or route(t, position, partition, entry)), then
  // consume(t, p, for_each) on thread t for each of its partitions p, where for_each(f) calls f
  // on every entry pushed to p in the chunk. Stops between parents when a limit is reached.
  // Under ranks it is collective: the chunks are sweep_across_ranks' rounds, and consume also
  // sees the entries other ranks routed here.
  template <class Expand, class Consume>
  void sweep(std::size_t items, int threads, std::size_t chunk_per_thread,
             const Expand& expand_share, const Consume& consume) {
    if (ranks_ > 1) {
      sweep_across_ranks(items, threads, expand_share, consume);
      return;
    }
    for (ThreadState& state : threads_) state.buffer.reset(partitioning_.count);
    const std::size_t chunk = chunk_per_thread * static_cast<std::size_t>(threads);
    for (std::size_t begin = 0; begin < items && !stopped(); begin += chunk) {
      const std::size_t size = std::min(chunk, items - begin);
      search::run_on_threads(threads, [&](int t) {
        expand_share(t, begin + share(size, t, threads), begin + share(size, t + 1, threads));
        threads_[t].buffer.publish();
      });
      consume_scattered(threads, consume);
      expanded_ += size;
    }
  }

  // consume(t, p, for_each) on thread t for each of its partitions p, over what every thread has
  // scattered to p; then the buffers are emptied.
  template <class Consume>
  void consume_scattered(int threads, const Consume& consume) {
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitioning_.count; p += threads) {
        consume(t, p, [&](const auto& f) {
          for (int u = 0; u < threads; ++u) threads_[u].buffer.for_each(p, f);
          if (!came_.empty()) came_[p].for_each(f);
        });
      }
    });
    for (int t = 0; t < threads; ++t) threads_[t].buffer.reset(partitioning_.count);
    for (Arrivals& arrivals : came_) arrivals.runs.clear();
  }

  void push(int thread, const Entry& entry) {
    threads_[thread].buffer.push(partitioning_.of(hash(entry.key())), entry);
  }
  // push() when the entry's partition is known.
  void push_to(int thread, int partition, const Entry& entry) {
    threads_[thread].buffer.push(partition, entry);
  }
  // push_to() for an entry whose position another rank may own: that rank's bucket then (it
  // finds the partition in its own partitioning).
  void route(int thread, Key position, int partition, const Entry& entry) {
    const int to = owner_of_position(position);
    if (to == rank_) {
      threads_[thread].buffer.push(partition, entry);
    } else {
      threads_[thread].outgoing.push(outgoing_stream(to, partition), entry);
    }
  }

  // Collective: every rank's `values` added up, cell by cell (this rank's alone without a job).
  void add_up_everywhere(std::vector<u128>& values) {
    if (ranks_ == 1) return;
    std::vector<std::uint64_t> words;
    for (const u128 v : values) {
      words.push_back(static_cast<std::uint64_t>(v >> 64));
      words.push_back(static_cast<std::uint64_t>(v));
    }
    const std::vector<std::uint64_t> all = distributed::gather_words(*job_, words);
    std::fill(values.begin(), values.end(), u128{0});
    for (std::size_t at = 0; at + 1 < all.size(); at += 2) {
      values[(at / 2) % values.size()] += u128{all[at]} << 64 | all[at + 1];
    }
  }
  std::uint64_t hash(Key key) const { return position_hash(key, keys_.label_bits()); }
  const Partitioning& partitioning() const { return partitioning_; }
  void use_partitioning(const Partitioning& partitioning) { partitioning_ = partitioning; }

  // Thread 0's duty, every kCheckInterval items: the clock, the node limit and the progress
  // line. Every thread then reads the flag. True when the work must stop.
  bool check_limits(int thread, std::uint64_t done) {
    if (thread == 0) {
      const double seconds = clock_.seconds();
      const std::uint64_t expanded = expanded_.load(std::memory_order_relaxed) + done;
      if (seconds >= options_.limits.seconds || expanded >= options_.limits.nodes) {
        stop("time or node limit");
      }
      if (progress_.enabled() && options_.progress) {
        progress_.update(options_.activity + ": " + std::to_string(expanded) +
                         " positions expanded, " + std::to_string(static_cast<int>(seconds)) +
                         " s");
      }
    }
    return stopped();
  }

  void stop(const std::string& reason) {
    if (!stop_.exchange(true)) stop_reason_ = reason;
  }
  void clear_progress() { progress_.clear(); }

  // Bytes the builder holds for its tables and buffers (the layers are the caller's).
  std::uint64_t bytes() const {
    std::uint64_t total = table_slots_ != nullptr ? table_slots_->size() : 0;
    for (const auto& table : tables_) total += table.own_bytes();
    for (const ThreadState& state : threads_)
      total += state.buffer.bytes() + state.outgoing.bytes();
    for (const distributed::ByteBuffer& round : round_buffers_) total += round.capacity();
    return total;
  }

  // The threads for a layer of `parents`: one below the parallel threshold.
  int active_threads(std::size_t parents) {
    const int active = active_threads_for(parents);
    threads_used_ = std::max(threads_used_, active);
    return active;
  }

  static constexpr std::uint64_t kCheckInterval = 1u << 12;  // items between clock checks

  // Under ranks: the seconds spent in the sweeps' exchanges and agreements, where a rank waits
  // for the slowest (and for the bytes to travel).
  double waiting_seconds() const { return waiting_seconds_; }

  // Classes put in layers so far (goals included), the first layer excepted.
  std::uint64_t positions() const { return positions_; }

 private:
  // Parents a thread scatters before the buffers are merged: bounds the buffers (about ten
  // children a parent, 16 bytes each: some 80 MB a thread) whatever the layer's size. Larger
  // chunks would save work: every chunk brings each partition table into the cache once.
  static constexpr std::size_t kChunkParentsPerThread = std::size_t{1} << 19;
  // Under ranks, parents a thread expands between two exchanges, and rounds between two merges.
  // Small rounds keep the exchange buffers small (they are memory on top of a rank's share of the
  // layers) and in the cache; merging only every few rounds keeps what a table brings into the
  // cache worth it. On the English board, two ranks: rounds of 2^19 and a merge each took 7.0 s
  // and 315 MiB a rank, 2^17 5.7 s and 166 MiB, 2^15 5.2 s and 125 MiB, 2^13 6.4 s; rounds of
  // 2^15 merged every 16th, 4.8 s and 202 MiB, every 8th, 5.7 s and 164 MiB.
  static constexpr std::size_t kRoundParentsPerThread = kChunkParentsPerThread / 16;
  static constexpr std::uint64_t kMergeRounds = 16;
  // Under ranks, the most outgoing streams by partition a thread keeps (other ranks times
  // partitions; past it, one a rank): each takes a staging line of 64 bytes and, while it has
  // children, a block of 4 KiB.
  static constexpr std::uint64_t kMaxOutgoingStreams = 2048;
  // Classes per partition aimed at: a table of at most a quarter of the core's L2 cache, leaving
  // room for the block streams being read, filled to 5/8 (the tables take up to 3/4 before a
  // larger power of two). With a 1 MiB L2 and 16-byte entries that is 10,240 classes in 256 KiB;
  // with 2 MiB, twice that, which made the English count about 12 % faster than 256 KiB tables
  // there (median of 7 paired runs) and the French analysis 16 %. A reported size outside 256 KiB
  // to 4 MiB is taken as the nearer end: a virtual machine may report what it likes.
  static constexpr std::size_t kSmallestL2 = std::size_t{256} << 10;
  static constexpr std::size_t kLargestL2 = std::size_t{4} << 20;
  static std::size_t partition_classes() {
    static const std::size_t classes = [] {
      const std::size_t l2 = std::clamp(l2_cache_bytes(), kSmallestL2, kLargestL2);
      const std::size_t slots = std::bit_floor(l2 / 4 / sizeof(Entry));
      return slots * 5 / 8;
    }();
    return classes;
  }
  static constexpr int kPartitionsPerThread = 8;
  // At most this many partitions, so that a thread's scatter streams (a 64-byte staging line
  // each) stay in its L1 and L2 caches; past that many times partition_classes() the tables grow
  // instead. They are not all in the cache anyway then: a chunk sends a few children to each
  // cache line of them.
  static constexpr std::size_t kMaxPartitions = 1024;

  // Children a parent has on average, for the scatter buffers' share of peak_bytes: about ten
  // on the English and French boards.
  static constexpr std::uint64_t kChildrenPerParent = 12;

  int active_threads_for(std::size_t parents) const {
    return parents < options_.min_parallel_layer ? 1 : threads();
  }

  struct LabelledChild {
    typename Keys::ChildPosition child;
    int partition;                 // or, when another rank owns the child, its outgoing stream
    ScatterBuffer<Entry>* buffer;  // the thread's own, or its outgoing one
  };

  struct ThreadState {
    ScatterBuffer<Entry> buffer;
    ScatterBuffer<Entry> outgoing;  // under ranks: the children other ranks own (outgoing_stream)
    u128 losing = 0;
    std::vector<LabelledChild> children;  // of the position expand_labelled is at
  };

  // Under ranks, the entries of one partition that other ranks sent: runs of them in the round
  // buffers they came in.
  struct Arrivals {
    struct Run {
      const std::byte* entries;
      std::size_t count;
    };
    std::vector<Run> runs;

    template <class F>
    void for_each(const F& f) const {
      for (const Run& run : runs) {
        for (std::size_t i = 0; i < run.count; ++i) {
          Entry e;
          std::memcpy(&e, run.entries + i * sizeof(Entry), sizeof(Entry));
          f(e);
        }
      }
    }
  };

  // Where part `part` of `size` items split `parts` ways begins.
  static std::size_t share(std::size_t size, int part, int parts) {
    return size * static_cast<std::size_t>(part) / static_cast<std::size_t>(parts);
  }

  // The next layer's size, guessed from the last two layers' growth; a table grows when its
  // share is short. Towards the middle of a game the growth itself falls by a fairly steady
  // factor, so the last layer's growth times that factor predicts the next layer within a few
  // per cent (the growth alone overshoots by some 15 %, which on the largest layers is more
  // memory than a guard can spare); the margin keeps the tables from growing. Shrinking layers
  // are given their parents' size.
  std::size_t expected_size(std::size_t size) const {
    constexpr double kMargin = 1.04;
    const double growth = static_cast<double>(size) / static_cast<double>(previous_size_);
    double next = growth;
    if (previous_growth_ > 0 && growth < previous_growth_) next *= growth / previous_growth_;
    return static_cast<std::size_t>(static_cast<double>(size) * std::max(next * kMargin, 1.0));
  }

  // The guards, checked before a layer is built: limits, expected size, memory, count width.
  bool admit_next_layer(const Layer<Entry>& layer, std::size_t parents, std::size_t expected,
                        Output output) {
    check_limits(0, 0);
    if (stopped()) return false;
    previous_growth_ = static_cast<double>(parents) / static_cast<double>(previous_size_);
    previous_size_ = std::max<std::size_t>(parents, 1);
    if (expected > options_.max_layer_positions) {
      refused_layer_ = true;
      stop("the next layer would hold about " + std::to_string(expected) +
           " positions, past the limit of " + std::to_string(options_.max_layer_positions) +
           " (memory)");
      return false;
    }
    const std::uint64_t peak = peak_bytes(expected, parents, output, kDenseLoad);
    if (peak > options_.limits.memory_bytes) {
      refused_layer_ = true;
      stop(memory_limit_note(options_.limits.memory_bytes,
                             "the next layer of " + options_.activity + " would hold about " +
                                 rough_count(expected) + " positions in " + memory_text(peak)));
      return false;
    }
    if constexpr (Entry::kCountBits < 128) {
      // A child class is reached from at most |G| x jumps (parent class, jump) pairs, one for
      // each symmetry and jump that leads back from it, so its count is at most the largest
      // parent count that many times.
      const u128 bound = u128{1} << Entry::kCountBits;
      const u128 fan_in =
          static_cast<u128>(keys_.group_size()) * static_cast<u128>(std::max(max_children_, 1));
      if (layer.largest >= bound / fan_in) {
        counts_too_wide_ = true;
        stop("counts too wide for packed entries");
        return false;
      }
    }
    return true;
  }

  // The load a layer's tables are planned at (the dense load has passed the guards). Up to the
  // partition cap the tables are sized to the cache (partition_classes) and dense. Past it they
  // are larger than the cache and every probe run is memory traffic: there they are sparse, if
  // the layer's peak then stays within the memory limit. The English board's analysis, whose
  // middle layers pass the cap, took 6 % less wall time and CPU so (medians of seven paired runs,
  // faster in six), for a peak of 1.6 GB instead of 1.3 GB. The English count, whose layers stay
  // under it, ran no faster with every table sparse (five pairs) and took 110 MB more.
  TableLoad table_load(std::size_t expected, std::size_t parents, Output output) const {
    if (expected <= kMaxPartitions * partition_classes()) return kDenseLoad;
    const std::uint64_t sparse_peak = peak_bytes(expected, parents, output, kSparseLoad);
    return sparse_peak <= options_.limits.memory_bytes ? kSparseLoad : kDenseLoad;
  }

  // What building a layer of `expected` classes from `parents` holds at its peak: the partition
  // tables, beside either the parents and every thread's scatter buffers (while the children are
  // scattered and merged) or the finished layer (while the tables are copied out; a layer left
  // in the tables is not copied). The middle join's requests take no more than the scatter
  // buffers. `expected` carries expected_size's margin, and the tables take a few per cent more
  // before they grow, so a guess a little short does not pass this either.
  std::uint64_t peak_bytes(std::size_t expected, std::size_t parents, Output output,
                           TableLoad load) const {
    const int threads = active_threads_for(parents);
    const Partitioning partitioning = partitioning_for(expected, threads, load);
    const auto partitions = static_cast<std::uint64_t>(partitioning.count);
    const std::uint64_t tables =
        std::uint64_t{PartitionTable<Entry>::slots_for(expected / partitions + 1, load)} *
        partitions * sizeof(Entry);
    const std::uint64_t chunk = std::min<std::uint64_t>(
        parents, kChunkParentsPerThread * static_cast<std::uint64_t>(threads));
    // Under ranks the scatter buffers hold the own and the received children of the rounds
    // between two merges (about a chunk's), and a round's children for other ranks sit in three
    // more places: the outgoing buckets, the packed copy sent and what arrives.
    const std::uint64_t round =
        ranks_ > 1 ? std::min<std::uint64_t>(
                         parents, kRoundParentsPerThread * static_cast<std::uint64_t>(threads))
                   : 0;
    const std::uint64_t sweep = std::uint64_t{parents} * sizeof(Entry) +
                                (chunk + 3 * round) * kChildrenPerParent * sizeof(Entry);
    const std::uint64_t finished =
        output == Output::kLayer ? std::uint64_t{expected} * sizeof(Entry) : 0;
    return tables + std::max(sweep, finished);
  }

  Partitioning partitioning_for(std::size_t expected, int threads, TableLoad load) const {
    const std::size_t per_partition = partition_classes();
    const std::size_t by_size = (expected + per_partition - 1) / per_partition;
    const std::size_t by_threads = threads > 1 ? threads * kPartitionsPerThread : 1;
    std::size_t count = std::max<std::size_t>({std::min(by_size, kMaxPartitions), by_threads, 1});
    if (by_size > kMaxPartitions) {
      // Past the cap the tables grow, in powers of two, so each one is between half and all of
      // the planned load. Fewer partitions of that table size fill them to near the load: on the
      // largest layers, those memory decides, that saves up to half the tables' bytes. (A table
      // takes up to 7/8 before it grows, room for a guess a little short.)
      const std::size_t slots = PartitionTable<Entry>::slots_for(expected / count + 1, load);
      const std::size_t room = PartitionTable<Entry>::capacity(slots, load) - 1;
      count = std::max((expected + room - 1) / room, by_threads);
    }
    return Partitioning{static_cast<int>(count)};
  }

  // Every partition's table over one region of equal shares (reused from layer to layer while
  // it is large enough), zeroed by the threads in parallel.
  void prepare_tables(std::size_t expected, int threads, TableLoad load) {
    const int partitions = partitioning_.count;
    tables_.resize(partitions);
    const std::size_t slots = PartitionTable<Entry>::slots_for(expected / partitions + 1, load);
    const std::size_t bytes = slots * static_cast<std::size_t>(partitions) * sizeof(Entry);
    if (table_slots_ == nullptr || table_slots_->size() < bytes ||
        table_slots_->size() > 4 * bytes) {
      table_slots_ = nullptr;  // freed before the new region is taken
      table_slots_ = std::make_unique<HugePageBuffer>(bytes);
    }
    Entry* const region = reinterpret_cast<Entry*>(table_slots_->data());
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitions; p += threads) {
        Entry* share = region + slots * static_cast<std::size_t>(p);
        std::fill(share, share + slots, Entry{});
        tables_[p].prepare(share, slots, keys_.label_bits());
      }
    });
  }

  // Scatters the children of the parents [first, last) into the thread's buffers.
  void expand(int thread, const Entry* first, const Entry* last) {
    if (keys_.label_bits() > 0) {
      expand_labelled(thread, first, last);
      return;
    }
    ThreadState& state = threads_[thread];
    // By whether this rank owns the child: the outgoing buffer (by rank) or the own one.
    ScatterBuffer<Entry>* const targets[2] = {&state.outgoing, &state.buffer};
    std::uint64_t done = 0;
    for (const Entry* parent = first; parent != last; ++parent) {
      if ((++done & (kCheckInterval - 1)) == 0 && check_limits(thread, done)) break;
      const auto images = keys_.images(parent->key());
      const bool any_jump = legal_.for_each(keys_.position(parent->key()), [&](int jump) {
        const Key child = keys_.child(images, jump);
        int partition = partitioning_.of(partition_hash(child));
        ScatterBuffer<Entry>* buffer = &state.buffer;
        if (ranks_ > 1) {
          // Another rank's child goes to that rank's bucket in the outgoing buffer, chosen by
          // indexing and masks: the owner is random by design, and GCC turned the plain
          // conditionals into a branch that was mispredicted on half the children (an eighth
          // of a rank's expansion time on the English count).
          const int to = owner(child);
          const int mine = static_cast<int>(to == rank_);
          buffer = targets[mine];
          partition ^= (partition ^ outgoing_stream(to, partition)) & (mine - 1);
        }
        buffer->push(partition, parent->with_key(child));
      });
      if (!any_jump) state.losing += parent->count();
    }
  }

  // sweep() over the ranks of a job (see the header comment): `items` of this rank's parents in
  // rounds of kRoundParentsPerThread a thread, as many rounds on every rank as the largest share
  // needs. After each round's expansion the children other ranks own are exchanged; every
  // kMergeRounds rounds what came and what stayed are merged.
  //
  // When every rank has the same partitions (next_layer plans them alike) a child is sent in
  // the stream of its partition, and what comes is merged where it lies in the round's buffer:
  // one pass over those children fewer than scattering them again where they arrive (a tenth of
  // a rank's work on the English count, two ranks). Otherwise, or when ranks times partitions
  // would make too many streams, a child is sent in its owner's stream and scattered there.
  template <class Expand, class Consume>
  void sweep_across_ranks(std::size_t items, int threads, const Expand& expand_share,
                          const Consume& consume) {
    const std::size_t chunk = kRoundParentsPerThread * static_cast<std::size_t>(threads);
    const int partitions = partitioning_.count;
    const std::uint64_t mine[2] = {(items + chunk - 1) / chunk,
                                   static_cast<std::uint64_t>(partitions)};
    std::uint64_t rounds = 0;
    bool same_partitions = true;
    const std::vector<std::uint64_t> all = distributed::gather_words(*job_, mine);
    for (std::size_t at = 0; at + 1 < all.size(); at += 2) {
      rounds = std::max(rounds, all[at]);
      same_partitions = same_partitions && all[at + 1] == mine[1];
    }
    const bool by_partition =
        options_.send_by_partition && same_partitions &&
        static_cast<std::uint64_t>(ranks_ - 1) * mine[1] <= kMaxOutgoingStreams;
    streams_per_rank_ = by_partition ? partitions : 1;
    stream_mask_ = by_partition ? -1 : 0;
    came_.assign(by_partition ? partitions : 0, Arrivals{});
    round_buffers_.resize(kMergeRounds);
    for (ThreadState& state : threads_) {
      state.buffer.reset(partitions);
      state.outgoing.reset(ranks_ * streams_per_rank_);
    }
    for (std::uint64_t round = 0; round < rounds; ++round) {
      const std::size_t begin = std::min<std::size_t>(items, round * chunk);
      const std::size_t size = std::min(chunk, items - begin);
      if (size > 0 && !stopped()) {
        search::run_on_threads(threads, [&](int t) {
          expand_share(t, begin + share(size, t, threads), begin + share(size, t + 1, threads));
          threads_[t].buffer.publish();  // by the thread whose streaming stores they are
          threads_[t].outgoing.publish();
        });
      }
      pack_outgoing();
      for (ThreadState& state : threads_) state.outgoing.reset(ranks_ * streams_per_rank_);
      // Kept until the merge: the children that came may be read where they lie.
      distributed::ByteBuffer& received = round_buffers_[round % kMergeRounds];
      const double exchange_began = clock_.seconds();
      job_->exchange_packed(exchange_.sending, exchange_.sizes, received, exchange_.received_sizes);
      waiting_seconds_ += clock_.seconds() - exchange_began;
      take_arrivals(received, threads);
      if ((round + 1) % kMergeRounds == 0 || round + 1 == rounds)
        consume_scattered(threads, consume);
      expanded_ += size;
      const double agreement_began = clock_.seconds();
      const bool go_on = agree_to_go_on();
      waiting_seconds_ += clock_.seconds() - agreement_began;
      if (!go_on) break;
    }
  }

  // Under ranks: the outgoing stream of a child for rank `to` in `partition` (see
  // sweep_across_ranks): the rank's own stream, or the one of its partition.
  int outgoing_stream(int to, int partition) const {
    return to * streams_per_rank_ + (partition & stream_mask_);
  }

  // Every other rank's streams into exchange_.sending, rank after rank, each rank's as its
  // streams' entry counts (8 bytes each) and then their entries (as they are in memory: the ranks
  // of a job share one architecture), every thread's of a stream together.
  void pack_outgoing() {
    const int streams = streams_per_rank_;
    const std::size_t header = static_cast<std::size_t>(streams) * 8;
    exchange_.sizes.assign(ranks_, 0);
    std::size_t total = 0;
    for (int to = 0; to < ranks_; ++to) {
      if (to == rank_) continue;
      exchange_.sizes[to] = header;
      for (const ThreadState& state : threads_) {
        for (int s = 0; s < streams; ++s) {
          exchange_.sizes[to] += state.outgoing.size(to * streams + s) * sizeof(Entry);
        }
      }
      total += exchange_.sizes[to];
    }
    exchange_.sending.resize(total);
    std::byte* at = exchange_.sending.data();
    for (int to = 0; to < ranks_; ++to) {
      if (to == rank_) continue;
      std::byte* const counts = at;
      at += header;
      for (int s = 0; s < streams; ++s) {
        std::size_t bytes = 0;
        for (const ThreadState& state : threads_) {
          bytes += state.outgoing.copy_to(to * streams + s, at + bytes);
        }
        distributed::put_u64(counts + 8 * static_cast<std::size_t>(s), bytes / sizeof(Entry));
        at += bytes;
      }
    }
  }

  // What came in a round (pack_outgoing's layout, each sender's after the other): by partition,
  // noted where it lies; by rank, scattered by the threads, each an equal share of each sender's.
  void take_arrivals(const distributed::ByteBuffer& received, int threads) {
    const int streams = streams_per_rank_;
    struct Sent {
      const std::byte* entries;
      std::size_t count;
    };
    std::vector<Sent> unsorted;
    const std::byte* at = received.data();
    for (int from = 0; from < ranks_; ++from) {
      const std::size_t bytes = exchange_.received_sizes[from];
      if (bytes == 0) continue;  // this rank itself
      const std::size_t header = static_cast<std::size_t>(streams) * 8;
      const std::byte* entries = at + header;
      std::size_t count = 0;
      for (int s = 0; s < streams; ++s) {
        const std::size_t n = distributed::get_u64(at + 8 * static_cast<std::size_t>(s));
        if (!came_.empty() && n > 0) came_[s].runs.push_back({entries + count * sizeof(Entry), n});
        count += n;
      }
      if (header + count * sizeof(Entry) != bytes) {
        throw std::logic_error("rank " + std::to_string(from) + " sent " + std::to_string(bytes) +
                               " bytes, not what its counts say");
      }
      if (came_.empty()) unsorted.push_back({entries, count});
      at += bytes;
    }
    if (unsorted.empty()) return;
    search::run_on_threads(threads, [&](int t) {
      for (const Sent& sent : unsorted) {
        for (std::size_t i = share(sent.count, t, threads); i < share(sent.count, t + 1, threads);
             ++i) {
          Entry e;
          std::memcpy(&e, sent.entries + i * sizeof(Entry), sizeof(Entry));
          threads_[t].buffer.push(partitioning_.of(hash(e.key())), e);
        }
      }
      threads_[t].buffer.publish();
    });
  }

  // Collective: every rank's `value`, in rank order.
  std::vector<std::uint64_t> gather_u64(std::uint64_t value) {
    return distributed::gather_words(*job_, std::span<const std::uint64_t>(&value, 1));
  }

  // Collective: the largest of every rank's `largest` count and of every rank's `parents`.
  void agree_on_plan(u128& largest, std::size_t& parents) {
    const std::uint64_t mine[3] = {static_cast<std::uint64_t>(largest >> 64),
                                   static_cast<std::uint64_t>(largest), parents};
    const std::vector<std::uint64_t> all = distributed::gather_words(*job_, mine);
    for (std::size_t at = 0; at + 2 < all.size(); at += 3) {
      largest = std::max(largest, u128{all[at]} << 64 | all[at + 1]);
      parents = std::max<std::size_t>(parents, all[at + 2]);
    }
  }

  // Collective: whether every rank can go on. When one cannot, every rank stops with the first
  // reason in rank order, and whether a guard refused a layer or the counts grew too wide
  // becomes every rank's, so that they all retry or give up alike.
  bool agree_to_go_on() {
    if (ranks_ == 1) return !stopped();
    std::vector<std::byte> mine;
    if (stopped()) {
      mine.push_back(std::byte{
          static_cast<unsigned char>(1 | (refused_layer_ ? 2 : 0) | (counts_too_wide_ ? 4 : 0))});
      for (const char c : stop_reason_) mine.push_back(static_cast<std::byte>(c));
    }
    const std::vector<std::vector<std::byte>> all =
        job_->exchange(std::vector<std::vector<std::byte>>(ranks_, mine));
    bool go_on = true;
    for (const std::vector<std::byte>& from : all) {
      if (from.empty()) continue;
      const auto flags = static_cast<unsigned>(from[0]);
      if (go_on) {
        stop_reason_.assign(reinterpret_cast<const char*>(from.data()) + 1, from.size() - 1);
        stop_.store(true);
      }
      go_on = false;
      refused_layer_ = refused_layer_ || (flags & 2) != 0;
      counts_too_wide_ = counts_too_wide_ || (flags & 4) != 0;
    }
    return go_on;
  }

  // The same with start labels. The labels of one position come one after another (see
  // PartitionTable::compact): the children's positions, symmetries and partitions are found once
  // for all of them, and each child's labels are pushed together, so that the merge finds them
  // in one cache line of the table.
  void expand_labelled(int thread, const Entry* first, const Entry* last) {
    ThreadState& state = threads_[thread];
    ScatterBuffer<Entry>* const targets[2] = {&state.outgoing, &state.buffer};  // as in expand
    std::vector<LabelledChild>& children = state.children;
    std::uint64_t done = 0;
    std::uint64_t next_check = kCheckInterval;
    for (const Entry* parent = first; parent != last;) {
      const Key position = keys_.position(parent->key());
      const Entry* end = parent + 1;
      while (end != last && keys_.position(end->key()) == position) ++end;
      done += static_cast<std::uint64_t>(end - parent);
      if (done >= next_check) {
        if (check_limits(thread, done)) break;
        next_check = done + kCheckInterval;
      }
      children.clear();
      const auto images = keys_.position_images(position);
      legal_.for_each(position, [&](int jump) {
        const auto child = keys_.child_position(images, jump);
        const int to = owner_of_position(child.position);
        const int mine = static_cast<int>(to == rank_);
        int partition = partitioning_.of(partition_hash(child.position));
        partition ^= (partition ^ outgoing_stream(to, partition)) & (mine - 1);
        children.push_back({child, partition, targets[mine]});
      });
      for (const LabelledChild& child : children) {
        for (const Entry* labelled = parent; labelled != end; ++labelled) {
          const Key key = keys_.child_key(child.child, keys_.label(labelled->key()));
          child.buffer->push(child.partition, labelled->with_key(key));
        }
      }
      if (children.empty()) {
        for (const Entry* labelled = parent; labelled != end; ++labelled) {
          state.losing += labelled->count();
        }
      }
      parent = end;
    }
  }

  // Moves the tables into layer (partition by partition), goals apart.
  template <class IsGoal>
  void finish_layer(Layer<Entry>& layer, int threads, const IsGoal& is_goal,
                    GoalEntries<Entry>& goals) {
    const int partitions = partitioning_.count;
    std::vector<std::size_t> kept(partitions);
    std::vector<GoalEntries<Entry>> thread_goals(threads);
    std::vector<u128> largest(threads, 0);
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitions; p += threads) {
        PartitionTable<Entry>& table = tables_[p];
        kept[p] = table.compact([&](const Entry& e) { return !is_goal(e.key()); });
        const Entry* entries = table.compacted();
        for (std::size_t i = kept[p]; i < table.size(); ++i) {
          thread_goals[t].games += entries[i].count();
          thread_goals[t].classes.push_back(entries[i]);
        }
        for (std::size_t i = 0; i < kept[p]; ++i) {
          largest[t] = std::max(largest[t], entries[i].count());
        }
      }
    });
    layer.partitioning = partitioning_;
    layer.begin.assign(partitions + 1, 0);
    for (int p = 0; p < partitions; ++p) layer.begin[p + 1] = layer.begin[p] + kept[p];
    layer.entries.resize(layer.begin[partitions]);
    layer.largest = 0;
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitions; p += threads) {
        std::copy_n(tables_[p].compacted(), kept[p], layer.entries.begin() + layer.begin[p]);
      }
    });
    for (int t = 0; t < threads; ++t) {
      layer.largest = std::max(layer.largest, largest[t]);
      goals.games += thread_goals[t].games;
      goals.classes.insert(goals.classes.end(), thread_goals[t].classes.begin(),
                           thread_goals[t].classes.end());
    }
    for (const auto& table : tables_) positions_ += table.size();
  }

  const LayerBuildOptions& options_;
  const Stopwatch& clock_;
  std::vector<JumpMask<Key>> jumps_;
  Keys keys_;
  LegalJumps<Key> legal_;
  int max_children_;
  std::vector<ThreadState> threads_;
  std::vector<PartitionTable<Entry>> tables_;
  std::unique_ptr<HugePageBuffer> table_slots_;  // the tables' slots, partition by partition
  Partitioning partitioning_;
  std::size_t previous_size_ = 1;
  double previous_growth_ = 0;  // the last layer's size over the one before, 0 before two
  std::atomic<bool> stop_{false};
  std::string stop_reason_;
  bool counts_too_wide_ = false;
  bool refused_layer_ = false;
  std::atomic<std::uint64_t> expanded_{0};  // parents of finished chunks
  distributed::Job* job_ = nullptr;         // set with more than one rank
  struct ExchangeBuffers {                  // kept from round to round: no page faults
    distributed::ByteBuffer sending;
    std::vector<std::size_t> sizes, received_sizes;
  } exchange_;
  // Under ranks: what came in each round since the last merge (also kept from sweep to sweep),
  // and by partition, where its entries lie there (when they come sorted so).
  std::vector<distributed::ByteBuffer> round_buffers_;
  std::vector<Arrivals> came_;
  int streams_per_rank_ = 1;  // outgoing streams a rank: 1, or the partitions (outgoing_stream)
  int stream_mask_ = 0;       // 0 with one stream a rank, else every bit
  int rank_ = 0;
  int ranks_ = 1;
  std::uint64_t positions_ = 0;
  double waiting_seconds_ = 0;
  int threads_used_ = 1;
  Progress progress_;
};

// Calls f.template operator()<Entry, K>() with K the group size padded up to an instantiated one
// (see class_keys.hpp). Each K instantiates every layer engine once more per entry layout, and
// those instantiations are most of the peg library's build time, so a group of 2 is padded to 4
// (custom boards only; every catalogue board's group has 6 or 8 elements). Padding 4 to 8 too
// would save more build time but made a count on a 5x6 rectangle take about 15 % more CPU.
template <class Entry, class F>
decltype(auto) with_padded_group(std::size_t group_size, F&& f) {
  if (group_size <= 1) return f.template operator()<Entry, 1>();
  if (group_size <= 4) return f.template operator()<Entry, 4>();
  if (group_size <= 8) return f.template operator()<Entry, 8>();
  static_assert(kMaxSymmetries == 12);
  return f.template operator()<Entry, kMaxSymmetries>();
}

// The entry layouts of layer_entry.hpp, smallest first.
enum class EntryLayout { kCompact, kPacked, kWide };

// The smallest layout, `layout` or wider, that holds keys of `key_bits`.
inline EntryLayout fitting_layout(int key_bits, EntryLayout layout) {
  if (layout == EntryLayout::kCompact && key_bits > CompactEntry::kKeyBits) {
    layout = EntryLayout::kPacked;
  }
  if (layout == EntryLayout::kPacked && key_bits > PackedEntry::kKeyBits) {
    layout = EntryLayout::kWide;
  }
  return layout;
}

// Calls with_padded_group with the entry of fitting_layout(key_bits, layout), for a layout no
// smaller than First: the layouts below it are not instantiated.
template <EntryLayout First, class F>
decltype(auto) with_entry_for(int key_bits, EntryLayout layout, std::size_t group_size, F&& f) {
  layout = fitting_layout(key_bits, layout);
  if constexpr (First == EntryLayout::kCompact) {
    if (layout == EntryLayout::kCompact) return with_padded_group<CompactEntry>(group_size, f);
  }
  if constexpr (First != EntryLayout::kWide) {
    if (layout == EntryLayout::kPacked) return with_padded_group<PackedEntry>(group_size, f);
  }
  if (key_bits <= 64) return with_padded_group<WideEntry<std::uint64_t>>(group_size, f);
  return with_padded_group<WideEntry<u128>>(group_size, f);
}

// Runs f.template operator()<Entry, K>(too_wide) with the smallest entry, from First on, whose
// keys fit, and again with the next wider layout each time a run sets too_wide (a count could
// pass what the entry holds): the work is redone whole rather than converted midway, which would
// need two layer layouts at once. So First should be a layout the counts mostly fit: compact for
// the analysis, whose layers stop half way, packed for whole games (the English board's last
// layers pass 2^53).
template <EntryLayout First, class F>
auto with_fitting_entry(int key_bits, std::size_t group_size, F&& f) {
  bool too_wide = false;
  const auto run = [&]<class Entry, int K>() { return f.template operator()<Entry, K>(too_wide); };
  EntryLayout used = fitting_layout(key_bits, First);
  auto result = with_entry_for<First>(key_bits, used, group_size, run);
  while (too_wide && used != EntryLayout::kWide) {
    used = fitting_layout(key_bits, static_cast<EntryLayout>(static_cast<int>(used) + 1));
    too_wide = false;
    result = with_entry_for<First>(key_bits, used, group_size, run);
  }
  return result;
}

}  // namespace puzzlelab::peg
