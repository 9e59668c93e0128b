#include "puzzles/peg/game_count.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <numeric>
#include <thread>

#include "core/bits.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/rules.hpp"

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
// Threads. Each layer's classes are split into shards by hash, one shard per thread. Every thread
// scans the whole parent layer and keeps only the children that fall in its own shard, so each
// thread owns its open-addressing table outright and no locks are needed. Scanning is repeated
// per thread, but it is cheap next to the random memory accesses of the inserts, which are what
// the threads share out.
//
// Cache misses. Inserts go through a small batch: each child's slot is prefetched when the child
// is queued and written when the batch is full, by which time the line has usually arrived.
namespace puzzlelab::peg {
namespace {

constexpr int kMaxSymmetries = 12;     // the hexagonal lattice's group
constexpr int kPrefetchBatch = 32;     // queued inserts; enough to cover one memory latency
constexpr std::size_t kMinTableSlots = 1024;
constexpr std::uint64_t kCheckInterval = 1u << 12;  // parents between clock checks
constexpr int kByteValues = 256;

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

// The K images of positions under the symmetry group (see the note at the top).
template <BitWord Bits, int K>
class Images {
 public:
  using Array = std::array<Bits, K>;

  Images(const std::vector<Permutation>& symmetries, const std::vector<JumpMask<Bits>>& jumps,
         int holes)
      : bytes_((holes + 7) / 8), byte_images_(static_cast<std::size_t>(bytes_) * kByteValues) {
    // Pad the group to K with the identity (the first board symmetry).
    std::vector<const Permutation*> perms;
    for (int s = 0; s < K; ++s) {
      perms.push_back(&symmetries[s < static_cast<int>(symmetries.size()) ? s : 0]);
    }
    auto image = [&](Bits bits, int s) {
      Bits out = 0;
      while (bits != 0) {
        const int hole = lowest_bit(bits);
        bits &= bits - 1;
        out |= bit<Bits>((*perms[s])[hole]);
      }
      return out;
    };
    for (int b = 0; b < bytes_; ++b) {
      for (int value = 0; value < kByteValues; ++value) {
        const Bits bits = static_cast<Bits>(value) << (8 * b);
        Array& row = byte_images_[b * kByteValues + value];
        for (int s = 0; s < K; ++s) row[s] = bits == 0 ? 0 : image(bits, s);
      }
    }
    for (const JumpMask<Bits>& jump : jumps) {
      Array row;
      for (int s = 0; s < K; ++s) row[s] = image(jump.flip, s);
      flip_images_.push_back(row);
    }
  }

  Array of(Bits position) const {
    Array out{};
    for (int b = 0; b < bytes_; ++b) {
      const auto value = static_cast<unsigned>(static_cast<std::uint64_t>(position >> (8 * b)) & 0xff);
      const Array& row = byte_images_[b * kByteValues + value];
      for (int s = 0; s < K; ++s) out[s] |= row[s];
    }
    return out;
  }

  // The canonical form of the child reached by `jump` from the position whose images are given.
  Bits child(const Array& parent, int jump) const {
    const Array& flip = flip_images_[jump];
    Bits best = parent[0] ^ flip[0];
    for (int s = 1; s < K; ++s) best = std::min(best, static_cast<Bits>(parent[s] ^ flip[s]));
    return best;
  }

  Bits canonical(Bits position) const {
    const Array all = of(position);
    return *std::min_element(all.begin(), all.end());
  }

 private:
  int bytes_;
  std::vector<Array> byte_images_;  // [byte * 256 + value] -> images of those 8 holes
  std::vector<Array> flip_images_;  // [jump] -> images of its flip mask
};

// Which thread's shard a hash falls in: the high half of the hash scaled to [0, shards). Slots use
// the low bits, so the two choices stay independent.
inline int shard_of(std::uint64_t hash, int shards) {
  return static_cast<int>(((hash >> 32) * static_cast<std::uint64_t>(shards)) >> 32);
}

// One thread's open-addressing table (linear probing) for the layer being built.
template <BitWord Bits>
class ShardTable {
 public:
  explicit ShardTable(std::size_t expected) {
    std::size_t slots = kMinTableSlots;
    while (slots < expected * 2) slots *= 2;
    slots_.assign(slots, Entry<Bits>{});
    mask_ = slots - 1;
  }

