#include "puzzles/tm/simulate.hpp"

#include <algorithm>
#include <utility>

#include "search/bfs.hpp"

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

// The configurations of a machine as a problem for search/bfs.hpp: a move is the index of the
// transition taken, one per nondeterministic branch.
struct ConfigurationGraph {
  using State = Configuration;
  using Move = int;
  using Key = std::string;
  const Machine& machine;

  Key key(const Configuration& c) const { return key_of(c); }
  // The tape in the stored configuration and the same squares again in its key.
  std::size_t heap_bytes(const Configuration& c) const {
    return c.tape.capacity() * sizeof(int) + 8 + c.tape.size();
  }
  template <class Visit>
  void for_each_successor(const Configuration& c, Visit&& visit) const {
    for (const int k : machine.applicable(c.state, c.tape[c.head - 1]))
      visit(k, apply(c, machine.transitions[k]));
  }
};

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

// At most this many successors between two clock readings: each one copies a tape, hashes it
// and stores it, far more than a search node's work.
constexpr std::uint64_t kSuccessorsPerClockRead = 1024;

ExploreResult explore_breadth_first(const Machine& machine, const std::vector<int>& input,
                                    int steps, const SearchLimits& limits) {
  const int squares = reachable_squares(steps);
  search::BfsOptions options;
  options.limits.seconds = limits.seconds;
  options.limits.memory_bytes = limits.memory_bytes;
  options.max_states = static_cast<std::size_t>(limits.nodes);  // nodes: configurations stored
  options.max_depth = steps;
  // The search reads the clock as a layer begins and once every kCheckInterval configurations
  // expanded, but a configuration holds a tape of steps + 1 squares: on a long bound a layer or
  // that many configurations are gigabytes. Read it at least once for every megabyte of tape
  // made too, whether the configuration is new or not.
  options.successors_per_clock_read = std::clamp<std::uint64_t>(
      (std::uint64_t{1} << 20) / static_cast<std::uint64_t>(squares), 1, kSuccessorsPerClockRead);
  const Configuration start = initial_configuration(machine, input, squares);
  auto search = search::bfs_shortest_path(
      ConfigurationGraph{machine}, start,
      [&](const Configuration& c) { return machine.accepting[c.state]; }, options);

  ExploreResult result;
  result.status = search.status == SearchStatus::kSolved    ? RunStatus::kAccepted
                  : search.status == SearchStatus::kStopped ? RunStatus::kStopped
                                                            : RunStatus::kRejected;
  result.configurations = search.states_stored;
  result.seconds = search.stats.seconds;
  result.stopped_by_cap = search.stop == search::BfsStop::kStates;
  if (search.stop == search::BfsStop::kMemory)
    result.memory_note = search::bfs_memory_note(search, limits, "configurations");
  if (result.status == RunStatus::kAccepted) {
    // The search keeps the transitions; the configurations follow from them.
    Computation& computation = result.computation;
    computation.configurations.push_back(start);
    for (const int k : search.path) {
      computation.configurations.push_back(
          apply(computation.configurations.back(), machine.transitions[k]));
    }
    computation.transitions = std::move(search.path);
  }
  return result;
}

}  // namespace puzzlelab::turing
