#include "puzzles/hanoi/graph_summary.hpp"

#include <algorithm>
#include <cstdio>

#include "puzzles/hanoi/graph.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::hanoi {

GraphSummary summarise_graph(int disks, int pegs) {
  const StateSpace space(disks, pegs);
  GraphSummary summary;
  summary.disks = disks;
  summary.pegs = pegs;
  summary.states = space.size();
  const std::uint32_t goal = space.encode(tower(disks, 1));
  const auto from_start =
      search::bfs_visit(space, space.encode(tower(disks, 0)), [&](std::uint32_t state, int d) {
        if (static_cast<std::size_t>(d) == summary.layers.size()) summary.layers.push_back(0);
        ++summary.layers[d];
        if (state == goal) summary.to_goal = d;
      });
  summary.bfs_seconds = from_start.stats.seconds;
  summary.farthest = from_start.farthest_distance;
  summary.arcs = space.arc_count();
  if (space.size() <= kMaxAllPairsStates) summary.diameter = graph_diameter(disks, pegs);
  return summary;
}

std::int64_t graph_diameter(int disks, int pegs) {
  const StateSpace space(disks, pegs);
  std::int64_t diameter = 0;
  for (std::uint32_t s = 0; s < space.size(); ++s)
    diameter = std::max<std::int64_t>(diameter, search::bfs_exhaust(space, s).farthest_distance);
  return diameter;
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
                    "Tower of Hanoi state graph: %d disks, %d pegs\nstates: %llu\n", summary.disks,
                    summary.pegs, static_cast<unsigned long long>(summary.states)));
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
