// A shortest path as a linear program over an explicit directed graph: one flow variable per
// arc in [0, 1], one unit of flow leaves the source and reaches the target, flow is conserved
// everywhere else, and the objective is the total cost. The constraint matrix is a network
// matrix (totally unimodular), so the LP optimum at a vertex is integral: the simplex method
// alone returns a path, no branching needed. Any puzzle with an explicit state graph (Tower of
// Hanoi, river crossing) builds its network model here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "backends/milp/milp_model.hpp"

namespace puzzlelab::milp {

struct GraphArc {
  int from = 0;
  int to = 0;
  double cost = 1;
};

class ShortestPathModel {
 public:
  // Node and arc names appear in the written model (flow_<arc>, node_<node>); `comments`
  // describe the instance. internal_error on arcs naming nodes out of range.
  ShortestPathModel(int node_count, std::vector<GraphArc> arcs, int source, int target);

  const Model& model() const { return model_; }
  Model& model() { return model_; }
  // The variable of an arc.
  int flow(int arc) const { return arc; }
  // The arcs of the path, source to target, from an optimal point (flow > 0.5 on an arc means
  // it is used). std::nullopt when the used arcs do not form a source-to-target path.
  std::optional<std::vector<int>> decode(const std::vector<double>& values) const;

 private:
  Model model_;
  std::vector<GraphArc> arcs_;
  int source_ = 0;
  int target_ = 0;
};

}  // namespace puzzlelab::milp
