// `hanoi graph` on the owner-partitioned layers (distributed/layered_search.hpp): the BFS from
// all-on-A over p^N states numbered as in graph.hpp, but with 64-bit indices and 2 bits a state,
// spread over the ranks of the current job, checkpointed by layer. Its figures (layer sizes,
// states, arcs, the distance to all-on-B) are those of summarise_graph, which stays the reference
// the tests hold it to.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "distributed/checkpoint_request.hpp"
#include "distributed/job.hpp"
#include "distributed/layered_search.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/graph_summary.hpp"

namespace puzzlelab::hanoi {

// Largest instances the layered search takes: 3^25 and 4^20 states, 200 and 256 GiB of 2-bit
// codes over all ranks (a cluster's worth, issue 38); the memory limit is what stops a run that
// one machine cannot hold.
inline constexpr int kMaxLayeredDisks3 = 25;
inline constexpr int kMaxLayeredDisks4 = 20;
int max_layered_disks(int pegs);

// The state graph as a LayeredSpace.
class LayeredStateSpace {
 public:
  // internal_error beyond max_layered_disks(pegs).
  LayeredStateSpace(int disks, int pegs);

  std::uint64_t state_count() const { return size_; }
  // The state with every disk on `peg`.
  std::uint64_t tower_state(int peg) const { return static_cast<std::uint64_t>(peg) * ones_; }
  template <class F>
  void for_each_successor(std::uint64_t state, F&& f) const {
    for_each_index_move(state, disks_, pegs_, power_.data(),
                        [&](const Move&, std::uint64_t next) { f(next); });
  }

 private:
  int disks_;
  int pegs_;
  std::uint64_t size_ = 1;
  std::uint64_t ones_ = 0;  // 1 + p + ... + p^(N-1): all disks on peg 1
  std::vector<std::uint64_t> power_;
};

struct GraphRunOptions {
  distributed::Job* job = nullptr;  // nullptr: current_job()
  SearchLimits limits;              // time and memory (the node limit is not read)
  distributed::CheckpointRequest checkpoint;
  std::uint64_t layer_limit = distributed::LayeredOptions{}.layer_limit;
  std::size_t round_bytes = distributed::LayeredOptions{}.round_bytes;
};

struct LayeredGraph {
  GraphSummary summary;  // arcs, to_goal and diameter only where complete
  bool complete = false;
  std::string note;  // why it stopped, empty when complete
  bool resumed = false;
  std::uint64_t resumed_depth = 0;
  std::int64_t kept_depth = -1;  // the deepest layer the checkpoint holds (-1: none)
  std::vector<distributed::RankFigures> ranks;
};

// Collective over options.job. InputError for a checkpoint that is refused.
LayeredGraph summarise_graph_layered(int disks, int pegs, const GraphRunOptions& options);

}  // namespace puzzlelab::hanoi
