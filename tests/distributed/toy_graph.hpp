// A toy state graph for the layered search: n states, three directed moves from each (two
// affine maps and a step), so layers grow, shrink and meet again; and the plain queue BFS that
// the engine's layer sizes must equal.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

namespace puzzlelab::distributed::test {

class ToyGraph {
 public:
  explicit ToyGraph(std::uint64_t states) : states_(states) {}

  std::uint64_t state_count() const { return states_; }
  template <class F>
  void for_each_successor(std::uint64_t state, F&& f) const {
    f((state * 3 + 1) % states_);
    f((state * 5 + 2) % states_);
    f((state + 7) % states_);
  }

 private:
  std::uint64_t states_;
};

// States at each distance from `start`, by a plain queue; and the successors generated.
struct ReferenceLayers {
  std::vector<std::uint64_t> layers;
  std::uint64_t edges = 0;
  std::vector<std::int64_t> depth;  // by state, -1 unreached
};

template <class Space>
ReferenceLayers reference_layers(const Space& space, std::uint64_t start) {
  ReferenceLayers out;
  out.depth.assign(space.state_count(), -1);
  std::deque<std::uint64_t> queue = {start};
  out.depth[start] = 0;
  while (!queue.empty()) {
    const std::uint64_t state = queue.front();
    queue.pop_front();
    const auto d = static_cast<std::size_t>(out.depth[state]);
    if (d == out.layers.size()) out.layers.push_back(0);
    ++out.layers[d];
    space.for_each_successor(state, [&](std::uint64_t next) {
      ++out.edges;
      if (out.depth[next] >= 0) return;
      out.depth[next] = out.depth[state] + 1;
      queue.push_back(next);
    });
  }
  return out;
}

}  // namespace puzzlelab::distributed::test
