#include "puzzles/hanoi/graph_summary.hpp"

#include <algorithm>
#include <cstdio>

#include "core/limits.hpp"
#include "puzzles/hanoi/graph.hpp"

namespace puzzlelab::hanoi {

GraphSummary summarise_graph(int disks, int pegs) {
  const StateSpace space(disks, pegs);
  GraphSummary summary;
  summary.disks = disks;
  summary.pegs = pegs;
  summary.states = space.size();
  const Stopwatch clock;
  const std::vector<std::int32_t> dist = space.distances(space.encode(tower(disks, 0)));
  summary.bfs_seconds = clock.seconds();
  summary.arcs = space.arc_count();
  for (const std::int32_t d : dist) summary.farthest = std::max(summary.farthest, d);
  summary.layers.assign(summary.farthest + 1, 0);
  for (const std::int32_t d : dist) ++summary.layers[d];
  summary.to_goal = dist[space.encode(tower(disks, 1))];
  if (space.size() <= kMaxAllPairsStates) {
    std::int64_t diameter = 0;
    for (std::uint32_t s = 0; s < space.size(); ++s) {
      for (const std::int32_t d : space.distances(s))
        diameter = std::max<std::int64_t>(diameter, d);
    }
    summary.diameter = diameter;
  }
  return summary;
}

nlohmann::json to_json(const GraphSummary& summary) {
  nlohmann::json out = {{"disks", summary.disks},
                        {"pegs", summary.pegs},
                        {"states", summary.states},
                        {"arcs", summary.arcs},
                        {"max_distance_from_start", summary.farthest},
                        {"distance_counts", summary.layers},
                        {"move_count", summary.to_goal},
                        {"bfs_seconds", summary.bfs_seconds}};
  out["diameter"] = summary.diameter ? nlohmann::json(*summary.diameter) : nlohmann::json(nullptr);
  return out;
}

std::string to_text(const GraphSummary& summary) {
  std::string out;
  char line[256];
  auto add = [&](int length) { out.append(line, std::min<std::size_t>(length, sizeof line - 1)); };
  add(std::snprintf(line, sizeof line,
                    "Tower of Hanoi state graph: %d disks, %d pegs\nstates: %u\n", summary.disks,
                    summary.pegs, summary.states));
  add(std::snprintf(line, sizeof line, "directed moves: %llu",
                    static_cast<unsigned long long>(summary.arcs)));
  if (summary.pegs == 3) {
    add(std::snprintf(line, sizeof line, " (3(3^N - 1) = %llu)",
                      3 * (static_cast<unsigned long long>(summary.states) - 1)));
  }
  add(std::snprintf(line, sizeof line,
                    "\nBFS from %s: %.3f s; farthest state %d moves away (%llu states at that "
                    "distance)\n",
                    to_string(tower(summary.disks, 0)).c_str(), summary.bfs_seconds,
                    summary.farthest, static_cast<unsigned long long>(summary.layers.back())));
  add(std::snprintf(line, sizeof line, "distance to %s: %d moves\n",
                    to_string(tower(summary.disks, 1)).c_str(), summary.to_goal));
  if (summary.diameter) {
    add(std::snprintf(line, sizeof line, "diameter: %lld (BFS from every state)\n",
                      static_cast<long long>(*summary.diameter)));
  } else {
    add(std::snprintf(line, sizeof line,
                      "diameter: not computed (BFS from every state only up to %u states)\n",
                      kMaxAllPairsStates));
  }
  return out;
}

}  // namespace puzzlelab::hanoi
