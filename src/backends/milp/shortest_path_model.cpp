#include "backends/milp/shortest_path_model.hpp"

#include <string>

#include "core/error.hpp"

namespace puzzlelab::milp {

ShortestPathModel::ShortestPathModel(int node_count, std::vector<GraphArc> arcs, int source,
                                     int target)
    : arcs_(std::move(arcs)), source_(source), target_(target) {
  auto check_node = [&](int node) {
    if (node < 0 || node >= node_count) internal_error("ShortestPathModel: node out of range");
  };
  check_node(source);
  check_node(target);
  std::vector<std::vector<Term>> balance(node_count);
  std::vector<Term> cost;
  for (int a = 0; a < static_cast<int>(arcs_.size()); ++a) {
    const GraphArc& arc = arcs_[a];
    check_node(arc.from);
    check_node(arc.to);
    model_.add_continuous("flow_" + std::to_string(a), 0, 1);
    balance[arc.from].push_back({a, 1});
    balance[arc.to].push_back({a, -1});
    cost.push_back({a, arc.cost});
  }
  // Out-flow minus in-flow: 1 at the source, -1 at the target, 0 elsewhere (0 everywhere when
  // source == target: the empty path).
  for (int node = 0; node < node_count; ++node) {
    if (balance[node].empty() && node != source && node != target) continue;
    const double supply = source == target ? 0 : node == source ? 1 : node == target ? -1 : 0;
    model_.add_equal("node_" + std::to_string(node), std::move(balance[node]), supply);
  }
  model_.set_objective(std::move(cost), Sense::kMinimize);
}

std::optional<std::vector<int>> ShortestPathModel::decode(const std::vector<double>& values) const {
  std::vector<int> path;
  std::vector<bool> used(arcs_.size(), false);
  int at = source_;
  while (at != target_) {
    int next = -1;
    for (int a = 0; a < static_cast<int>(arcs_.size()); ++a) {
      if (!used[a] && arcs_[a].from == at && values[flow(a)] > 0.5) {
        next = a;
        break;
      }
    }
    if (next < 0) return std::nullopt;
    used[next] = true;
    path.push_back(next);
    at = arcs_[next].to;
  }
  return path;
}

}  // namespace puzzlelab::milp
