#include "puzzles/river/encode_milp.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "core/memory_size.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::river {

int longest_shortest_plan(const Variant& variant) {
  int near = 0, far = 0;
  for (std::uint32_t index : valid_states(variant)) {
    (state_from_index(variant, index).boat_far ? far : near)++;
  }
  return std::max(1, 2 * std::min(near, far) - 1);
}

std::vector<std::uint32_t> valid_states(const Variant& variant) {
  std::vector<std::uint32_t> states;
  const std::uint32_t count = std::uint32_t{2} << variant.items.size();
  for (std::uint32_t index = 0; index < count; ++index) {
    check_work(states.capacity() * sizeof(std::uint32_t),
               [&] { return "the river states (" + rough_count(states.size()) + ")"; });
    const State state = state_from_index(variant, index);
    const std::uint32_t boat_bank = state.boat_far ? state.far : variant.all_items() & ~state.far;
    if ((boat_bank & variant.rowers) != 0 && is_safe(variant, state)) states.push_back(index);
  }
  return states;
}

RiverNetwork::Graph RiverNetwork::build_graph(const Variant& variant) {
  Graph graph;
  graph.nodes = valid_states(variant);
  auto node_of = [&](std::uint32_t index) {
    return static_cast<int>(std::lower_bound(graph.nodes.begin(), graph.nodes.end(), index) -
                            graph.nodes.begin());
  };
  const auto describe = [&] {
    return "the river state graph (" + rough_count(graph.nodes.size()) + " states, " +
           rough_count(graph.arcs.size()) + " arcs)";
  };
  for (int node = 0; node < static_cast<int>(graph.nodes.size()); ++node) {
    check_work(graph.nodes.size() * sizeof(std::uint32_t) +
                   graph.arcs.capacity() * (sizeof(milp::GraphArc) + sizeof(Trip)),
               describe);
    const State state = state_from_index(variant, graph.nodes[node]);
    for (const Trip& trip : legal_trips(variant, state)) {
      // A million trips from one state take a while to link: the clock is read among them too.
      check_work(0, describe);
      graph.arcs.push_back({node, node_of(state_index(variant, apply(state, trip))), 1});
      graph.trips.push_back(trip);
    }
  }
  graph.source = node_of(state_index(variant, start_state(variant)));
  graph.target = node_of(state_index(variant, State{variant.all_items(), true}));
  for (const milp::GraphArc& arc : graph.arcs) {
    if (arc.to == graph.target) graph.goal_has_arcs = true;
  }
  return graph;
}

RiverNetwork::RiverNetwork(const Variant& variant) : RiverNetwork(build_graph(variant)) {
  model_.model().comments = {
      "river crossing " + variant.name + ": shortest path over the state graph",
      "flow_<a> = 1 when the plan uses arc a (one legal trip between two valid states)",
      "node_<n>: flow balance of state n (bit i: item i on the far bank, top bit: boat)"};
}

RiverNetwork::RiverNetwork(Graph graph)
    : nodes_(std::move(graph.nodes)),
      arc_trips_(std::move(graph.trips)),
      goal_has_arcs_(graph.goal_has_arcs),
      model_(static_cast<int>(nodes_.size()), std::move(graph.arcs), graph.source, graph.target) {}

std::optional<Plan> RiverNetwork::decode(const std::vector<double>& values) const {
  const auto arcs = model_.decode(values);
  if (!arcs) return std::nullopt;
  Plan plan;
  for (int arc : *arcs) plan.push_back(arc_trips_[arc]);
  return plan;
}

