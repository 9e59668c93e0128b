// Breadth-first search over an implicit graph of states with unit-cost moves.
//
// Every state reached is stored once, under the problem's key, with a link to the state it was
// first reached from and the move that reached it, so the first time the goal test holds the
// links give a shortest path. States are stored in the order they are reached, which is layer by
// layer: a search run to exhaustion knows the farthest layer (its distance and its states) for
// free, which is how the diameter of a small puzzle is measured, and bfs_visit hands every state
// to the caller with its distance, which is how a whole graph's distances are measured.
//
// Limits: the time, node and memory limits of SearchLimits (nodes = states expanded; memory = the
// search's estimate of its store, its visited set and what the states and keys hold on the heap,
// counting the store's growth before it grows) and a cap on the states stored. Reaching any of
// them ends the search with kStopped. A depth
// bound is no limit but part of the question ("within k moves?"): states at the bound are reached
// and tested, not expanded, and a search that ends there ends with kNoSolution.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "core/memory_size.hpp"
#include "search/flat_key_set.hpp"
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

// A problem whose keys are the integers 0 .. key_count() - 1 (a state's index in an explicit
// graph) says so with key_count(): the search then marks reached states in a bitmap, one bit a
// state, instead of a hash set.
template <class P>
concept DenseKeys = requires(const P& p) {
  { p.key_count() } -> std::convertible_to<std::size_t>;
  requires std::convertible_to<typename P::Key, std::size_t>;
};

// A problem whose states or keys hold memory of their own (a tape, a string key) says how much
// with heap_bytes(state), so that the memory guard counts it.
template <class P>
concept StateHeapBytes = requires(const P& p, const typename P::State& s) {
  { p.heap_bytes(s) } -> std::convertible_to<std::size_t>;
};

// When the goal test runs. On reaching a state (the default) the search ends as soon as a goal
// is generated; on expanding it, the textbook order, it ends when the goal leaves the queue, after
// expanding the states queued before it: the same distance, more work.
enum class GoalTest { kWhenReached, kWhenExpanded };

struct BfsOptions {
  SearchLimits limits;
  std::size_t max_states = std::numeric_limits<std::size_t>::max();  // a cap on states stored
  int max_depth = std::numeric_limits<int>::max();  // states this far away are not expanded
  GoalTest goal_test = GoalTest::kWhenReached;
  // The clock is read as each layer begins and, by the guard, once every
  // LimitGuard::kCheckInterval states expanded. States that are costly to make (a long tape) ask
  // for a reading every this many successors too (0: no).
  std::uint64_t successors_per_clock_read = 0;
};

// Why a search stopped early (kNone when it did not).
enum class BfsStop { kNone, kTime, kNodes, kStates, kMemory };

template <class P>
struct BfsResult {
  // kSolved: the goal was reached (a shortest path); kNoSolution: every reachable state (within
  // the depth bound) was searched and none is a goal; kStopped: a limit came first (see `stop`).
  SearchStatus status = SearchStatus::kNoSolution;
  BfsStop stop = BfsStop::kNone;
  std::vector<typename P::Move> path;  // start to goal
  // The last layer reached and its distance from the start. After a search run to exhaustion
  // this is the farthest layer of the start's component (or the layer at the depth bound).
  int farthest_distance = 0;
  std::vector<typename P::State> farthest;
  std::uint64_t states_stored = 0;
  std::uint64_t memory_bytes = 0;  // the estimate the memory guard checked, at the end
  SearchStats stats;               // nodes = states expanded, table_entries = states stored
};

namespace detail {

template <class Key>
class HashedKeys {
 public:
  template <class P>
  explicit HashedKeys(const P&) {}
  bool insert(const Key& key) { return keys_.insert(key); }
  // The set's own arrays; what a key holds on the heap is the problem's to count.
  std::size_t bytes() const { return keys_.bytes(); }
  // The bytes one more key may add (the arrays doubled).
  std::size_t growth_bytes() const { return keys_.growth_bytes(); }

 private:
  FlatKeySet<Key> keys_;
};

class IndexedKeys {
 public:
  template <class P>
  explicit IndexedKeys(const P& problem) : reached_(problem.key_count()) {}
  bool insert(std::size_t key) {
    if (reached_[key]) return false;
    reached_[key] = true;
    return true;
  }
  std::size_t bytes() const { return reached_.size() / 8; }
  std::size_t growth_bytes() const { return 0; }

 private:
  std::vector<bool> reached_;
};

template <class P>
using ReachedKeys = std::conditional_t<DenseKeys<P>, IndexedKeys, HashedKeys<typename P::Key>>;

}  // namespace detail

template <BfsProblem P>
class BreadthFirstSearch {
 public:
  using State = typename P::State;
  using Move = typename P::Move;
  using Key = typename P::Key;

  BreadthFirstSearch(const P& problem, const BfsOptions& options)
      : problem_(problem), options_(options), guard_(options.limits), reached_(problem) {
    // A problem that counts its states bounds the store: reserved once (address space, not
    // memory, until used), it never copies itself to grow.
    if constexpr (DenseKeys<P>) {
      nodes_.reserve(std::min<std::size_t>(problem.key_count(), options.max_states));
    }
  }

