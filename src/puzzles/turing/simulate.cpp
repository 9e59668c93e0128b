#include "puzzles/turing/simulate.hpp"

#include <algorithm>
#include <unordered_map>

namespace puzzlelab::turing {
namespace {

// A configuration as a hash key: state and head in 4 bytes each, then one byte a square
// (kMaxSymbols is 256).
std::string key_of(const Configuration& c) {
  std::string key(8 + c.tape.size(), '\0');
  for (int i = 0; i < 4; ++i) {
    key[i] = static_cast<char>((c.state >> (8 * i)) & 0xff);
    key[4 + i] = static_cast<char>((c.head >> (8 * i)) & 0xff);
  }
  for (std::size_t s = 0; s < c.tape.size(); ++s) key[8 + s] = static_cast<char>(c.tape[s]);
  return key;
}

}  // namespace

int Computation::accepted_at(const Machine& machine) const {
  for (std::size_t t = 0; t < configurations.size(); ++t) {
    if (machine.accepting[configurations[t].state]) return static_cast<int>(t);
  }
  return -1;
}

std::string check_computation(const Machine& machine, const std::vector<int>& input, int steps,
                              const Computation& c) {
  const auto at = [](std::size_t t) { return "step " + std::to_string(t) + ": "; };
  if (c.configurations.empty()) return "no configurations";
  if (c.configurations.size() > static_cast<std::size_t>(steps) + 1) {
    return "more than " + std::to_string(steps) + " steps";
  }
  if (c.transitions.size() + 1 != c.configurations.size()) {
    return "one transition per step expected";
  }
  const int squares = reachable_squares(steps);
  if (c.configurations[0] != initial_configuration(machine, input, squares)) {
    return "C_0 is not the initial configuration";
  }
  for (std::size_t t = 0; t < c.configurations.size(); ++t) {
    const Configuration& now = c.configurations[t];
    if (now.state < 0 || now.state >= machine.state_count() || now.head < 1 || now.head > squares ||
        now.tape.size() != static_cast<std::size_t>(squares) ||
        std::any_of(now.tape.begin(), now.tape.end(),
                    [&](int x) { return x < 0 || x >= machine.symbol_count(); })) {
      return at(t) + "malformed configuration";
    }
    if (t + 1 == c.configurations.size()) break;
    const Configuration& next = c.configurations[t + 1];
    const int k = c.transitions[t];
    if (machine.accepting[now.state]) {
      if (k != -1 || next != now) return at(t) + "an accepted configuration changed";
      continue;
    }
    if (k < 0 || k >= static_cast<int>(machine.transitions.size())) {
      return at(t) + "no transition taken from a non-accepting state";
    }
    const Transition& tr = machine.transitions[k];
    if (tr.state != now.state || tr.read != now.tape[now.head - 1]) {
      return at(t) + "transition '" + machine.describe(tr) + "' does not apply";
    }
    if (tr.move == Move::kRight && now.head == squares) return at(t) + "the head left the tape";
    if (apply(now, tr) != next) {
      return at(t) + "the next configuration does not follow '" + machine.describe(tr) + "'";
    }
  }
  if (!machine.accepting[c.configurations.back().state]) {
    return "the last configuration does not accept";
  }
  return "";
}

std::string to_string(RunStatus status) {
  switch (status) {
    case RunStatus::kAccepted:
      return "accepted";
    case RunStatus::kRejected:
      return "rejected";
    case RunStatus::kStopped:
      return "stopped";
  }
  return "?";
}

std::uint64_t bytes_per_configuration(int steps) {
  const auto squares = static_cast<std::uint64_t>(reachable_squares(steps));
  // The tape as ints in the node, as bytes in the key; a node, a string and a hash-map entry.
  constexpr std::uint64_t kOverhead = sizeof(Configuration) + 2 * sizeof(int) + 32 + 64;
  return squares * (sizeof(int) + 1) + 8 + kOverhead;
}

ExploreResult explore_breadth_first(const Machine& machine, const std::vector<int>& input,
                                    int steps, const SearchLimits& limits) {
  ExploreResult result;
  LimitGuard guard(limits);
  struct Node {
    Configuration configuration;
    int parent;
    int transition;
  };
  std::vector<Node> nodes;
  std::unordered_map<std::string, int> seen;
  const auto finish = [&](RunStatus status, int accepting_node) {
    result.status = status;
    result.configurations = nodes.size();
    result.seconds = guard.seconds();
    if (accepting_node >= 0) {
      for (int n = accepting_node; n >= 0; n = nodes[n].parent) {
        result.computation.configurations.push_back(nodes[n].configuration);
        if (nodes[n].parent >= 0) result.computation.transitions.push_back(nodes[n].transition);
      }
      std::reverse(result.computation.configurations.begin(),
                   result.computation.configurations.end());
      std::reverse(result.computation.transitions.begin(), result.computation.transitions.end());
    }
    return result;
  };

  const int squares = reachable_squares(steps);
  // The guard reads the clock once every kCheckInterval nodes, but a configuration holds a tape
  // of steps + 1 squares: on a long bound that many nodes are gigabytes. Read it at least once
  // for every megabyte of tape copied instead, whether the configuration is new or not.
  const std::uint64_t check_every =
      std::clamp<std::uint64_t>((std::uint64_t{1} << 20) / static_cast<std::uint64_t>(squares), 1,
                                LimitGuard::kCheckInterval);
  std::uint64_t expanded = 0;
  Configuration start = initial_configuration(machine, input, squares);
  seen.emplace(key_of(start), 0);
  nodes.push_back({std::move(start), -1, -1});
  guard.tick();
  if (machine.accepting[nodes[0].configuration.state]) return finish(RunStatus::kAccepted, 0);
  std::size_t layer_begin = 0;
  for (int depth = 0; depth < steps; ++depth) {
    const std::size_t layer_end = nodes.size();
    if (layer_begin == layer_end) break;  // every branch has halted and rejected
    if (guard.time_is_up()) return finish(RunStatus::kStopped, -1);  // once a layer: cheap
    for (std::size_t n = layer_begin; n < layer_end; ++n) {
      const Configuration now = nodes[n].configuration;  // nodes may reallocate below
      for (int k : machine.applicable(now.state, now.tape[now.head - 1])) {
        if (++expanded % check_every == 0 && guard.time_is_up())
          return finish(RunStatus::kStopped, -1);
        Configuration next = apply(now, machine.transitions[k]);
        const auto [it, fresh] = seen.emplace(key_of(next), static_cast<int>(nodes.size()));
        if (!fresh) continue;
        const bool accepts = machine.accepting[next.state];
        nodes.push_back({std::move(next), static_cast<int>(n), k});
        if (accepts) return finish(RunStatus::kAccepted, it->second);
        if (guard.tick()) return finish(RunStatus::kStopped, -1);
      }
    }
    layer_begin = layer_end;
  }
  return finish(RunStatus::kRejected, -1);
}

}  // namespace puzzlelab::turing
