#include "puzzles/peg/game_count.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <numeric>
#include <thread>

#include "core/bits.hpp"
#include "core/memory_size.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/symmetry_images.hpp"
#include "search/task_pool.hpp"

// Layout, and why.
//
// Canonical forms. A symmetry permutes holes, so it maps a XOR of positions to the XOR of their
// images. A child is its parent XOR the jump's three-hole flip mask, so its images are the
// parent's images XOR the flip's images: the parent's K images are computed once (per-byte
// lookup tables), each flip's K images once per board, and each child's canonical form (the
// smallest image) costs K XORs and K comparisons. K is a template parameter, padded up to 1, 2,
// 4, 8 or 12 with repeated identities (a repeated image cannot change the minimum), so the inner
// loop unrolls.
//
// Memory. A layer of the English board holds 3.6 million classes and receives 30 million child
// updates. Sending each update straight to one big hash table costs a cache miss (and a TLB miss)
// apiece, and that, not the arithmetic, was the whole cost. So the next layer is split by hash
// into partitions whose tables fit in the L2 cache, and a layer is built in two phases per chunk
// of parents: scatter (each thread expands its share of the parents and appends the children to
// one buffer per partition: sequential writes) and merge (each thread takes whole partitions and
// adds their buffered children into the partition's small table). Every memory access is then
// either a sequential stream or a hit in a cache-sized table.
//
// Threads. Both phases split the work without sharing anything writable: a parent is expanded by
// one thread into that thread's own buffers, and a partition is merged by one thread. No locks;
// the threads meet only at the end of each phase.
namespace puzzlelab::peg {
namespace {

constexpr std::uint64_t kCheckInterval = 1u << 12;  // parents between clock checks
// Classes per partition aimed at: 2^12 classes at load one half fill 2^13 slots of 24 bytes,
// 192 KiB, inside the L2 cache with room for the scatter buffers' write streams.
constexpr std::size_t kPartitionClasses = std::size_t{1} << 12;
constexpr int kMaxPartitionBits = 12;
constexpr int kPartitionsPerThread = 8;
constexpr std::size_t kMinTableSlots = 16;
// Parents scattered before the buffers are merged: bounds the buffers (about ten children a
// parent, 24 bytes each: some 125 MB) whatever the layer's size.
constexpr std::size_t kChunkParents = std::size_t{1} << 19;

// One class of a layer: its representative and the number of move sequences into it. The count
// is kept as two words rather than a u128 so that an entry over a 64-bit word packs into 24
// bytes instead of 32 (u128 is 16-byte aligned). A key of 0 marks an empty slot: no reachable
// position is empty, since every jump leaves a peg.
template <BitWord Bits>
struct Entry {
  Bits key = 0;
  std::uint64_t low = 0;
  std::uint64_t high = 0;

  u128 count() const { return (u128{high} << 64) | low; }
  void add(std::uint64_t add_low, std::uint64_t add_high) {
    low += add_low;
    high += add_high + (low < add_low ? 1 : 0);
  }
};
static_assert(sizeof(Entry<std::uint64_t>) == 24);

// The K images of positions under the symmetry group, and of each jump's flip mask (see the
// note at the top).
template <BitWord Bits, int K>
class Images {
 public:
  using Array = std::array<Bits, K>;

  Images(const std::vector<Permutation>& symmetries, const std::vector<JumpMask<Bits>>& jumps,
         int holes)
      : table_(padded(symmetries), holes) {
    for (const JumpMask<Bits>& jump : jumps) flip_images_.push_back(of(jump.flip));
  }

  Array of(Bits position) const {
    Array out;
    table_.images(position, out.data());
    return out;
  }

  // The canonical form of the child reached by `jump` from the position whose images are given.
  Bits child(const Array& parent, int jump) const {
    const Array& flip = flip_images_[jump];
    Bits best = parent[0] ^ flip[0];
    for (int s = 1; s < K; ++s) best = std::min(best, static_cast<Bits>(parent[s] ^ flip[s]));
    return best;
  }

  Bits canonical(Bits position) const { return table_.canonical(position); }

 private:
  // The group padded to K with the identity (the first board symmetry).
  static std::vector<Permutation> padded(const std::vector<Permutation>& symmetries) {
    std::vector<Permutation> perms(symmetries);
    perms.resize(K, symmetries.front());
    return perms;
  }