  void prefetch(std::uint64_t hash) const { __builtin_prefetch(&slots_[hash & mask_], 1); }

  void add(Bits key, std::uint64_t hash, std::uint64_t low, std::uint64_t high) {
    std::size_t i = hash & mask_;
    while (slots_[i].key != 0 && slots_[i].key != key) i = (i + 1) & mask_;
    if (slots_[i].key == 0) {
      slots_[i].key = key;
      ++size_;
    }
    slots_[i].add(low, high);
  }

  // Keeps the load at most one half, so probes stay short; call before adding `more` keys.
  void reserve_for(std::size_t more) {
    if ((size_ + more) * 2 <= slots_.size()) return;
    std::vector<Entry<Bits>> old = std::move(slots_);
    slots_.assign(old.size() * 2, Entry<Bits>{});
    mask_ = slots_.size() - 1;
    size_ = 0;
    for (const Entry<Bits>& e : old) {
      if (e.key != 0) add(e.key, hash_bits(e.key), e.low, e.high);
    }
  }

  std::size_t size() const { return size_; }

  // Turns the table into the layer's dense list of entries.
  std::vector<Entry<Bits>> take_entries() {
    std::vector<Entry<Bits>> out;
    out.reserve(size_);
    for (const Entry<Bits>& e : slots_) {
      if (e.key != 0) out.push_back(e);
    }
    slots_ = {};
    return out;
  }

 private:
  std::vector<Entry<Bits>> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

// Children queued for insertion, their slots already prefetched.
template <BitWord Bits>
class InsertBatch {
 public:
  explicit InsertBatch(ShardTable<Bits>& table) : table_(table) {}

  void push(Bits key, std::uint64_t hash, const Entry<Bits>& parent) {
    table_.prefetch(hash);
    pending_[size_++] = {key, hash, parent.low, parent.high};
    if (size_ == kPrefetchBatch) flush();
  }

  void flush() {
    table_.reserve_for(size_);
    for (int i = 0; i < size_; ++i) {
      table_.add(pending_[i].key, pending_[i].hash, pending_[i].low, pending_[i].high);
    }
    size_ = 0;
  }

 private:
  struct Pending {
    Bits key;
    std::uint64_t hash, low, high;
  };
  ShardTable<Bits>& table_;
  std::array<Pending, kPrefetchBatch> pending_;
  int size_ = 0;
};

// What one thread adds up while expanding a layer.
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
    Stopwatch clock;
    Progress progress;
    progress_ = options_.progress ? &progress : nullptr;
    clock_ = &clock;

    GameCount result;
    // The start is a layer of one class with one sequence (the empty one) into it.
    std::vector<std::vector<Entry<Bits>>> layer(1);
    layer[0].push_back({images_.canonical(start_), 1, 0});
    result.positions = 1;
    if (is_goal(layer[0][0].key)) {
      result.winning = 1;
      result.goal_classes.push_back({static_cast<HoleSet>(layer[0][0].key), 1});
      layer[0].clear();
    }
    std::size_t parents = layer[0].size();
    std::size_t previous_parents = 1;
    std::uint64_t expanded = 0;
    int used_threads = 1;
    while (parents != 0 && !stop_.load(std::memory_order_relaxed)) {
      const int shards =
          parents < std::max<std::size_t>(options_.min_parallel_layer, 1) ? 1 : threads;
      used_threads = std::max(used_threads, shards);
      // Next layer's size, guessed from the last layer's growth; tables grow when it is short.
      const double growth = static_cast<double>(parents) / static_cast<double>(previous_parents);
      const auto expected = static_cast<std::size_t>(static_cast<double>(parents) *
                                                     std::max(growth, 1.0) / shards);
      std::vector<ThreadTotals> totals(shards);
      std::vector<std::vector<Entry<Bits>>> next(shards);
      auto work = [&](int shard) {
        next[shard] = expand(layer, parents, shard, shards, expanded, expected, totals[shard]);
      };
      if (shards == 1) {
        work(0);
      } else {
        std::vector<std::thread> workers;
        for (int t = 1; t < shards; ++t) workers.emplace_back(work, t);
        work(0);
        for (std::thread& w : workers) w.join();
      }
      expanded += parents;
      previous_parents = parents;
      parents = 0;
      for (int t = 0; t < shards; ++t) {
        result.winning += totals[t].winning;
        result.losing += totals[t].losing;
        result.positions += totals[t].positions;
        for (const GoalClass& g : totals[t].goals) result.goal_classes.push_back(g);
        parents += next[t].size();
      }
      layer = std::move(next);
    }
    progress.clear();
    result.status = stop_.load() ? CountStatus::kStopped : CountStatus::kComplete;
    result.threads = used_threads;
    result.seconds = clock.seconds();
    return result;
  }

