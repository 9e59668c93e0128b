// Best-first search over an implicit graph of states with non-negative move costs: A*, uniform-cost
// search (Dijkstra's algorithm: A* with an estimate of 0) and greedy best-first search.
//
// Every state reached is stored once, under the problem's key, with its cost from the start (g),
// its estimate of the cost to a goal (h, computed once, when the state is first reached) and a
// link to the state it was reached from. The open list orders states by priority:
//   - kCost (A*, uniform cost): f = g + h, ties to the smaller h (the deeper state), then to the
//     state queued first. A cheaper path to a stored state takes its place (the state is queued
//     again, and reopened if it had been expanded), so with an admissible estimate (never above
//     the true cost) the first goal expanded is a cheapest one, consistent or not.
//   - kEstimate (greedy): h alone, ties to the state queued first; the first path to a state is
//     kept. Fast, and no proof of anything about the cost.
// An estimate of kDeadEnd says that no goal can be reached from the state: it is stored (so that
// it is not estimated again) and never queued; the stats count it as pruned.
//
// Limits, as search/bfs.hpp honours them: the time, node and memory limits of SearchLimits
// (nodes = states expanded; memory = the search's estimate of its store, its table of keys, its
// open list and what states and keys hold on the heap, counting a container's growth before it
// grows) and a cap on the states stored. Reaching any of them ends the search with kStopped and
// says which. The clock is read once every LimitGuard::kCheckInterval states expanded and, since
// estimates can be costly, once every `estimates_per_clock_read` states estimated.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "core/memory_size.hpp"
#include "core/progress.hpp"
#include "search/bfs.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::search {

using Cost = std::int64_t;

// What an estimate returns for a state from which no goal can be reached.
inline constexpr Cost kDeadEnd = std::numeric_limits<Cost>::max();

// A problem for best-first search: a BfsProblem (states, moves, keys, successors) whose moves
// have non-negative costs.
template <class P>
concept BestFirstProblem = BfsProblem<P> && requires(const P& p, const typename P::Move& m) {
  { p.move_cost(m) } -> std::convertible_to<Cost>;
};

enum class Priority {
  kCost,      // f = g + h: A* (uniform-cost search with h = 0)
  kEstimate,  // h alone: greedy best-first search
};

struct BestFirstOptions {
  SearchLimits limits;
  std::size_t max_states = std::numeric_limits<std::size_t>::max();  // a cap on states stored
  Priority priority = Priority::kCost;
  // kWhenExpanded is what makes A* and uniform-cost search return a cheapest path; greedy search
  // may end as soon as it generates a goal.
  GoalTest goal_test = GoalTest::kWhenExpanded;
  std::uint64_t estimates_per_clock_read = 256;  // 0: only every kCheckInterval expansions
  Progress* progress = nullptr;                  // a line now and then, on a terminal
  std::string progress_label = "best-first";
};

// Why a search stopped early: the reasons of breadth-first search (kNone when it did not).
using BestFirstStop = BfsStop;

template <class P>
struct BestFirstResult {
  // kSolved: `path` reaches a goal (the cheapest with kCost and an admissible estimate);
  // kNoSolution: every state reachable from the start (dead ends aside) was expanded and none is
  // a goal; kStopped: a limit came first (see `stop`).
  SearchStatus status = SearchStatus::kNoSolution;
  BestFirstStop stop = BestFirstStop::kNone;
  std::vector<typename P::Move> path;  // start to goal
  Cost cost = 0;                       // of the path
  Cost initial_estimate = 0;           // h of the start (kDeadEnd when it is one)
  // With kCost: the largest f expanded. Under an admissible estimate no path is cheaper than the
  // f of the state expanded last, so a stopped search has proved this lower bound.
  Cost f_bound = 0;
  std::uint64_t states_stored = 0;
  std::uint64_t reopened = 0;   // states expanded again after a cheaper path to them was found
  std::uint64_t dead_ends = 0;  // states estimated kDeadEnd
  std::uint64_t memory_bytes = 0;
  SearchStats stats;  // nodes = expansions, pruned = dead ends, table_entries = states stored
};

template <BestFirstProblem P>
class BestFirstSearch {
 public:
  using State = typename P::State;
  using Move = typename P::Move;
  using Key = typename P::Key;

  BestFirstSearch(const P& problem, const BestFirstOptions& options)
      : problem_(problem), options_(options), guard_(options.limits) {}

