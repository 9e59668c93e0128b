// Depth-first search in a fixed move order with a table of positions proven dead.
//
// The problem fixes the order of successors; the engine explores them in that order and stops at
// the first goal. A position goes into the dead table only once every successor has been searched
// and none leads to the goal, so skipping it later cannot change which solution is found first:
// the result is exactly the first solution that plain recursive backtracking in the same order
// finds. `is_hopeless` may cut positions early, but only with a sound argument (an invariant or a
// bound that proves the goal unreachable); it too cannot change the first solution.
//
// A tracer (template parameter, trace::NullTracer by default) hears every step: move(move, next)
// before a successor is searched, undo(move, back) when it failed, dead(reason, state) when a
// position is given up, goal(state) at the solution. Every call is guarded by
// `if constexpr (Tracer::kEnabled)`, so with the null tracer no tracing code is compiled in.
#pragma once

#include <concepts>
#include <vector>

#include "core/limits.hpp"
#include "core/progress.hpp"
#include "search/dead_table.hpp"
#include "search/search_stats.hpp"
#include "trace/null_tracer.hpp"

namespace puzzlelab {

template <class P>
concept OrderedSearchProblem = requires(const P& p, const typename P::State& s) {
  typename P::State;
  typename P::Move;
  typename P::Key;
  { p.is_goal(s) } -> std::convertible_to<bool>;
  { p.is_hopeless(s) } -> std::convertible_to<bool>;
  { p.key(s) } -> std::same_as<typename P::Key>;
  // Calls visit(move, next) for each successor in order; returns true as soon as one call does.
  {
    p.for_each_successor(s, [](const typename P::Move&, const typename P::State&) { return false; })
    } -> std::convertible_to<bool>;
};

// Why the search gives up a position (the "dead" event of docs/trace-format.md).
enum class DeadReason {
  kKnown,      // already in the dead table
  kHopeless,   // is_hopeless proved the goal out of reach
  kExhausted,  // every successor was searched and failed
};

// How large the dead table may grow, and how large it starts.
struct DeadTableSize {
  std::size_t max_entries = std::size_t{1} << 26;
  std::size_t first_slots = kDefaultDeadTableFirstSlots;
};

template <class P>
struct DfsResult {
  SearchStatus status = SearchStatus::kNoSolution;
  std::vector<typename P::Move> path;
  SearchStats stats;
};

template <OrderedSearchProblem P, class Tracer = trace::NullTracer>
class OrderedDfs {
 public:
  OrderedDfs(const P& problem, const SearchLimits& limits, DeadTableSize table_size,
             Progress* progress = nullptr, Tracer tracer = {})
      : problem_(problem),
        guard_(limits),
        dead_(table_size.max_entries, table_size.first_slots),
        progress_(progress),
        tracer_(tracer) {}

  DfsResult<P> run(const typename P::State& start) {
    DfsResult<P> result;
    const bool found = visit(start);
    result.status = found              ? SearchStatus::kSolved
                    : guard_.stopped() ? SearchStatus::kStopped
                                       : SearchStatus::kNoSolution;
    // The path was collected on the way back from the goal, last move first.
    if (found) result.path.assign(path_.rbegin(), path_.rend());
    result.stats = stats_;
    result.stats.nodes = guard_.nodes();
    result.stats.table_entries = dead_.size();
    result.stats.seconds = guard_.seconds();
    if (progress_ != nullptr) progress_->clear();
    return result;
  }

 private:
  // The first look at a position: the goal, or a position already proven dead, is settled
  // here without expanding it. Inlined into the parent's successor loop, so that the many
  // successors the dead table settles cost no call.
  [[gnu::always_inline]] bool visit(const typename P::State& state) {
    if (problem_.is_goal(state)) {
      if constexpr (Tracer::kEnabled) tracer_.goal(state);
      return true;
    }
    const auto key = problem_.key(state);
    if (dead_.contains(key)) {
      ++stats_.dead_hits;
      if constexpr (Tracer::kEnabled) tracer_.dead(DeadReason::kKnown, state);
      return false;
    }
    return expand(state, key);
  }

  bool expand(const typename P::State& state, const typename P::Key& key) {
    if (guard_.tick()) return false;
    if (progress_ != nullptr && (guard_.nodes() & (LimitGuard::kCheckInterval - 1)) == 0) {
      report_progress();
    }
    if (problem_.is_hopeless(state)) {
      ++stats_.pruned;
      dead_.insert(key);
      if constexpr (Tracer::kEnabled) tracer_.dead(DeadReason::kHopeless, state);
      return false;
    }
    const bool ended = problem_.for_each_successor(
        state, [&](const typename P::Move& move, const typename P::State& next) {
          if constexpr (Tracer::kEnabled) tracer_.move(move, next);
          ++depth_;
          const bool solved = visit(next);
          --depth_;
          if (solved) {
            path_.push_back(move);
            return true;
          }
          if constexpr (Tracer::kEnabled) tracer_.undo(move, state);
          return guard_.stopped();
        });
    if (ended) return !guard_.stopped();
    dead_.insert(key);
    if constexpr (Tracer::kEnabled) tracer_.dead(DeadReason::kExhausted, state);
    return false;
  }

  void report_progress() {
    progress_->update("searching: " + std::to_string(guard_.nodes()) + " nodes, " +
                      std::to_string(dead_.size()) + " dead positions, depth " +
                      std::to_string(depth_) + ", " +
                      std::to_string(static_cast<long long>(guard_.seconds())) + " s");
  }

  const P& problem_;
  LimitGuard guard_;
  DeadTable<typename P::Key> dead_;
  Progress* progress_;
  std::vector<typename P::Move> path_;  // from the goal back to the start, once found
  std::size_t depth_ = 0;
  SearchStats stats_;
  [[no_unique_address]] Tracer tracer_;
};

// `tracer` is copied: a traced run passes a small handle to the real tracer.
template <OrderedSearchProblem P, class Tracer = trace::NullTracer>
DfsResult<P> ordered_dfs(const P& problem, const typename P::State& start,
                         const SearchLimits& limits = {}, DeadTableSize table_size = {},
                         Progress* progress = nullptr, Tracer tracer = {}) {
  return OrderedDfs<P, Tracer>(problem, limits, table_size, progress, tracer).run(start);
}

}  // namespace puzzlelab