 private:
  bool is_goal(Bits position) const {
    return one_peg_goal_ ? popcount(position) == 1 : position == goal_;
  }

  // One thread's part of a layer: every parent is scanned, children in `shard` are counted.
  // Returns the shard's classes that are not goals: the parents of the next layer.
  std::vector<Entry<Bits>> expand(const std::vector<std::vector<Entry<Bits>>>& layer,
                                   std::size_t parents, int shard, int shards,
                                   std::uint64_t expanded_before, std::size_t expected,
                                   ThreadTotals& totals) {
    ShardTable<Bits> table(expected);
    InsertBatch<Bits> batch(table);
    const int jump_count = static_cast<int>(jumps_.size());
    std::uint64_t scanned = 0;
    bool stopped = false;
    for (std::size_t part = 0; part < layer.size() && !stopped; ++part) {
      // Dead ends are counted once: by the thread whose number matches the part's.
      const bool count_dead_ends = static_cast<int>(part % shards) == shard;
      for (const Entry<Bits>& parent : layer[part]) {
        if ((++scanned & (kCheckInterval - 1)) == 0 &&
            should_stop(shard, expanded_before + scanned, scanned, parents)) {
          stopped = true;
          break;
        }
        const auto images = images_.of(parent.key);
        bool any_jump = false;
        for (int j = 0; j < jump_count; ++j) {
          if (!can_jump(parent.key, jumps_[j])) continue;
          any_jump = true;
          const Bits child = images_.child(images, j);
          const std::uint64_t hash = hash_bits(child);
          if (shard_of(hash, shards) == shard) batch.push(child, hash, parent);
        }
        if (!any_jump && count_dead_ends) totals.losing += parent.count();
      }
    }
    batch.flush();
    totals.positions = table.size();
    std::vector<Entry<Bits>> entries = table.take_entries();
    // Goals end their games: count them and drop them from the next layer's parents.
    auto goals = std::partition(entries.begin(), entries.end(),
                                [&](const Entry<Bits>& e) { return !is_goal(e.key); });
    for (auto it = goals; it != entries.end(); ++it) {
      totals.winning += it->count();
      totals.goals.push_back({static_cast<HoleSet>(it->key), it->count()});
    }
    entries.erase(goals, entries.end());
    entries.shrink_to_fit();
    return entries;
  }

  bool should_stop(int shard, std::uint64_t expanded, std::uint64_t scanned, std::size_t parents) {
    if (shard == 0) {
      const double seconds = clock_->seconds();
      if (seconds >= options_.limits.seconds || expanded >= options_.limits.nodes) stop_ = true;
      if (progress_ != nullptr && progress_->enabled()) {
        progress_->update("counting games: " + std::to_string(scanned) + " of " +
                          std::to_string(parents) + " positions in this layer, " +
                          std::to_string(expanded) + " expanded, " +
                          std::to_string(static_cast<int>(seconds)) + " s");
      }
    }
    return stop_.load(std::memory_order_relaxed);
  }

  const CountOptions& options_;
  std::vector<JumpMask<Bits>> jumps_;
  Images<Bits, K> images_;
  bool one_peg_goal_;
  Bits goal_;
  Bits start_;
  std::atomic<bool> stop_{false};
  Progress* progress_ = nullptr;
  const Stopwatch* clock_ = nullptr;
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