  SymmetryImages<Bits> table_;
  std::vector<Array> flip_images_;  // [jump] -> images of its flip mask
};

// An open-addressing table (linear probing) for one partition of the layer being built; it grows
// to keep the load at most one half, so probes stay short.
template <BitWord Bits>
class PartitionTable {
 public:
  // Empty, with room for `classes` at load one half. The slots are kept from layer to layer when
  // their number roughly fits: reusing memory spares the page faults of fresh allocations.
  void prepare(std::size_t classes) {
    std::size_t slots = kMinTableSlots;
    while (slots < classes * 2) slots *= 2;
    if (slots_.size() < slots || slots_.size() > slots * kShrinkFactor) {
      slots_.assign(slots, Entry<Bits>{});
      mask_ = slots - 1;
    }
  }

  void add(const Entry<Bits>& child, std::uint64_t hash) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    std::size_t i = hash & mask_;
    while (slots_[i].key != 0 && slots_[i].key != child.key) i = (i + 1) & mask_;
    if (slots_[i].key == 0) {
      slots_[i].key = child.key;
      ++size_;
    }
    slots_[i].add(child.low, child.high);
  }

  std::size_t size() const { return size_; }

  // Moves the classes out into a dense list, leaving the table empty.
  std::vector<Entry<Bits>> take_entries() {
    std::vector<Entry<Bits>> out;
    out.reserve(size_);
    for (Entry<Bits>& e : slots_) {
      if (e.key != 0) {
        out.push_back(e);
        e = Entry<Bits>{};
      }
    }
    size_ = 0;
    return out;
  }

 private:
  static constexpr std::size_t kShrinkFactor = 4;

  void grow() {
    std::vector<Entry<Bits>> old = std::move(slots_);
    slots_.assign(std::max(kMinTableSlots, old.size() * 2), Entry<Bits>{});
    mask_ = slots_.size() - 1;
    size_ = 0;
    for (const Entry<Bits>& e : old) {
      if (e.key != 0) add(e, hash_bits(e.key));
    }
  }

  std::vector<Entry<Bits>> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

// Where part `part` of `size` items split `parts` ways begins.
inline std::size_t share(std::size_t size, int part, int parts) {
  return size * static_cast<std::size_t>(part) / static_cast<std::size_t>(parts);
}

// What one thread adds up while a layer is built.
struct ThreadTotals {
  u128 winning = 0;
  u128 losing = 0;
  std::uint64_t positions = 0;
  std::vector<GoalClass> goals;
};

template <BitWord Bits, int K>
class LayerCounter {
 public:
  LayerCounter(const Game& game, const CountOptions& options,
               const std::vector<Permutation>& symmetries)
      : options_(options),
        jumps_(jump_masks<Bits>(game.board)),
        images_(symmetries, jumps_, game.board.hole_count()),
        one_peg_goal_(game.goal.kind == Goal::Kind::kOnePegAnywhere),
        goal_(static_cast<Bits>(game.goal.pegs)),
        start_(static_cast<Bits>(game.start)) {}

  GameCount run(int threads) {
    Progress progress;
    progress_ = options_.progress ? &progress : nullptr;
    GameCount result;
    // The start is a layer of one class with one sequence (the empty one) into it.
    std::vector<Entry<Bits>> layer = {{images_.canonical(start_), 1, 0}};
    result.positions = 1;
    if (is_goal(layer[0].key)) {
      result.winning = 1;
      result.goal_classes.push_back({static_cast<HoleSet>(layer[0].key), 1});
      layer.clear();
    }
    std::size_t previous_size = 1;
    while (!layer.empty() && !stopped()) {
      const int active = layer.size() < options_.min_parallel_layer ? 1 : threads;
      result.threads = std::max(result.threads, active);
      // The next layer's size, guessed from the last layer's growth; tables grow when it is short.
      const double growth = static_cast<double>(layer.size()) / static_cast<double>(previous_size);
      const auto expected =
          static_cast<std::size_t>(static_cast<double>(layer.size()) * std::max(growth, 1.0));
      previous_size = layer.size();
      if (expected > options_.max_layer_positions) {
        stop_ = true;
        result.stop_reason = "the next layer would hold about " + std::to_string(expected) +
                             " positions, past the limit of " +
                             std::to_string(options_.max_layer_positions) + " (memory)";
        break;
      }
      if (expected > options_.limits.memory_bytes / kCountBytesPerPosition) {
        stop_ = true;
        result.stop_reason = memory_limit_note(
            options_.limits.memory_bytes,
            "the next layer of the count would hold about " + rough_count(expected) + " positions");
        break;
      }
      std::vector<ThreadTotals> totals(active);
      layer = next_layer(layer, expected, active, totals);
      for (const ThreadTotals& t : totals) {
        result.winning += t.winning;
        result.losing += t.losing;
        result.positions += t.positions;
        result.goal_classes.insert(result.goal_classes.end(), t.goals.begin(), t.goals.end());
      }
    }
    progress.clear();
    result.status = stopped() ? CountStatus::kStopped : CountStatus::kComplete;
    if (stopped() && result.stop_reason.empty()) result.stop_reason = "time or node limit";
    result.seconds = clock_.seconds();
    return result;
  }

