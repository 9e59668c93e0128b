#include "puzzles/hanoi/graph_layers.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace puzzlelab::hanoi {

int max_layered_disks(int pegs) {
  return pegs == 3 ? kMaxLayeredDisks3 : kMaxLayeredDisks4;
}

LayeredStateSpace::LayeredStateSpace(int disks, int pegs) : disks_(disks), pegs_(pegs) {
  if (pegs < 3 || pegs > 4 || disks < 0 || disks > max_layered_disks(pegs))
    internal_error("hanoi::LayeredStateSpace: size out of range");
  for (int d = 0; d < disks; ++d) {
    power_.push_back(size_);
    ones_ += size_;
    size_ *= static_cast<std::uint64_t>(pegs);
  }
}

LayeredGraph summarise_graph_layered(int disks, int pegs, const GraphRunOptions& options) {
  const LayeredStateSpace space(disks, pegs);
  distributed::LayeredOptions search;
  search.job = options.job;
  search.start = space.tower_state(0);
  search.watch = {space.tower_state(1)};
  search.seconds = options.limits.seconds;
  search.memory_bytes = options.limits.memory_bytes;
  search.layer_limit = options.layer_limit;
  search.round_bytes = options.round_bytes;
  search.checkpoint = options.checkpoint;
  search.puzzle = "hanoi";
  search.instance = "disks=" + std::to_string(disks) + " pegs=" + std::to_string(pegs);
  // Blocks of the five (4 pegs) or six (3 pegs) smallest disks' configurations, dealt to the
  // ranks in turn: their moves stay local, and every layer is shared (state_partition.hpp).
  const distributed::LayeredResult found =
      pegs == 4
          ? distributed::layered_search<distributed::CyclicBlockPartition<4 * 4 * 4 * 4 * 4>>(
                space, search)
          : distributed::layered_search<distributed::CyclicBlockPartition<3 * 3 * 3 * 3 * 3 * 3>>(
                space, search);

  LayeredGraph graph;
  graph.complete = found.complete;
  graph.note = found.stop_note;
  graph.resumed = found.resumed;
  graph.resumed_depth = found.resumed_depth;
  graph.kept_depth = found.kept_depth;
  graph.ranks = found.ranks;
  GraphSummary& summary = graph.summary;
  summary.disks = disks;
  summary.pegs = pegs;
  summary.states = space.state_count();
  summary.layers = found.layers;
  summary.farthest = static_cast<std::int32_t>(found.layers.size()) - 1;
  summary.to_goal = static_cast<std::int32_t>(found.watched.front());
  for (const distributed::RankFigures& rank : found.ranks)
    summary.bfs_seconds = std::max(summary.bfs_seconds, rank.seconds);
  if (found.complete) {
    // Every state expanded once: its successors are the graph's directed moves.
    summary.arcs = found.edges;
    if (space.state_count() <= kMaxAllPairsStates) summary.diameter = graph_diameter(disks, pegs);
  }
  return graph;
}

}  // namespace puzzlelab::hanoi
