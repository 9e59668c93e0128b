// What `hanoi graph` reports of the state graph: its size, the BFS layers from all-on-A, the
// distance to all-on-B and, for graphs small enough to BFS from every state, the diameter.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace puzzlelab::hanoi {

// BFS from every state only up to this many states (3^7 = 2187).
inline constexpr std::uint32_t kMaxAllPairsStates = 3000;

struct GraphSummary {
  int disks = 0;
  int pegs = 3;
  std::uint64_t states = 0;
  std::uint64_t arcs = 0;             // directed moves
  std::int32_t farthest = 0;          // largest distance from all-on-A
  std::vector<std::uint64_t> layers;  // states at each distance from all-on-A
  std::int32_t to_goal = 0;           // distance from all-on-A to all-on-B
  std::optional<std::int64_t> diameter;
  double bfs_seconds = 0;  // the BFS from all-on-A
};

// disks up to max_graph_disks(pegs); internal_error beyond.
GraphSummary summarise_graph(int disks, int pegs);
// The largest distance between two states, by a BFS from every state: for graphs of at most
// kMaxAllPairsStates states.
std::int64_t graph_diameter(int disks, int pegs);

// As `hanoi graph` prints it: JSON (diameter null when not computed) and text lines.
nlohmann::json to_json(const GraphSummary& summary);
std::string to_text(const GraphSummary& summary);

}  // namespace puzzlelab::hanoi