 private:
  bool is_goal(Bits position) const {
    return one_peg_goal_ ? popcount(position) == 1 : position == goal_;
  }
  bool stopped() const { return stop_.load(std::memory_order_relaxed); }

  // Expands every parent of `layer` and returns the children that are not goals (goals end their
  // games: they are counted as won, not expanded).
  std::vector<Entry<Bits>> next_layer(const std::vector<Entry<Bits>>& layer, std::size_t expected,
                                      int threads, std::vector<ThreadTotals>& totals) {
    // Enough partitions that each table stays cache-sized, and several per thread for balance.
    int partition_bits = 0;
    while (partition_bits < kMaxPartitionBits &&
           ((std::size_t{1} << partition_bits) * kPartitionClasses < expected ||
            (threads > 1 && (1 << partition_bits) < threads * kPartitionsPerThread))) {
      ++partition_bits;
    }
    const int partitions = 1 << partition_bits;
    const auto partition_of = [partition_bits](std::uint64_t hash) {
      // The top bits: the tables index by the low bits, so the two stay independent.
      return partition_bits == 0 ? 0 : static_cast<int>(hash >> (64 - partition_bits));
    };
    // Tables and buffers live as long as the count, so that their memory is reused.
    if (static_cast<int>(tables_.size()) < partitions) tables_.resize(partitions);
    if (static_cast<int>(buffers_.size()) < threads) buffers_.resize(threads);
    for (auto& scattered : buffers_) {
      if (static_cast<int>(scattered.size()) < partitions) scattered.resize(partitions);
    }
    auto& tables = tables_;
    auto& buffers = buffers_;
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitions; p += threads) tables[p].prepare(expected / partitions);
    });

    for (std::size_t begin = 0; begin < layer.size() && !stopped(); begin += kChunkParents) {
      const std::size_t size = std::min(kChunkParents, layer.size() - begin);
      search::run_on_threads(threads, [&](int t) {
        const Entry<Bits>* chunk = layer.data() + begin;
        expand(chunk + share(size, t, threads), chunk + share(size, t + 1, threads), t,
               partition_of, buffers[t], totals[t]);
      });
      search::run_on_threads(threads, [&](int t) {
        for (int p = t; p < partitions; p += threads) {
          for (int u = 0; u < threads; ++u) {
            auto& scattered = buffers[u];
            for (const Entry<Bits>& child : scattered[p])
              tables[p].add(child, hash_bits(child.key));
            scattered[p].clear();
          }
        }
      });
      expanded_ += size;
    }

