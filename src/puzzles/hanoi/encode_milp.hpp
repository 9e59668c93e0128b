// The two declarative models of Yet Another Math Programming Consultant's post
// (yetanothermathprogramming, "Towers of Hanoi: inventory and network formulation"), built from the
// same rules and decoded back into moves that check_sequence() judges.
//
// Inventory MILP (the GAMS model, 3 pegs), for t = 1..T with T = 2^n - 1 (the diameter of the
// state graph, so enough for any start and goal):
//   move_t_d_p_q  binary   disk d moves from peg p to peg q at step t (p != q: the GAMS model
//                          fixes the diagonal to 0, here those variables are simply not created)
//   inv_t_d_p     binary   disk d is on peg p after step t (inv_0 is the start, a constant)
//   done_t        binary   the goal is reached after step t
//   small_t_p     [1, n]   smallestPrev: at most the smallest disk on p before step t (n if empty)
// rows: move1disk (sum move_t = 1 - done_{t-1}), bndsmall, smallfrom, smallto, inventory,
// isdone (sum_d inv_t_d_goal(d) >= n done_t), ordering (done_t >= done_{t-1}), assignment, and
// done_T = 1, inv_T = goal fixed; maximise sum done_t. Changes from the GAMS model, both for
// arbitrary starts and goals: done_0 is the constant [start == goal] (GAMS: 0, which would force
// a first move), and small_1_p is fixed from the start configuration, not from "all on A".
//
// Network LP: one node per state, one arc per legal move (cost 1), solved as a shortest path by
// milp::ShortestPathModel (totally unimodular, so the LP optimum is a path).
#pragma once

#include <string>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/milp/milp_model.hpp"
#include "backends/milp/shortest_path_model.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// Limits the commands put on the model sizes.
inline constexpr int kMaxInventoryDisks = 5;
inline constexpr int kMaxNetworkDisks = 8;

class InventoryEncoding {
 public:
  InventoryEncoding(const Config& start, const Config& goal);
  const milp::Model& model() const { return model_; }
  int horizon() const { return steps_; }
  // The moves, in time order, from a solver's point.
  std::vector<Move> decode(const std::vector<double>& values) const;

 private:
  int move(int t, int d, int p, int q) const;
  milp::Model model_;
  int disks_ = 0;
  int steps_ = 0;
  std::vector<int> move_index_;  // [t][d][p][q], -1 on the diagonal
};

class NetworkEncoding {
 public:
  NetworkEncoding(const Config& start, const Config& goal);
  const milp::Model& model() const { return network_.model(); }
  // std::nullopt when the flow does not form a path.
  std::optional<std::vector<Move>> decode(const std::vector<double>& values) const;

 private:
  static milp::ShortestPathModel build(const StateSpace& space, const Config& start,
                                       const Config& goal, std::vector<Move>& arc_moves);
  StateSpace space_;
  std::vector<Move> arc_moves_;
  milp::ShortestPathModel network_;
};

// A declarative method's answer, already replayed through the rules.
struct DeclarativeResult {
  BackendStatus status = BackendStatus::kUnknown;
  bool optimal = false;
  std::vector<Move> moves;
  std::uint64_t variables = 0;
  std::uint64_t rows = 0;
  BackendStats stats;
};

// Solve with CBC ("milp" = inventory, "network"); BackendUnavailable without CBC. The decoded
// moves are checked with check_sequence (internal_error if the rules reject them).
DeclarativeResult solve_inventory(const Config& start, const Config& goal,
                                  const BackendLimits& limits);
DeclarativeResult solve_network(const Config& start, const Config& goal,
                                const BackendLimits& limits);

}  // namespace puzzlelab::hanoi
