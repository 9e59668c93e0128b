// IDA*: iterative-deepening A* (R. E. Korf, "Depth-first iterative-deepening: an optimal
// admissible tree search", Artificial Intelligence 27, 1985).
//
// A depth-first search bounded by a threshold on f = g + h, where g is the moves made and h the
// problem's admissible estimate of the moves still needed. Each iteration that fails raises the
// threshold to the smallest f that exceeded it, so the first goal found is a shortest one, with
// memory linear in the depth. Moves cost 1.
//
// The problem changes one state in place (apply, undo), which lets it keep its estimate up to date
// incrementally. for_each_move gets the move that led to the state (nullptr at the start) so it
// can skip the move that would undo it.
//
// A tracer (template parameter, trace::NullTracer by default) hears the search as it runs:
// iteration(threshold, node) as each iteration starts from the start (node: the start is
// expanded, so counted), move(move, next, node) for each move within the threshold (node: `next`
// is expanded; a move into the goal is not), undo(move, back) when the search comes back from it,
// goal(state) at the goal. Successors over the threshold are undone at once and not told: the
// stats count them as pruned. Every call is guarded by `if constexpr (Tracer::kEnabled)`, so with
// the null tracer no tracing code is compiled in.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "search/search_stats.hpp"
#include "trace/null_tracer.hpp"

namespace puzzlelab::search {

template <class P>
concept IdaStarProblem = requires(const P& p, typename P::State& s, const typename P::Move& m) {
  typename P::State;
  typename P::Move;
  { p.estimate(std::as_const(s)) } -> std::convertible_to<int>;  // admissible: never too high
  { p.is_goal(std::as_const(s)) } -> std::convertible_to<bool>;
  p.apply(s, m);
  p.undo(s, m);
  // Calls visit(move) for each move from s; stops early when visit returns true.
  p.for_each_move(std::as_const(s), static_cast<const typename P::Move*>(nullptr),
                  [](const typename P::Move&) { return false; });
};

struct IdaStarOptions {
  SearchLimits limits;  // nodes = states expanded over all iterations
  // A threshold above this ends the search with kNoSolution: no path of at most this many
  // moves exists.
  int max_cost = std::numeric_limits<int>::max();
};

template <class P>
struct IdaStarResult {
  // kSolved: `path` is a shortest path; kNoSolution: none exists within max_cost (or at all, when
  // the search ran out of states); kStopped: a time or node limit came first.
  SearchStatus status = SearchStatus::kNoSolution;
  std::vector<typename P::Move> path;
  std::vector<int> thresholds;  // the f bound of each iteration, in order
  SearchStats stats;            // nodes = states expanded, pruned = successors over the bound
};

template <IdaStarProblem P, class Tracer = trace::NullTracer>
class IdaStar {
 public:
  using State = typename P::State;
  using Move = typename P::Move;

  IdaStar(const P& problem, const IdaStarOptions& options, Tracer tracer = {})
      : problem_(problem), options_(options), guard_(options.limits), tracer_(tracer) {}

  IdaStarResult<P> run(State start) {
    IdaStarResult<P> result;
    int threshold = problem_.estimate(start);
    while (true) {
      if (threshold > options_.max_cost) {
        result.status = SearchStatus::kNoSolution;
        break;
      }
      result.thresholds.push_back(threshold);
      if constexpr (Tracer::kEnabled) tracer_.iteration(threshold, !problem_.is_goal(start));
      const int next = bounded(start, 0, threshold, nullptr);
      if (found_) {
        result.status = SearchStatus::kSolved;
        result.path = path_;
        break;
      }
      if (guard_.stopped()) {
        result.status = SearchStatus::kStopped;
        break;
      }
      if (next == kUnbounded) {  // nothing exceeded the bound: every state was searched
        result.status = SearchStatus::kNoSolution;
        break;
      }
      threshold = next;
    }
    result.stats.nodes = guard_.nodes();
    result.stats.pruned = pruned_;
    result.stats.seconds = guard_.seconds();
    return result;
  }

 private:
  static constexpr int kUnbounded = std::numeric_limits<int>::max();

  // Searches below `state` within the threshold. Returns the smallest f above the threshold met
  // (kUnbounded when none); on reaching a goal sets found_ and leaves the path in path_.
  int bounded(State& state, int cost, int threshold, const Move* previous) {
    if (problem_.is_goal(state)) {
      if constexpr (Tracer::kEnabled) tracer_.goal(state);
      found_ = true;
      return cost;
    }
    if (guard_.tick()) return kUnbounded;
    int smallest = kUnbounded;
    problem_.for_each_move(state, previous, [&](const Move& move) {
      problem_.apply(state, move);
      const int f = cost + 1 + problem_.estimate(state);
      if (f > threshold) {
        ++pruned_;
        smallest = std::min(smallest, f);
        problem_.undo(state, move);
        return false;
      }
      if constexpr (Tracer::kEnabled) tracer_.move(move, state, !problem_.is_goal(state));
      path_.push_back(move);
      const Move taken = move;  // path_ may reallocate below: the callee keeps its own copy
      const int below = bounded(state, cost + 1, threshold, &taken);
      if (found_) return true;
      path_.pop_back();
      problem_.undo(state, move);
      if constexpr (Tracer::kEnabled) tracer_.undo(move, state);
      smallest = std::min(smallest, below);
      return guard_.stopped();
    });
    return smallest;
  }

  const P& problem_;
  IdaStarOptions options_;
  LimitGuard guard_;
  std::vector<Move> path_;
  std::uint64_t pruned_ = 0;
  bool found_ = false;
  [[no_unique_address]] Tracer tracer_;
};

// `tracer` is copied: a traced run passes a small handle to the real tracer.
template <IdaStarProblem P, class Tracer = trace::NullTracer>
IdaStarResult<P> ida_star(const P& problem, typename P::State start,
                          const IdaStarOptions& options = {}, Tracer tracer = {}) {
  return IdaStar<P, Tracer>(problem, options, tracer).run(std::move(start));
}

}  // namespace puzzlelab::search
