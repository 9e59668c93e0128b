// The two declarative models of a river crossing, after the wolf-goat-cabbage and Tower of Hanoi
// models of the "Yet Another Math Programming Consultant" blog:
//
// Network: one node per valid state (safe, and the boat's bank holds a rower), one arc per legal
// trip, cost 1 each; a unit of flow from the start to the goal (milp::ShortestPathModel).
//
// Inventory (time-expanded), for steps t = 1..T, items i, rowers R, capacity C:
//   far[t,i] in {0,1}    item i is on the far bank after step t (far[0,i] = 0)
//   cross[t,i] in {0,1}  item i is in the boat at step t
//   done[t] in {0,1}     everything is across and no trip is made at step t
// The boat starts at the near bank and alternates, so an active step t goes near -> far when t
// is odd and far -> near when t is even; done is monotone, so the active steps are a prefix.
//   far[t,i] = far[t-1,i] + cross[t,i]  (t odd)   or   - cross[t,i]  (t even)
//   sum_i cross[t,i] <= C (1 - done[t])        capacity, and no trip once done
//   sum_{r in R} cross[t,r] >= 1 - done[t]     somebody rows
//   done[t] <= far[t,i];  done[t] >= done[t-1];  far[T,i] = 1
//   for each conflict S without a rower, after each step, on each bank:
//     sum_{s in S} far[t,s] - sum_{r in R} far[t,r] <= |S| - 1            (far bank)
//     sum_{r in R} far[t,r] - sum_{s in S} far[t,s] <= |R| - 1            (near bank)
//   minimise sum_t (1 - done[t])   (the number of trips)
// The inventory balance keeps every item on a bank it is actually on, so a rower can only leave
// from the bank the boat is at.
#pragma once

#include <optional>
#include <vector>

#include "backends/milp/milp_model.hpp"
#include "backends/milp/shortest_path_model.hpp"
#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {

// The valid states (safe, with a rower at the boat's bank) by state_index, in increasing order.
std::vector<std::uint32_t> valid_states(const Variant& variant);
// An upper bound on the length of a shortest plan: a shortest plan visits no state twice and
// alternates between states with the boat near and far, starting near and ending far, so it has
// at most 2 min(valid near-boat states, valid far-boat states) - 1 trips.
int longest_shortest_plan(const Variant& variant);

class RiverNetwork {
 public:
  explicit RiverNetwork(const Variant& variant);
  const milp::ShortestPathModel& model() const { return model_; }
  // False when no arc reaches the goal (the LP would hold an empty, infeasible row).
  bool goal_has_arcs() const { return goal_has_arcs_; }
  int node_count() const { return static_cast<int>(nodes_.size()); }
  std::optional<Plan> decode(const std::vector<double>& values) const;

 private:
  struct Graph {
    std::vector<std::uint32_t> nodes;  // state index per node
    std::vector<milp::GraphArc> arcs;
    std::vector<Trip> trips;  // per arc
    int source = 0;
    int target = 0;
    bool goal_has_arcs = false;
  };
  static Graph build_graph(const Variant& variant);
  explicit RiverNetwork(Graph graph);
  std::vector<std::uint32_t> nodes_;
  std::vector<Trip> arc_trips_;
  bool goal_has_arcs_ = false;
  milp::ShortestPathModel model_;
};

class RiverInventoryModel {
 public:
  RiverInventoryModel(const Variant& variant, int horizon);
  const milp::Model& model() const { return model_; }
  int horizon() const { return horizon_; }
  Plan decode(const std::vector<double>& values) const;

 private:
  int far(int t, int i) const { return far_[(t - 1) * items_ + i]; }
  int cross(int t, int i) const { return cross_[(t - 1) * items_ + i]; }
  milp::Model model_;
  int horizon_;
  int items_;
  std::vector<int> far_, cross_, done_;
};

}  // namespace puzzlelab::river