  // Searches from `start` until is_goal(state) holds, or to exhaustion when it never does.
  // on_reached(state, distance) sees every state stored, once, in the order stored.
  template <class IsGoal, class OnReached>
  BfsResult<P> run(const State& start, IsGoal&& is_goal, OnReached&& on_reached) {
    const bool test_when_reached = options_.goal_test == GoalTest::kWhenReached;
    BfsResult<P> result;
    std::size_t found = kNone;
    if (test_when_reached && is_goal(start)) found = 0;
    store(start, kNone, Move{});
    on_reached(start, 0);
    std::size_t layer_begin = 0;  // the first node of the layer being expanded
    std::size_t layer_end = 1;    // one past its last node
    int distance = 0;
    std::uint64_t successors = 0;
    for (std::size_t at = 0; found == kNone && at < nodes_.size(); ++at) {
      if (at == layer_end) {
        layer_begin = layer_end;
        layer_end = nodes_.size();
        ++distance;
      }
      if (!test_when_reached && is_goal(nodes_[at].state)) {
        found = at;
        break;
      }
      if (distance >= options_.max_depth) continue;    // the bound layer: reached, not expanded
      if (at == layer_begin && guard_.time_is_up()) {  // once a layer: cheap
        result.stop = BfsStop::kTime;
        break;
      }
      if (guard_.tick()) {
        result.stop = guard_.nodes() >= options_.limits.nodes ? BfsStop::kNodes : BfsStop::kTime;
        break;
      }
      const State current = nodes_[at].state;  // nodes_ may reallocate below
      problem_.for_each_successor(current, [&](const Move& move, const State& next) {
        if (found != kNone || result.stop != BfsStop::kNone) return;
        if (options_.successors_per_clock_read != 0 &&
            ++successors % options_.successors_per_clock_read == 0 && guard_.time_is_up()) {
          result.stop = BfsStop::kTime;
          return;
        }
        if (!reached_.insert(problem_.key(next))) return;
        if (nodes_.size() >= options_.max_states) {
          result.stop = BfsStop::kStates;
          return;
        }
        if (memory_after_storing(next) > options_.limits.memory_bytes) {
          result.stop = BfsStop::kMemory;
          return;
        }
        store(next, at, move);
        on_reached(next, distance + 1);
        if (test_when_reached && is_goal(next)) found = nodes_.size() - 1;
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
      // Exhausted: the last layer expanded reached nothing new, so it is the farthest. The
      // search is over, so its states move out rather than being copied.
      result.status = SearchStatus::kNoSolution;
      result.farthest_distance = distance;
      for (std::size_t i = layer_begin; i < nodes_.size(); ++i)
        result.farthest.push_back(std::move(nodes_[i].state));
    }
    result.states_stored = nodes_.size();
    result.memory_bytes = memory_bytes();
    result.stats.nodes = guard_.nodes();
    result.stats.table_entries = nodes_.size();
    result.stats.seconds = guard_.seconds();
    return result;
  }

 private:
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  struct Node {
    std::size_t parent;  // first: no padding after a small state
    State state;
    Move move;  // the move from the parent to this state
  };

  void store(const State& state, std::size_t parent, const Move& move) {
    if (parent == kNone) reached_.insert(problem_.key(state));
    if constexpr (StateHeapBytes<P>) heap_bytes_ += problem_.heap_bytes(state);
    nodes_.push_back({parent, state, move});
  }

  // The store (its capacity), the visited set and what states and keys hold on the heap.
  std::uint64_t memory_bytes() const {
    // A dense store is reserved once (address space until used): count what it uses.
    const std::size_t slots = DenseKeys<P> ? nodes_.size() : nodes_.capacity();
    return slots * sizeof(Node) + reached_.bytes() + heap_bytes_;
  }
  // The same with `state` stored: a store that must grow holds its old and new blocks at once.
  std::uint64_t memory_after_storing(const State& state) const {
    std::uint64_t bytes = memory_bytes() + reached_.growth_bytes();
    if (DenseKeys<P>)
      bytes += sizeof(Node);
    else if (nodes_.size() == nodes_.capacity())
      bytes += std::max<std::size_t>(2 * nodes_.capacity(), 1) * sizeof(Node);
    if constexpr (StateHeapBytes<P>) bytes += problem_.heap_bytes(state);
    return bytes;
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
  detail::ReachedKeys<P> reached_;
  std::uint64_t heap_bytes_ = 0;
};

// "memory limit 4.0 GiB reached: the BFS visited set holds 61 M states (3.9 GiB)", for a search
// that stopped with BfsStop::kMemory; `states` names what a state is ("configurations").
template <class P>
std::string bfs_memory_note(const BfsResult<P>& result, const SearchLimits& limits,
                            const std::string& states = "states") {
  return memory_limit_note(limits.memory_bytes,
                           "the BFS visited set holds " + rough_count(result.states_stored) + " " +
                               states + " (" + memory_text(result.memory_bytes) + ")");
}

// A shortest path from `start` to a state where is_goal holds.
template <BfsProblem P, class IsGoal>
BfsResult<P> bfs_shortest_path(const P& problem, const typename P::State& start, IsGoal&& is_goal,
                               const BfsOptions& options = {}) {
  return BreadthFirstSearch<P>(problem, options)
      .run(start, std::forward<IsGoal>(is_goal), [](const typename P::State&, int) {});
}

// Every state reachable from `start`, with on_reached(state, distance) called once for each,
// nearest first: the distances of a whole graph from one state.
template <BfsProblem P, class OnReached>
BfsResult<P> bfs_visit(const P& problem, const typename P::State& start, OnReached&& on_reached,
                       const BfsOptions& options = {}) {
  return BreadthFirstSearch<P>(problem, options)
      .run(
          start, [](const typename P::State&) { return false; },
          std::forward<OnReached>(on_reached));
}

// The same without a visitor; the result's farthest layer is the answer (status
// kNoSolution means "searched to the end", as no state is a goal).
template <BfsProblem P>
BfsResult<P> bfs_exhaust(const P& problem, const typename P::State& start,
                         const BfsOptions& options = {}) {
  return bfs_visit(
      problem, start, [](const typename P::State&, int) {}, options);
}

}  // namespace puzzlelab::search
