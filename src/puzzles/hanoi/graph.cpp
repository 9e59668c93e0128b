#include "puzzles/hanoi/graph.hpp"

#include <ostream>

#include "core/error.hpp"

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
  std::vector<std::uint32_t> queue;
  queue.reserve(size_);
  dist[source] = 0;
  queue.push_back(source);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t state = queue[head];
    const std::int32_t next_dist = dist[state] + 1;
    for_each_move(state, [&](const Move&, std::uint32_t next) {
      if (dist[next] < 0) {
        dist[next] = next_dist;
        queue.push_back(next);
      }
    });
  }
  return dist;
}

std::vector<Move> StateSpace::shortest_path(std::uint32_t source, std::uint32_t target) const {
  LimitGuard unlimited(SearchLimits{});
  return *shortest_path(source, target, unlimited);
}

std::optional<std::vector<Move>> StateSpace::shortest_path(std::uint32_t source,
                                                           std::uint32_t target,
                                                           LimitGuard& guard) const {
  constexpr std::uint32_t kUnseen = 0xffffffffu;
  std::vector<std::uint32_t> parent(size_, kUnseen);
  std::vector<std::uint32_t> queue;
  parent[source] = source;
  queue.push_back(source);
  for (std::size_t head = 0; head < queue.size() && parent[target] == kUnseen; ++head) {
    if (guard.tick()) return std::nullopt;
    const std::uint32_t state = queue[head];
    for_each_move(state, [&](const Move&, std::uint32_t next) {
      if (parent[next] == kUnseen) {
        parent[next] = state;
        queue.push_back(next);
      }
    });
  }
  if (parent[target] == kUnseen) internal_error("hanoi: the state graph is not connected");
  std::vector<Move> path;
  for (std::uint32_t at = target; at != source; at = parent[at]) {
    const std::uint32_t prev = parent[at];
    bool found = false;
    for_each_move(prev, [&](const Move& move, std::uint32_t next) {
      if (next == at && !found) {
        path.push_back(move);
        found = true;
      }
    });
  }
  return std::vector<Move>(path.rbegin(), path.rend());
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
