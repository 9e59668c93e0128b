// The optimal algorithms, without any state graph. Moves stream to a sink (any callable taking a
// Move), so 2^30 moves need no memory.
//  - classic: n disks from one peg to another, the textbook recursion (2^n - 1 moves).
//  - any start to any goal (3 pegs): for the largest disk k that differs, either move it once
//    (smaller disks gathered on the third peg) or twice, via the third peg (smaller disks first on
//    the goal peg, then back on the start peg); both costs are computed exactly and the smaller is
//    taken. An optimal path never moves the largest differing disk more than twice (Hinz 1992).
//  - four pegs: Frame-Stewart (optimal for the classic transfer, Bousch 2014).
#pragma once

#include <string>
#include <vector>

#include "core/uint128.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// 2^n - 1 exactly, as decimal digits, for any n >= 0 (a small base-10^9 big integer).
std::string pow2_minus_one_decimal(int n);

inline u128 pow2(int n) {
  return u128{1} << n;
}

// n disks, numbered offset + 1 .. offset + n, from `from` to `to` over `via`.
template <class Sink>
void classic_moves(int n, int from, int to, int via, Sink& sink, int offset = 0) {
  if (n == 0) return;
  if (n == 1) {
    sink(Move{offset + 1, from, to});
    return;
  }
  classic_moves(n - 1, from, via, to, sink, offset);
  sink(Move{offset + n, from, to});
  classic_moves(n - 1, via, to, from, sink, offset);
}

// Moves that bring disks 1..k of `config` onto peg `peg` as one tower (3 pegs).
u128 gather_cost(const Config& config, int k, int peg);

template <class Sink>
void gather_moves(const Config& config, int k, int peg, Sink& sink) {
  if (k == 0) return;
  const int at = config[k - 1];
  if (at == peg) return gather_moves(config, k - 1, peg, sink);
  const int spare = third_peg(at, peg);
  gather_moves(config, k - 1, spare, sink);
  sink(Move{k, at, peg});
  classic_moves(k - 1, spare, peg, at, sink);
}

// Moves from a tower of disks 1..k on `peg` to the configuration `goal` of those disks; as many
// as gather_cost(goal, k, peg) (the same path, reversed).
template <class Sink>
void scatter_moves(int k, int peg, const Config& goal, Sink& sink) {
  if (k == 0) return;
  const int want = goal[k - 1];
  if (want == peg) return scatter_moves(k - 1, peg, goal, sink);
  const int spare = third_peg(peg, want);
  classic_moves(k - 1, peg, spare, want, sink);
  sink(Move{k, peg, want});
  scatter_moves(k - 1, spare, goal, sink);
}

// The plan for the largest differing disk.
struct Plan {
  u128 count = 0;
  int disk = 0;        // largest disk whose peg differs; 0 when start == goal
  bool twice = false;  // it moves twice, via the third peg
  u128 once_cost = 0;  // both options, for reports and tests
  u128 twice_cost = 0;
};

// Minimal number of moves between two configurations of the same disks (3 pegs, n <= 64).
Plan plan(const Config& start, const Config& goal);

template <class Sink>
void optimal_moves(const Config& start, const Config& goal, Sink& sink) {
  const Plan p = plan(start, goal);
  if (p.disk == 0) return;
  const int k = p.disk;
  const int a = start[k - 1], b = goal[k - 1], c = third_peg(a, b);
  if (!p.twice) {
    gather_moves(start, k - 1, c, sink);
    sink(Move{k, a, b});
    scatter_moves(k - 1, c, goal, sink);
  } else {
    gather_moves(start, k - 1, b, sink);
    sink(Move{k, a, c});
    classic_moves(k - 1, b, a, c, sink);
    sink(Move{k, c, b});
    scatter_moves(k - 1, a, goal, sink);
  }
}

// Frame-Stewart with four pegs: the minimal count for n disks (n <= kMaxDisks) and the split (the
// k smallest disks parked on a spare peg with four pegs, the rest moved with three).
inline constexpr int kMaxFourPegDisks = kMaxDisks;
u128 frame_stewart_count(int n);
int frame_stewart_split(int n);

template <class Sink>
void frame_stewart_moves(int n, int from, int to, int spare1, int spare2, Sink& sink) {
  if (n == 0) return;
  if (n == 1) {
    sink(Move{1, from, to});
    return;
  }
  const int k = frame_stewart_split(n);
  frame_stewart_moves(k, from, spare1, to, spare2, sink);
  classic_moves(n - k, from, to, spare2, sink, k);
  frame_stewart_moves(k, spare1, to, from, spare2, sink);
}

// Convenience for tests and small instances: the moves in a vector.
std::vector<Move> optimal_move_list(const Config& start, const Config& goal);

}  // namespace puzzlelab::hanoi
