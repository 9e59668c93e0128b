// Checkpoints of layered searches: after each finished layer, every rank writes the part of the
// layer it owns to its own file, so that a stopped or killed search goes on with `--resume DIR`
// from the last layer every rank finished, under the same K or another (the reader re-buckets
// what it reads by owner). Two engines write them: the owner-partitioned layers
// (layered_search.hpp: the 2-bit codes of a dense state space) and the peg layers
// (puzzles/peg/count_checkpoint.hpp: classes with their counts, and the running sums).
//
// One file per finished layer and rank, `layer-d<DEPTH>-r<RANK>-of<K>.ckpt`: a text header, the
// records, and a check of both (docs/distributed.md, "Owner-partitioned layers"):
//
//   PuzzleLab layers 2                     the format and its version
//   puzzle hanoi                           what is searched: the puzzle,
//   instance disks=11 pegs=4               its canonical instance,
//   method layered-bfs                     the method,
//   states 4194304                         the size of the state space (0: sparse layers),
//   partition block 0                      how states map to ranks, and its hash seed
//   depth 17                               every state to this depth is found; above it expanded
//   layers 1 3 6 ...                       the layer sizes, depths 0..17, all ranks
//   edges 1234                             successors generated so far, all ranks
//   watched 17 -1                          depth of each watched state (-1: not found yet)
//   writer rank 0 of 2                     who wrote the file
//   owned 2097152                          the records that follow
//   record-bits 2                          bits a record takes
//   totals 0 12 ...                        the writer's share of the running sums (decimal)
//   check 9a1f...                          FNV-1a 64 of every header byte above this line
//   <ceil(owned x record-bits / 8) bytes>  the records (2-bit codes: 0 unseen, 3 expanded,
//                                          1 + depth % 2 found)
//   <8 bytes>                              FNV-1a 64 of the header's check and the records
//
// Version 1 (no record-bits or totals lines: 2-bit codes, no sums) is read as well. A file is
// written to a temporary name, flushed and renamed into place, so a file under its final name is
// whole; a layer counts only when the files of all K writers are there. Anything in a folder
// that does not check is refused: InputError "DIR/FILE: why".
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/uint128.hpp"

namespace puzzlelab::distributed {

inline constexpr int kLayerCheckpointVersion = 2;

class Job;

struct LayerCheckpointHeader {
  // What is searched: compared on resume.
  std::string puzzle, instance, method;
  std::uint64_t states = 0;
  std::string partition;  // StatePartition::kName
  std::uint64_t seed = 0;
  // Where the search stands.
  std::uint64_t depth = 0;
  std::vector<std::uint64_t> layers;  // depths 0..depth
  std::uint64_t edges = 0;
  std::vector<std::int64_t> watched;
  // Who wrote it.
  int rank = 0;
  int ranks = 1;
  std::uint64_t owned = 0;  // records
  std::uint64_t record_bits = 2;
  std::vector<u128> totals;  // this writer's share of the running sums

  std::uint64_t body_bytes() const { return (owned * record_bits + 7) / 8; }
};

// The header as written, its check line last.
std::string layer_header_text(const LayerCheckpointHeader& header);

// "layer-d<depth>-r<rank>-of<ranks>.ckpt".
std::string layer_checkpoint_name(std::uint64_t depth, int rank, int ranks);

// Whether DIR holds a layer file (a missing folder holds none).
bool holds_layer_checkpoint(const std::string& directory);

// `--checkpoint DIR` starts afresh: InputError when DIR holds a layer checkpoint already (say
// --resume) or is no folder.
void require_no_layer_checkpoint(const std::string& directory);

// Writes one rank's file for one finished layer (creating the folder). Returns "" or, when it
// cannot, "PATH: cannot write the checkpoint (why)": the engine agrees on failures collectively
// before anyone throws, so that no rank is left waiting.
std::string write_layer_checkpoint(const std::string& directory,
                                   const LayerCheckpointHeader& header,
                                   std::span<const std::uint8_t> records);

// Collective: every rank writes its file of one finished layer, the ranks agree that all did
// (else every rank throws InputError, the failing rank with its reason), and rank 0 then removes
// the older layers.
void commit_layer_checkpoint(Job& job, const std::string& directory,
                             const LayerCheckpointHeader& header,
                             std::span<const std::uint8_t> records);

// A checked header, and where its codes start.
struct LayerCheckpointFile {
  std::string path;
  LayerCheckpointHeader header;
  std::uint64_t body_offset = 0;
  std::uint64_t header_check = 0;  // its check line, which the codes' check covers
};

// `--resume DIR`: the files of the deepest layer that all its writers finished, in rank order.
// Every layer file of DIR is checked against `expected` (puzzle, instance, method, states,
// partition and seed; and the number of watched states): InputError naming the file for a
// folder without any, another search's file or a damaged header.
std::vector<LayerCheckpointFile> find_resumable_layer(const std::string& directory,
                                                      const LayerCheckpointHeader& expected);

// One file's records, checked: InputError naming the file when damaged or cut short.
std::vector<std::uint8_t> read_layer_records(const LayerCheckpointFile& file);

// Removes the layer files of DIR older than `depth`, and those of `depth` by another K: once
// every rank has written depth's files they are what a resume reads. Best effort.
void remove_older_layers(const std::string& directory, std::uint64_t depth, int ranks);

}  // namespace puzzlelab::distributed