RiverInventoryModel::RiverInventoryModel(const Variant& variant, int horizon)
    : horizon_(horizon), items_(variant.item_count()) {
  using milp::Term;
  const int n = items_;
  const int capacity = std::min(variant.capacity, n);
  model_.comments = {
      "river crossing " + variant.name + ": time-expanded inventory model, " +
          std::to_string(horizon) + " steps",
      "far_t<t>_i<i> = 1: item i on the far bank after step t; cross_t<t>_i<i> = 1: item i in "
      "the boat at step t; done_t<t> = 1: everything across, no trip at step t"};
  for (int i = 0; i < n; ++i) {
    model_.comments.push_back("item " + std::to_string(i) + ": " + variant.items[i] +
                              ((variant.rowers >> i) & 1 ? " (rower)" : ""));
  }
  for (int t = 1; t <= horizon; ++t) {
    const std::string ts = "t" + std::to_string(t);
    for (int i = 0; i < n; ++i) {
      // Everything is across after the last step.
      far_.push_back(model_.add_variable("far_" + ts + "_i" + std::to_string(i),
                                         t == horizon ? 1 : 0, 1, true));
      cross_.push_back(model_.add_binary("cross_" + ts + "_i" + std::to_string(i)));
    }
    done_.push_back(model_.add_binary("done_" + ts));
  }
  std::vector<int> rowers;
  for (int i = 0; i < n; ++i) {
    if ((variant.rowers >> i) & 1) rowers.push_back(i);
  }
  std::vector<Term> objective;
  for (int t = 1; t <= horizon; ++t) {
    const std::string ts = "_t" + std::to_string(t);
    const int done = done_[t - 1];
    const double direction = t % 2 == 1 ? 1 : -1;
    std::vector<Term> seats, rowing{{done, 1}};
    for (int i = 0; i < n; ++i) {
      std::vector<Term> balance{{far(t, i), 1}, {cross(t, i), -direction}};
      if (t > 1) balance.push_back({far(t - 1, i), -1});
      model_.add_equal("inv" + ts + "_i" + std::to_string(i), std::move(balance), 0);
      model_.add_less_equal("goal" + ts + "_i" + std::to_string(i), {{done, 1}, {far(t, i), -1}},
                            0);
      seats.push_back({cross(t, i), 1});
    }
    seats.push_back({done, static_cast<double>(capacity)});
    model_.add_less_equal("capacity" + ts, std::move(seats), capacity);
    for (int r : rowers) rowing.push_back({cross(t, r), 1});
    model_.add_greater_equal("rower" + ts, std::move(rowing), 1);
    if (t > 1) model_.add_greater_equal("monotone" + ts, {{done, 1}, {done_[t - 2], -1}}, 0);
    for (std::size_t c = 0; c < variant.conflicts.size(); ++c) {
      const std::uint32_t conflict = variant.conflicts[c];
      if (conflict & variant.rowers) continue;  // a rower in the set guards it
      std::vector<Term> far_bank, near_bank;
      for (int i = 0; i < n; ++i) {
        if ((conflict >> i) & 1) {
          far_bank.push_back({far(t, i), 1});
          near_bank.push_back({far(t, i), -1});
        }
      }
      for (int r : rowers) {
        far_bank.push_back({far(t, r), -1});
        near_bank.push_back({far(t, r), 1});
      }
      const std::string cs = ts + "_c" + std::to_string(c);
      model_.add_less_equal("farbank" + cs, std::move(far_bank), std::popcount(conflict) - 1);
      model_.add_less_equal("nearbank" + cs, std::move(near_bank),
                            static_cast<double>(rowers.size()) - 1);
    }
    objective.push_back({done, -1});
  }
  model_.set_objective(std::move(objective), milp::Sense::kMinimize, horizon);
}

Plan RiverInventoryModel::decode(const std::vector<double>& values) const {
  Plan plan;
  for (int t = 1; t <= horizon_; ++t) {
    if (values[done_[t - 1]] > 0.5) break;
    Trip trip{0, t % 2 == 1};
    for (int i = 0; i < items_; ++i) {
      if (values[cross(t, i)] > 0.5) trip.cargo |= std::uint32_t{1} << i;
    }
    plan.push_back(trip);
  }
  return plan;
}

}  // namespace puzzlelab::river
