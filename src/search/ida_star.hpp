// IDA*: iterative-deepening A* (R. E. Korf, "Depth-first iterative-deepening: an optimal
// admissible tree search", Artificial Intelligence 27, 1985).
//
// A depth-first search bounded by a threshold on f = g + h, where g is the moves made and h the
// problem's admissible estimate of the moves still needed. Each iteration that fails raises the
// threshold to the smallest f that exceeded it, so the first goal found is a shortest one, with
// memory linear in the depth. Moves cost 1, unless the problem prices them with move_cost(move)
// (non-negative; g and f then count those costs, in the type the estimate returns). An estimate of
// the largest value of its type says that no goal can be reached: the move is pruned and does not
// raise the next threshold. The search itself never returns to a state on its path only when the
// problem's moves never lead back to one (a problem with zero-cost cycles must skip such moves in
// for_each_move, or an iteration would not end).
//
// A problem whose states have a hashable key(state) may ask for a transposition table
// (IdaStarOptions::table_entries): within an iteration, a state reached again with a g no smaller
// than before is not searched again, since the first visit searched below it with at least as
// much of the bound left. The first visit's frontier then stands for the second's, which would
// only exceed the bound by more, so the next threshold is at most what it would have been (with
// integer costs the skipped state adds the threshold plus one as a candidate when its g was
// larger, since its own frontier is unknown): the first plan found is still a cheapest one.
// States stop going into a full table, so the table bounds memory. Hits count as dead_hits.
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
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <type_traits>
#include <unordered_map>
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

// A problem that prices its moves (a move costs 1 otherwise).
template <class P>
concept MoveCosts = requires(const P& p, const typename P::Move& m) {
  { p.move_cost(m) } -> std::convertible_to<std::int64_t>;
};

struct IdaStarOptions {
  SearchLimits limits;  // nodes = states expanded over all iterations
  // A threshold above this ends the search with kNoSolution: no path of at most this many
  // moves exists.
  std::int64_t max_cost = std::numeric_limits<std::int64_t>::max();
  // The clock is read once every LimitGuard::kCheckInterval states expanded; costly estimates ask
  // for a reading every this many estimates too (0: no).
  std::uint64_t estimates_per_clock_read = 0;
  // A transposition table of at most this many states, cleared at each iteration (0: none). Only
  // for problems with key(state) and integer costs.
  std::size_t table_entries = 0;
};

// A problem whose states have a key for a transposition table.
template <class P>
concept IdaKeys = requires(const P& p, const typename P::State& s) {
  {
    std::hash<std::remove_cvref_t<decltype(p.key(s))>>{}(p.key(s))
    } -> std::convertible_to<std::size_t>;
};

// The type of g, h and f: what the problem's estimate returns.
namespace detail {

// The transposition table of a problem with keys; an empty placeholder for one without.
template <class P, class Cost>
struct IdaTable {
  struct None {};
  using type = None;
};
template <IdaKeys P, class Cost>
struct IdaTable<P, Cost> {
  using type = std::unordered_map<std::remove_cvref_t<decltype(std::declval<const P&>().key(
                                      std::declval<const typename P::State&>()))>,
                                  Cost>;
};

}  // namespace detail

template <class P>
using IdaCost = std::remove_cvref_t<decltype(std::declval<const P&>().estimate(
    std::declval<const typename P::State&>()))>;

template <class P>
struct IdaStarResult {
  // kSolved: `path` is a shortest path; kNoSolution: none exists within max_cost (or at all, when
  // the search ran out of states); kStopped: a time or node limit came first.
  SearchStatus status = SearchStatus::kNoSolution;
  std::vector<typename P::Move> path;
  std::vector<IdaCost<P>> thresholds;  // the f bound of each iteration, in order
  SearchStats stats;  // nodes = states expanded, pruned = successors over the bound
};

template <IdaStarProblem P, class Tracer = trace::NullTracer>
class IdaStar {
 public:
  using State = typename P::State;
  using Move = typename P::Move;
  using Cost = IdaCost<P>;

  IdaStar(const P& problem, const IdaStarOptions& options, Tracer tracer = {})
      : problem_(problem), options_(options), guard_(options.limits), tracer_(tracer) {}

  IdaStarResult<P> run(State start) {
    IdaStarResult<P> result;
    Cost threshold = problem_.estimate(start);
    while (true) {
      if (threshold == kUnbounded || threshold > options_.max_cost) {
        result.status = SearchStatus::kNoSolution;
        break;
      }
      result.thresholds.push_back(threshold);
      if constexpr (IdaKeys<P>) table_.clear();
      if constexpr (Tracer::kEnabled) tracer_.iteration(threshold, !problem_.is_goal(start));
      const Cost next = bounded(start, 0, threshold, nullptr);
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
    result.stats.dead_hits = table_hits_;
    result.stats.seconds = guard_.seconds();
    return result;
  }

 private:
  static constexpr Cost kUnbounded = std::numeric_limits<Cost>::max();

  Cost move_cost(const Move& move) const {
    if constexpr (MoveCosts<P>)
      return static_cast<Cost>(problem_.move_cost(move));
    else
      return 1;
  }

  // Searches below `state` within the threshold. Returns the smallest f above the threshold met
  // (kUnbounded when none); on reaching a goal sets found_ and leaves the path in path_.
  Cost bounded(State& state, Cost cost, Cost threshold, const Move* previous) {
    if (problem_.is_goal(state)) {
      if constexpr (Tracer::kEnabled) tracer_.goal(state);
      found_ = true;
      return cost;
    }
    if constexpr (IdaKeys<P>) {
      if (options_.table_entries != 0) {
        static_assert(std::is_integral_v<Cost>, "a transposition table needs integer costs");
        const auto known = table_.find(problem_.key(state));
        if (known != table_.end()) {
          if (known->second <= cost) {  // searched below already, with as much bound left
            ++table_hits_;
            return known->second == cost ? kUnbounded : threshold + 1;
          }
          known->second = cost;
        } else if (table_.size() < options_.table_entries) {
          table_.emplace(problem_.key(state), cost);
        }
      }
    }
    if (guard_.tick()) return kUnbounded;
    Cost smallest = kUnbounded;
    problem_.for_each_move(state, previous, [&](const Move& move) {
      problem_.apply(state, move);
      const Cost g = cost + move_cost(move);
      const Cost h = problem_.estimate(state);
      const bool clock_due = options_.estimates_per_clock_read != 0 &&
                             ++estimates_ % options_.estimates_per_clock_read == 0;
      if (h == kUnbounded || g + h > threshold) {  // a dead end, or over the bound
        ++pruned_;
        if (h != kUnbounded) smallest = std::min(smallest, g + h);
        problem_.undo(state, move);
        return clock_due && guard_.time_is_up();
      }
      if (clock_due && guard_.time_is_up()) {
        problem_.undo(state, move);
        return true;
      }
      if constexpr (Tracer::kEnabled) tracer_.move(move, state, !problem_.is_goal(state));
      path_.push_back(move);
      const Move taken = move;  // path_ may reallocate below: the callee keeps its own copy
      const Cost below = bounded(state, g, threshold, &taken);
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
  std::uint64_t estimates_ = 0;
  std::uint64_t table_hits_ = 0;
  // Each state's least g met in this iteration (problems with keys only).
  typename detail::IdaTable<P, Cost>::type table_;
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
