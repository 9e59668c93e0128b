// The explicit state graph: p^n states as base-p integers (digit d, weight p^d, is the peg of
// disk d + 1), moves generated from the top disk of each peg. It is a problem for the generic
// breadth-first search (search/bfs.hpp), the reference every other method is tested against,
// and the graph of the network LP and the DOT export.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <vector>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// Largest graphs the commands build: 3^14 = 4.8M states, 4^11 = 4.2M states.
inline constexpr int kMaxGraphDisks3 = 14;
inline constexpr int kMaxGraphDisks4 = 11;
int max_graph_disks(int pegs);

// Every legal move from the state numbered `state` (base `pegs`, digit d the peg of disk d + 1,
// power[d] = pegs^d): f(Move, next state). Shared by the 32-bit graph below and the 64-bit space
// of the distributed search (graph_layers.hpp).
template <class Index, class F>
void for_each_index_move(Index state, int disks, int pegs, const Index* power, F&& f) {
  std::array<int, kMaxPegs> top;
  top.fill(disks + 1);
  Index rest = state;
  int found = 0;
  for (int d = 1; d <= disks && found < pegs; ++d) {
    const int peg = static_cast<int>(rest % static_cast<Index>(pegs));
    rest /= static_cast<Index>(pegs);
    if (top[peg] > disks) {
      top[peg] = d;
      ++found;
    }
  }
  for (int from = 0; from < pegs; ++from) {
    const int disk = top[from];
    if (disk > disks) continue;
    for (int to = 0; to < pegs; ++to) {
      if (to == from || top[to] < disk) continue;
      const Index next = state + static_cast<Index>(to) * power[disk - 1] -
                         static_cast<Index>(from) * power[disk - 1];
      f(Move{disk, from, to}, next);
    }
  }
}

class StateSpace {
 public:
  // As a search problem: a state is its index, which is its key too (search::DenseKeys).
  using State = std::uint32_t;
  using Move = hanoi::Move;
  using Key = std::uint32_t;

  // internal_error beyond max_graph_disks(pegs).
  StateSpace(int disks, int pegs);

  int disks() const { return disks_; }
  int pegs() const { return pegs_; }
  std::uint32_t size() const { return size_; }
  std::uint32_t encode(const Config& config) const;
  Config decode(std::uint32_t state) const;

  // Calls f(Move, next_state) for every legal move from `state`.
  template <class F>
  void for_each_move(std::uint32_t state, F&& f) const {
    for_each_index_move(state, disks_, pegs_, power_.data(), f);
  }

  Key key(State state) const { return state; }
  std::size_t key_count() const { return size_; }
  template <class Visit>
  void for_each_successor(State state, Visit&& visit) const {
    for_each_move(state, visit);
  }

  // BFS distances (moves) from `source` to every state.
  std::vector<std::int32_t> distances(std::uint32_t source) const;
  // A shortest move sequence, by BFS (stops at the goal).
  std::vector<Move> shortest_path(std::uint32_t source, std::uint32_t target) const;
  // Directed moves in the whole graph, counted by generating them.
  std::uint64_t arc_count() const;
  // Graphviz: one node per state (labelled by its configuration), one undirected edge per pair
  // of opposite moves, labelled by the disk.
  void write_dot(std::ostream& out) const;

 private:
  int disks_;
  int pegs_;
  std::uint32_t size_ = 1;
  std::vector<std::uint32_t> power_;
};

}  // namespace puzzlelab::hanoi
