// Checkpoints of the peg game count (`peg count --checkpoint DIR`, `--resume DIR`): after each
// finished layer every rank writes its classes and its share of the sums so far, in the layered
// searches' format (distributed/layer_checkpoint.hpp) with sparse records of 32 bytes, a key and
// a count of 128 bits each (little-endian, so a count in any entry layout reads them), the goal
// classes found so far first. A resumed count reads the deepest layer all writers finished; each
// rank keeps the classes it owns now (re-bucketed when K changed) and the sums and goal classes of
// the file it wrote itself, or, under another K, rank 0 takes every writer's: the count's final
// gather adds them up as it adds any rank's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/uint128.hpp"
#include "distributed/checkpoint_io.hpp"
#include "distributed/job.hpp"
#include "distributed/layer_checkpoint.hpp"
#include "distributed/plain_bytes.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/layer_builder.hpp"

namespace puzzlelab::peg {

// Where a count stands after a finished layer: what its checkpoint keeps.
struct CountProgress {
  std::uint64_t depth = 0;            // jumps made: the layer holds the positions after them
  std::vector<std::uint64_t> layers;  // classes of each layer, depths 0..depth, all ranks
  u128 winning = 0;                   // this rank's share of the games ended so far
  u128 losing = 0;
  std::uint64_t positions = 0;   // classes this rank has kept so far
  std::vector<GoalClass> goals;  // goal classes this rank found
};

inline constexpr std::uint64_t kCountRecordBytes = 32;

// The header every file of one count has: what is counted, and who writes.
inline distributed::LayerCheckpointHeader count_checkpoint_header(const std::string& instance,
                                                                  std::uint64_t owner_seed,
                                                                  int rank, int ranks) {
  distributed::LayerCheckpointHeader header;
  header.puzzle = "peg";
  header.instance = instance;
  header.method = "count";
  header.states = 0;  // sparse layers
  header.partition = "owner-hash";
  header.seed = owner_seed;
  header.rank = rank;
  header.ranks = ranks;
  header.record_bits = kCountRecordBytes * 8;
  return header;
}

// Collective: every rank writes its file of the layer just finished (see the header comment).
template <class Entry>
void save_count_layer(distributed::Job& job, const std::string& directory,
                      distributed::LayerCheckpointHeader header, const CountProgress& progress,
                      const Layer<Entry>& layer) {
  header.depth = progress.depth;
  header.layers = progress.layers;
  header.totals = {progress.winning, progress.losing, progress.positions, progress.goals.size()};
  header.owned = progress.goals.size() + layer.entries.size();
  std::vector<std::uint8_t> records(header.owned * kCountRecordBytes);
  auto* at = reinterpret_cast<std::byte*>(records.data());
  const auto put = [&](u128 key, u128 count) {
    distributed::put_u128(at, key);
    distributed::put_u128(at + 16, count);
    at += kCountRecordBytes;
  };
  for (const GoalClass& goal : progress.goals) put(goal.representative, goal.games);
  for (const Entry& e : layer.entries) put(e.key(), e.count());
  distributed::commit_layer_checkpoint(job, directory, header, records);
}

// What a resumed count starts from: its progress and this rank's classes.
template <class Entry>
struct ResumedCount {
  CountProgress progress;
  std::vector<Entry> classes;
  bool counts_too_wide = false;  // a count of the layer does not fit Entry: count in wider ones
};

// Reads the deepest layer every writer of `expected`'s count finished. `owns(key)` says whether
// this rank keeps a class; `key_bits` bounds the keys (a key past it: a damaged file).
template <class Entry, class Owns>
ResumedCount<Entry> load_count_layer(const std::string& directory,
                                     const distributed::LayerCheckpointHeader& expected,
                                     int key_bits, const Owns& owns) {
  using Key = typename Entry::Key;
  const std::vector<distributed::LayerCheckpointFile> files =
      distributed::find_resumable_layer(directory, expected);
  ResumedCount<Entry> resumed;
  resumed.progress.depth = files.front().header.depth;
  resumed.progress.layers = files.front().header.layers;
  const bool same_ranks = files.front().header.ranks == expected.ranks;
  for (const distributed::LayerCheckpointFile& file : files) {
    const distributed::LayerCheckpointHeader& found = file.header;
    if (found.record_bits != kCountRecordBytes * 8 || found.totals.size() != 4 ||
        found.totals[3] > found.owned) {
      distributed::checkpoint_io::refuse(file.path, "not a peg count's records: refused");
    }
    // Under the same K a rank's classes are all in its own file; the sums go to one rank.
    if (same_ranks && found.rank != expected.rank) continue;
    const bool takes_sums = same_ranks || expected.rank == 0;
    const std::vector<std::uint8_t> records = distributed::read_layer_records(file);
    const auto goals = static_cast<std::size_t>(found.totals[3]);
    if (takes_sums) {
      resumed.progress.winning += found.totals[0];
      resumed.progress.losing += found.totals[1];
      resumed.progress.positions += static_cast<std::uint64_t>(found.totals[2]);
    }
    for (std::size_t i = 0; i < found.owned; ++i) {
      const auto* at = reinterpret_cast<const std::byte*>(records.data()) + i * kCountRecordBytes;
      const u128 key = distributed::get_u128(at);
      const u128 count = distributed::get_u128(at + 16);
      if (key == 0 || (key_bits < 128 && (key >> key_bits) != 0)) {
        distributed::checkpoint_io::refuse(file.path,
                                           "a position outside the board: damaged, refused");
      }
      if (i < goals) {
        if (takes_sums) resumed.progress.goals.push_back({static_cast<HoleSet>(key), count});
        continue;
      }
      if (!owns(static_cast<Key>(key))) continue;
      if constexpr (Entry::kCountBits < 128) {
        if ((count >> Entry::kCountBits) != 0) {
          resumed.counts_too_wide = true;
          return resumed;
        }
      }
      resumed.classes.push_back(Entry::make(static_cast<Key>(key), count));
    }
  }
  return resumed;
}

}  // namespace puzzlelab::peg
