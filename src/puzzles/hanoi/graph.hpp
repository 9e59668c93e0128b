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
    std::array<int, kMaxPegs> top;
    top.fill(disks_ + 1);
    std::uint32_t rest = state;
    int found = 0;
    for (int d = 1; d <= disks_ && found < pegs_; ++d) {
      const int peg = static_cast<int>(rest % pegs_);
      rest /= pegs_;
      if (top[peg] > disks_) {
        top[peg] = d;
        ++found;
      }
    }
    for (int from = 0; from < pegs_; ++from) {
      const int disk = top[from];
      if (disk > disks_) continue;
      for (int to = 0; to < pegs_; ++to) {
        if (to == from || top[to] < disk) continue;
        const std::uint32_t next = state + static_cast<std::uint32_t>(to) * power_[disk - 1] -
                                   static_cast<std::uint32_t>(from) * power_[disk - 1];
        f(Move{disk, from, to}, next);
      }
    }
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