  // Searches from `start` for a state where is_goal holds, ordering states by `estimate`
  // (estimate(state) -> Cost, kDeadEnd for a dead end; return 0 for uniform-cost search).
  template <class IsGoal, class Estimate>
  BestFirstResult<P> run(const State& start, IsGoal&& is_goal, Estimate&& estimate) {
    BestFirstResult<P> result;
    const bool test_when_reached = options_.goal_test == GoalTest::kWhenReached;
    const Cost start_h = estimate(start);
    result.initial_estimate = start_h;
    store(start, kNone, Move{}, 0, start_h);
    index_.emplace(problem_.key(start), 0);
    std::size_t found = kNone;
    if (start_h == kDeadEnd) {
      ++result.dead_ends;
    } else if (test_when_reached && is_goal(start)) {
      found = 0;
    } else {
      push(0);
    }
    std::uint64_t estimates = 0;
    while (found == kNone && !open_.empty()) {
      const Entry entry = open_.top();
      open_.pop();
      Node& node = nodes_[entry.node];
      if (node.closed || entry.g != node.g) continue;  // stale: expanded, or reached cheaper
      if (options_.priority == Priority::kCost) result.f_bound = std::max(result.f_bound, entry.f);
      if (!test_when_reached && is_goal(node.state)) {
        found = entry.node;
        break;
      }
      if (guard_.tick()) {
        result.stop =
            guard_.nodes() >= options_.limits.nodes ? BestFirstStop::kNodes : BestFirstStop::kTime;
        break;
      }
      if (options_.progress != nullptr && options_.progress->enabled() &&
          (guard_.nodes() & (LimitGuard::kCheckInterval - 1)) == 0)
        report_progress(result);
      node.closed = true;
      if (node.expanded) ++result.reopened;
      node.expanded = true;
      const std::size_t at = entry.node;
      const State current = node.state;  // nodes_ may reallocate below
      const Cost g = node.g;
      problem_.for_each_successor(current, [&](const Move& move, const State& next) {
        if (found != kNone || result.stop != BestFirstStop::kNone) return;
        const Cost next_g = g + static_cast<Cost>(problem_.move_cost(move));
        const auto known = index_.find(problem_.key(next));
        if (known != index_.end()) {
          Node& seen = nodes_[known->second];
          if (options_.priority == Priority::kEstimate || seen.h == kDeadEnd || next_g >= seen.g)
            return;
          seen.g = next_g;  // a cheaper path: it takes the old one's place
          seen.parent = at;
          seen.move = move;
          seen.closed = false;
          push(known->second);
          return;
        }
        if (nodes_.size() >= options_.max_states) {
          result.stop = BestFirstStop::kStates;
          return;
        }
        if (memory_after_storing(next) > options_.limits.memory_bytes) {
          result.stop = BestFirstStop::kMemory;
          return;
        }
        if (options_.estimates_per_clock_read != 0 &&
            ++estimates % options_.estimates_per_clock_read == 0 && guard_.time_is_up()) {
          result.stop = BestFirstStop::kTime;
          return;
        }
        const Cost h = estimate(next);
        store(next, at, move, next_g, h);
        index_.emplace(problem_.key(next), nodes_.size() - 1);
        if (h == kDeadEnd) {
          ++result.dead_ends;
          return;
        }
        if (test_when_reached && is_goal(next)) {
          found = nodes_.size() - 1;
          return;
        }
        push(nodes_.size() - 1);
      });
      if (result.stop != BestFirstStop::kNone) break;
    }
    if (options_.progress != nullptr) options_.progress->clear();
    if (found != kNone) {
      result.status = SearchStatus::kSolved;
      result.path = path_to(found);
      result.cost = nodes_[found].g;
    } else if (result.stop != BestFirstStop::kNone) {
      result.status = SearchStatus::kStopped;
    } else {
      result.status = SearchStatus::kNoSolution;
    }
    result.states_stored = nodes_.size();
    result.memory_bytes = memory_bytes();
    result.stats.nodes = guard_.nodes();
    result.stats.pruned = result.dead_ends;
    result.stats.table_entries = nodes_.size();
    result.stats.seconds = guard_.seconds();
    return result;
  }

 private:
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  struct Node {
    std::size_t parent;
    State state;
    Move move;  // the move from the parent to this state
    Cost g;
    Cost h;
    bool closed = false;    // expanded with its present g
    bool expanded = false;  // expanded at least once
  };

