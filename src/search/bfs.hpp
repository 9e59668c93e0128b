// Breadth-first search over an implicit graph of states with unit-cost moves.
//
// Every state reached is stored once, under the problem's key, with a link to the state it was
// first reached from and the move that reached it, so the first time the goal test holds the
// links give a shortest path. States are stored in the order they are reached, which is layer by
// layer: a search run to exhaustion knows the farthest layer (its distance and its states) for
// free, which is how the diameter of a small puzzle is measured.
//
// Limits: the time and node limits of SearchLimits (nodes = states expanded) and a cap on the
// states stored, the memory guard. Reaching any of them ends the search with kStopped.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::search {

// A problem for the search: states, moves between them and a key that identifies a state (the
// state itself, or a packed form of it). for_each_successor calls visit(move, next) for every
// state one move away.
template <class P>
concept BfsProblem = requires(const P& p, const typename P::State& s) {
  typename P::State;
  typename P::Move;
  typename P::Key;
  requires std::default_initializable<typename P::Move>;
  { p.key(s) } -> std::convertible_to<typename P::Key>;
  { std::hash<typename P::Key>{}(p.key(s)) } -> std::convertible_to<std::size_t>;
  p.for_each_successor(s, [](const typename P::Move&, const typename P::State&) {});
};

struct BfsOptions {
  SearchLimits limits;
  std::size_t max_states = std::numeric_limits<std::size_t>::max();  // the memory guard
};

// Why a search stopped early (kNone when it did not).
enum class BfsStop { kNone, kTime, kNodes, kStates };

template <class P>
struct BfsResult {
  // kSolved: the goal was reached (a shortest path); kNoSolution: every reachable state was
  // searched and none is a goal; kStopped: a limit came first (see `stop`).
  SearchStatus status = SearchStatus::kNoSolution;
  BfsStop stop = BfsStop::kNone;
  std::vector<typename P::Move> path;  // start to goal
  // The last layer reached and its distance from the start. After a search run to exhaustion
  // this is the farthest layer of the start's component.
  int farthest_distance = 0;
  std::vector<typename P::State> farthest;
  std::uint64_t states_stored = 0;
  SearchStats stats;  // nodes = states expanded, table_entries = states stored
};

template <BfsProblem P>
class BreadthFirstSearch {
 public:
  using State = typename P::State;
  using Move = typename P::Move;
  using Key = typename P::Key;

  BreadthFirstSearch(const P& problem, const BfsOptions& options)
      : problem_(problem), options_(options), guard_(options.limits) {}

  // Searches from `start` until is_goal(state) holds, or to exhaustion when it never does.
  template <class IsGoal>
  BfsResult<P> run(const State& start, IsGoal&& is_goal) {
    BfsResult<P> result;
    std::size_t found = kNone;
    if (is_goal(start)) found = 0;
    store(start, kNone, Move{});
    std::size_t layer_begin = 0;  // the first node of the layer being expanded
    std::size_t layer_end = 1;    // one past its last node
    int distance = 0;
    for (std::size_t at = 0; found == kNone && at < nodes_.size(); ++at) {
      if (at == layer_end) {
        layer_begin = layer_end;
        layer_end = nodes_.size();
        ++distance;
      }
      if (guard_.tick()) {
        result.stop = guard_.nodes() >= options_.limits.nodes ? BfsStop::kNodes : BfsStop::kTime;
        break;
      }
      const State current = nodes_[at].state;
      problem_.for_each_successor(current, [&](const Move& move, const State& next) {
        if (found != kNone || result.stop != BfsStop::kNone) return;
        if (!seen_.insert(problem_.key(next)).second) return;
        if (nodes_.size() >= options_.max_states) {
          result.stop = BfsStop::kStates;
          return;
        }
        store(next, at, move);
        if (is_goal(next)) found = nodes_.size() - 1;
      });
      if (result.stop != BfsStop::kNone) break;
    }
    if (found != kNone) {
      result.status = SearchStatus::kSolved;
      result.path = path_to(found);
      result.farthest_distance = static_cast<int>(result.path.size());
    } else if (result.stop != BfsStop::kNone) {
      result.status = SearchStatus::kStopped;
      result.farthest_distance = distance;
    } else {
      // Exhausted: the last layer expanded reached nothing new, so it is the farthest.
      result.status = SearchStatus::kNoSolution;
      result.farthest_distance = distance;
      for (std::size_t i = layer_begin; i < nodes_.size(); ++i)
        result.farthest.push_back(nodes_[i].state);
    }
    result.states_stored = nodes_.size();
    result.stats.nodes = guard_.nodes();
    result.stats.table_entries = nodes_.size();
    result.stats.seconds = guard_.seconds();
    return result;
  }

 private:
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  struct Node {
    State state;
    std::size_t parent;
    Move move;  // the move from the parent to this state
  };

  void store(const State& state, std::size_t parent, const Move& move) {
    if (parent == kNone) seen_.insert(problem_.key(state));
    nodes_.push_back({state, parent, move});
  }

  std::vector<Move> path_to(std::size_t node) const {
    std::vector<Move> path;
    for (; nodes_[node].parent != kNone; node = nodes_[node].parent)
      path.push_back(nodes_[node].move);
    return {path.rbegin(), path.rend()};
  }

  const P& problem_;
  BfsOptions options_;
  LimitGuard guard_;
  std::vector<Node> nodes_;
  std::unordered_set<Key> seen_;
};

// A shortest path from `start` to a state where is_goal holds.
template <BfsProblem P, class IsGoal>
BfsResult<P> bfs_shortest_path(const P& problem, const typename P::State& start, IsGoal&& is_goal,
                               const BfsOptions& options = {}) {
  return BreadthFirstSearch<P>(problem, options).run(start, std::forward<IsGoal>(is_goal));
}

// Every state reachable from `start`; the result's farthest layer is the answer (status
// kNoSolution means "searched to the end", as no state is a goal).
template <BfsProblem P>
BfsResult<P> bfs_exhaust(const P& problem, const typename P::State& start,
                         const BfsOptions& options = {}) {
  return BreadthFirstSearch<P>(problem, options).run(start, [](const typename P::State&) {
    return false;
  });
}

}  // namespace puzzlelab::search