    std::vector<std::vector<Entry<Bits>>> parts(partitions);
    search::run_on_threads(threads, [&](int t) {
      for (int p = t; p < partitions; p += threads) {
        totals[t].positions += tables[p].size();
        parts[p] = tables[p].take_entries();
        const auto goals = std::partition(parts[p].begin(), parts[p].end(),
                                          [&](const Entry<Bits>& e) { return !is_goal(e.key); });
        for (auto it = goals; it != parts[p].end(); ++it) {
          totals[t].winning += it->count();
          totals[t].goals.push_back({static_cast<HoleSet>(it->key), it->count()});
        }
        parts[p].erase(goals, parts[p].end());
      }
    });
    std::size_t total = 0;
    for (const auto& part : parts) total += part.size();
    std::vector<Entry<Bits>> next;
    next.reserve(total);
    for (auto& part : parts) {
      next.insert(next.end(), part.begin(), part.end());
      part = {};
    }
    return next;
  }

  // Scatters the children of the parents [first, last) into one buffer per partition; parents
  // with no jump end their games, lost.
  template <class PartitionOf>
  void expand(const Entry<Bits>* first, const Entry<Bits>* last, int thread,
              const PartitionOf& partition_of, std::vector<std::vector<Entry<Bits>>>& buffers,
              ThreadTotals& totals) {
    const int jump_count = static_cast<int>(jumps_.size());
    std::uint64_t done = 0;
    for (const Entry<Bits>* parent = first; parent != last; ++parent) {
      if ((++done & (kCheckInterval - 1)) == 0) {
        if (thread == 0) check_limits();
        if (stopped()) break;
      }
      const auto images = images_.of(parent->key);
      bool any_jump = false;
      for (int j = 0; j < jump_count; ++j) {
        if (!can_jump(parent->key, jumps_[j])) continue;
        any_jump = true;
        const Bits child = images_.child(images, j);
        buffers[partition_of(hash_bits(child))].push_back({child, parent->low, parent->high});
      }
      if (!any_jump) totals.losing += parent->count();
    }
  }

  // Thread 0's duty: the clock, the node limit and the progress line. The others read the flag.
  void check_limits() {
    const double seconds = clock_.seconds();
    const std::uint64_t expanded = expanded_.load(std::memory_order_relaxed);
    if (seconds >= options_.limits.seconds || expanded >= options_.limits.nodes) stop_ = true;
    if (progress_ != nullptr && progress_->enabled()) {
      progress_->update("counting games: " + std::to_string(expanded) + " positions expanded, " +
                        std::to_string(static_cast<int>(seconds)) + " s");
    }
  }

  const CountOptions& options_;
  std::vector<JumpMask<Bits>> jumps_;
  Images<Bits, K> images_;
  bool one_peg_goal_;
  Bits goal_;
  Bits start_;
  Stopwatch clock_;
  std::atomic<bool> stop_{false};
  std::atomic<std::uint64_t> expanded_{0};  // parents of finished chunks
  Progress* progress_ = nullptr;
  std::vector<PartitionTable<Bits>> tables_;
  // buffers_[thread][partition]: children a thread has scattered, waiting to be merged.
  std::vector<std::vector<std::vector<Entry<Bits>>>> buffers_;
};

template <BitWord Bits>
GameCount count_with_word(const Game& game, const CountOptions& options,
                          const std::vector<Permutation>& symmetries, int threads) {
  // The group size padded up to an instantiated K (see the note at the top).
  const auto k = symmetries.size();
  if (k <= 1) return LayerCounter<Bits, 1>(game, options, symmetries).run(threads);
  if (k <= 2) return LayerCounter<Bits, 2>(game, options, symmetries).run(threads);
  if (k <= 4) return LayerCounter<Bits, 4>(game, options, symmetries).run(threads);
  if (k <= 8) return LayerCounter<Bits, 8>(game, options, symmetries).run(threads);
  static_assert(kMaxSymmetries == 12);
  return LayerCounter<Bits, kMaxSymmetries>(game, options, symmetries).run(threads);
}

int thread_count(const CountOptions& options) {
  int threads = options.threads;
  if (threads <= 0) threads = static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(threads, 1, kMaxCountThreads);
}

}  // namespace

std::string to_string(CountStatus status) {
  return status == CountStatus::kComplete ? "complete" : "stopped";
}

std::vector<Permutation> count_symmetries(const Game& game, const CountOptions& options) {
  if (options.use_symmetry) return game_symmetries(game);
  Permutation identity(game.board.hole_count());
  std::iota(identity.begin(), identity.end(), 0);
  return {identity};
}

GameCount count_games(const Game& game, const CountOptions& options) {
  const std::vector<Permutation> symmetries = count_symmetries(game, options);
  const int threads = thread_count(options);
  GameCount result = game.board.hole_count() <= 64
                         ? count_with_word<std::uint64_t>(game, options, symmetries, threads)
                         : count_with_word<u128>(game, options, symmetries, threads);
  result.symmetries = static_cast<int>(symmetries.size());
  return result;
}

std::vector<GoalPosition> expand_goal_class(const GoalClass& goal_class,
                                            const std::vector<Permutation>& symmetries) {
  std::vector<GoalPosition> orbit;
  for (const Permutation& perm : symmetries) {
    const HoleSet image = permute(goal_class.representative, perm);
    const bool seen = std::any_of(orbit.begin(), orbit.end(),
                                  [&](const GoalPosition& p) { return p.position == image; });
    if (!seen) orbit.push_back({image, 0});
  }
  for (GoalPosition& p : orbit) p.games = goal_class.games / orbit.size();
  return orbit;
}

}  // namespace puzzlelab::peg