  struct Entry {
    Cost f;
    Cost h;
    std::uint64_t order;  // the queue's tie-break: first queued, first out
    Cost g;               // the node's g when queued: an entry whose node got cheaper is stale
    std::size_t node;
  };
  struct Later {
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.f != b.f) return a.f > b.f;
      if (a.h != b.h) return a.h > b.h;
      return a.order > b.order;
    }
  };
  // A priority queue whose container's capacity can be read, for the memory estimate.
  struct OpenList : std::priority_queue<Entry, std::vector<Entry>, Later> {
    std::size_t capacity() const { return this->c.capacity(); }
  };

  void store(const State& state, std::size_t parent, const Move& move, Cost g, Cost h) {
    if constexpr (StateHeapBytes<P>) heap_bytes_ += problem_.heap_bytes(state);
    nodes_.push_back({parent, state, move, g, h});
  }

  void push(std::size_t node) {
    const Node& n = nodes_[node];
    const Cost f = options_.priority == Priority::kCost ? n.g + n.h : n.h;
    open_.push({f, n.h, next_order_++, n.g, node});
  }

  static constexpr std::size_t kIndexEntryBytes =
      sizeof(Key) + sizeof(std::size_t) + 2 * sizeof(void*);

  // The store and the open list (their capacities), the table of keys and what states and keys
  // hold on the heap.
  std::uint64_t memory_bytes() const {
    return nodes_.capacity() * sizeof(Node) + open_.capacity() * sizeof(Entry) +
           index_.size() * kIndexEntryBytes + index_.bucket_count() * sizeof(void*) + heap_bytes_;
  }
  // The same with `state` stored and queued: a container that must grow holds its old and new
  // blocks at once.
  std::uint64_t memory_after_storing(const State& state) const {
    std::uint64_t bytes = memory_bytes() + kIndexEntryBytes;
    if (index_.size() + 1 > index_.bucket_count() * index_.max_load_factor())
      bytes += 2 * index_.bucket_count() * sizeof(void*);
    if (nodes_.size() == nodes_.capacity())
      bytes += std::max<std::size_t>(2 * nodes_.capacity(), 1) * sizeof(Node);
    if (open_.size() == open_.capacity())
      bytes += std::max<std::size_t>(2 * open_.capacity(), 1) * sizeof(Entry);
    if constexpr (StateHeapBytes<P>) bytes += problem_.heap_bytes(state);
    return bytes;
  }

  void report_progress(const BestFirstResult<P>& result) {
    std::string line = options_.progress_label + ": " + std::to_string(guard_.nodes()) +
                       " states expanded, " + std::to_string(nodes_.size()) + " stored";
    if (options_.priority == Priority::kCost) line += ", f = " + std::to_string(result.f_bound);
    options_.progress->update(line);
  }

  std::vector<Move> path_to(std::size_t node) const {
    std::vector<Move> path;
    for (; nodes_[node].parent != kNone; node = nodes_[node].parent)
      path.push_back(nodes_[node].move);
    return {path.rbegin(), path.rend()};
  }

  const P& problem_;
  BestFirstOptions options_;
  LimitGuard guard_;
  std::vector<Node> nodes_;
  std::unordered_map<Key, std::size_t> index_;
  OpenList open_;
  std::uint64_t next_order_ = 0;
  std::uint64_t heap_bytes_ = 0;
};

// "memory limit 4.0 GiB reached: best-first search holds 61 M states (3.9 GiB)", for a search
// that stopped with BestFirstStop::kMemory.
template <class P>
std::string best_first_memory_note(const BestFirstResult<P>& result, const SearchLimits& limits,
                                   const std::string& states = "states") {
  return memory_limit_note(limits.memory_bytes,
                           "best-first search holds " + rough_count(result.states_stored) + " " +
                               states + " (" + memory_text(result.memory_bytes) + ")");
}

// A* from `start` under `estimate` (admissible: the path found is a cheapest one).
template <BestFirstProblem P, class IsGoal, class Estimate>
BestFirstResult<P> astar(const P& problem, const typename P::State& start, IsGoal&& is_goal,
                         Estimate&& estimate, BestFirstOptions options = {}) {
  options.priority = Priority::kCost;
  return BestFirstSearch<P>(problem, options)
      .run(start, std::forward<IsGoal>(is_goal), std::forward<Estimate>(estimate));
}

// Uniform-cost search (Dijkstra's algorithm): a cheapest path, no estimate.
template <BestFirstProblem P, class IsGoal>
BestFirstResult<P> uniform_cost(const P& problem, const typename P::State& start, IsGoal&& is_goal,
                                BestFirstOptions options = {}) {
  options.priority = Priority::kCost;
  return BestFirstSearch<P>(problem, options)
      .run(start, std::forward<IsGoal>(is_goal), [](const typename P::State&) { return Cost{0}; });
}

// Greedy best-first search: the state of least estimate first; some path, fast.
template <BestFirstProblem P, class IsGoal, class Estimate>
BestFirstResult<P> greedy_best_first(const P& problem, const typename P::State& start,
                                     IsGoal&& is_goal, Estimate&& estimate,
                                     BestFirstOptions options = {}) {
  options.priority = Priority::kEstimate;
  return BestFirstSearch<P>(problem, options)
      .run(start, std::forward<IsGoal>(is_goal), std::forward<Estimate>(estimate));
}

}  // namespace puzzlelab::search
