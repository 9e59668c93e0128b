#include "puzzles/hanoi/graph.hpp"

#include <ostream>
#include <utility>

#include "core/error.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::hanoi {

int max_graph_disks(int pegs) {
  return pegs == 3 ? kMaxGraphDisks3 : kMaxGraphDisks4;
}

StateSpace::StateSpace(int disks, int pegs) : disks_(disks), pegs_(pegs) {
  if (pegs < 3 || pegs > kMaxPegs || disks < 0 || disks > max_graph_disks(pegs)) {
    internal_error("hanoi::StateSpace: size out of range");
  }
  for (int d = 0; d < disks; ++d) {
    power_.push_back(size_);
    size_ *= static_cast<std::uint32_t>(pegs);
  }
}

std::uint32_t StateSpace::encode(const Config& config) const {
  if (static_cast<int>(config.size()) != disks_) internal_error("hanoi::encode: disk count");
  std::uint32_t state = 0;
  for (int d = disks_; d-- > 0;) state = state * pegs_ + config[d];
  return state;
}

Config StateSpace::decode(std::uint32_t state) const {
  Config config(disks_);
  for (int d = 0; d < disks_; ++d) {
    config[d] = static_cast<std::uint8_t>(state % pegs_);
    state /= pegs_;
  }
  return config;
}

std::vector<std::int32_t> StateSpace::distances(std::uint32_t source) const {
  std::vector<std::int32_t> dist(size_, -1);
  search::bfs_visit(*this, source,
                    [&](std::uint32_t state, int distance) { dist[state] = distance; });
  return dist;
}

std::vector<Move> StateSpace::shortest_path(std::uint32_t source, std::uint32_t target) const {
  auto result =
      search::bfs_shortest_path(*this, source, [&](std::uint32_t s) { return s == target; });
  if (result.status != SearchStatus::kSolved) {
    internal_error("hanoi: the state graph is not connected");
  }
  return std::move(result.path);
}

std::uint64_t StateSpace::arc_count() const {
  std::uint64_t arcs = 0;
  for (std::uint32_t s = 0; s < size_; ++s) {
    for_each_move(s, [&](const Move&, std::uint32_t) { ++arcs; });
  }
  return arcs;
}

void StateSpace::write_dot(std::ostream& out) const {
  out << "// Tower of Hanoi state graph: " << disks_ << " disks, " << pegs_ << " pegs, " << size_
      << " states; node label = each disk's peg, smallest disk first\n";
  out << "graph hanoi {\n  node [shape=box, fontname=\"monospace\"];\n";
  for (std::uint32_t s = 0; s < size_; ++s) {
    out << "  s" << s << " [label=\"" << to_string(decode(s)) << "\"];\n";
  }
  for (std::uint32_t s = 0; s < size_; ++s) {
    for_each_move(s, [&](const Move& move, std::uint32_t next) {
      if (s < next) out << "  s" << s << " -- s" << next << " [label=\"" << move.disk << "\"];\n";
    });
  }
  out << "}\n";
}

}  // namespace puzzlelab::hanoi
