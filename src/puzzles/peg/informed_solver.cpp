#include "puzzles/peg/informed_solver.hpp"

#include <algorithm>
#include <numeric>

#include "core/bits.hpp"
#include "puzzles/peg/goal_test.hpp"
#include "puzzles/peg/pagoda.hpp"
#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/symmetry.hpp"
#include "puzzles/peg/symmetry_images.hpp"
#include "puzzles/peg/trace_events.hpp"
#include "search/dead_table.hpp"
#include "search/ordered_dfs.hpp"

namespace puzzlelab::peg {
namespace {

// The positions within `depth()` jumps of the goal, by level (level j: goal + j pegs), as
// canonical forms. Built by unjumps from the goal; a position the start provably cannot reach
// (a pagoda value above the start's) is left out, and so are its unjumps, whose values are no
// smaller. The pagodas are closed under symmetry, so leaving out a canonical form is the same
// as leaving out its whole orbit.
template <BitWord Bits>
class GoalLevels {
 public:
  GoalLevels(const Game& game, const SymmetryImages<Bits>& symmetries,
             const PagodaBounds<Bits>* bounds, std::size_t budget, const Stopwatch& clock,
             double seconds) {
    const int max_depth = game.moves_to_goal();
    std::vector<Bits> frontier;
    levels_.emplace_back(budget + 1);
    if (game.goal.kind == Goal::Kind::kPegs) {
      add(symmetries.canonical(static_cast<Bits>(game.goal.pegs)), frontier);
    } else {
      HoleSet holes = PositionClasses(game.board).possible_final_holes(game);
      for (; holes != 0; holes &= holes - 1)
        add(symmetries.canonical(bit<Bits>(lowest_bit(holes))), frontier);
    }
    std::size_t stored = frontier.size();
    const auto unjumps = jump_masks<Bits>(game.board);
    while (depth() < max_depth && !frontier.empty() && clock.seconds() < seconds) {
      std::vector<Bits> next;
      levels_.emplace_back(budget + 1);
      bool fits = true;
      for (std::size_t i = 0; i < frontier.size() && fits; ++i) {
        const Bits position = frontier[i];
        for (const JumpMask<Bits>& m : unjumps) {
          if ((position & m.to) == 0 || (position & m.from_over) != 0) continue;
          const Bits earlier = symmetries.canonical(position ^ m.flip);
          if (bounds != nullptr && bounds->unreachable_from_start(earlier)) continue;
          add(earlier, next);
        }
        fits = stored + next.size() <= budget;
      }
      if (!fits) {
        levels_.pop_back();
        break;
      }
      stored += next.size();
      frontier.swap(next);
    }
    stored_ = stored;
  }

  // Levels 0..depth() are complete.
  int depth() const { return static_cast<int>(levels_.size()) - 1; }
  bool contains(int level, Bits canonical_position) const {
    return levels_[level].contains(canonical_position);
  }
  std::size_t stored() const { return stored_; }

 private:
  void add(Bits position, std::vector<Bits>& list) {
    if (levels_.back().contains(position)) return;
    levels_.back().insert(position);
    list.push_back(position);
  }

  // A set of canonical positions; sized so that it never refuses an entry within the budget.
  std::vector<DeadTable<Bits>> levels_;
  std::size_t stored_ = 0;
};

// Jumps ordered so that pegs gather on the ground the game is played on (the holes that hold a
// peg at the start or at the goal): the jump whose `from` and `over` are farthest from the
// ground's centre and whose `to` is nearest comes first (squared distances in the plane, so
// triangular grids are measured as they look). Holes off the ground (the corners of english7x7)
// count as farther than any hole on it, so jumps that strand pegs there come last and jumps that
// bring them back come first. Ties keep the board's order. Only the order depends on this.
std::vector<int> gathering_order(const Game& game) {
  const Board& board = game.board;
  const HoleSet ground = game.start | (game.goal.kind == Goal::Kind::kPegs ? game.goal.pegs : 0);
  double cx = 0, cy = 0;
  for (HoleSet holes = ground; holes != 0; holes &= holes - 1) {
    cx += board.cell(lowest_bit(holes)).x;
    cy += board.cell(lowest_bit(holes)).y;
  }
  cx /= popcount(ground);
  cy /= popcount(ground);
  const double row_scale = board.grid() == GridKind::kSquare ? 1.0 : 3.0;  // doubled columns
  std::vector<double> far(board.hole_count());
  for (int h = 0; h < board.hole_count(); ++h) {
    const double dx = board.cell(h).x - cx, dy = board.cell(h).y - cy;
    far[h] = dx * dx + row_scale * dy * dy;
  }
  // More than any difference of two jumps' scores on the ground.
  const double off_ground = 4 * *std::max_element(far.begin(), far.end()) + 1;
  for (int h = 0; h < board.hole_count(); ++h) {
    if (!test_bit(ground, h)) far[h] += off_ground;
  }
  std::vector<double> score;
  for (const Jump& j : board.jumps()) score.push_back(far[j.from] + far[j.over] - far[j.to]);
  std::vector<int> order(board.jumps().size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return score[a] > score[b]; });
  return order;
}

// Peg solitaire as an OrderedSearchProblem with the cuts described in the header.
template <BitWord Bits>
class InformedSearch {
 public:
  using State = Bits;
  using Move = int;  // index into board.jumps()
  using Key = Bits;

  InformedSearch(const Game& game, const SymmetryImages<Bits>& symmetries,
                 const GoalLevels<Bits>& levels, const PagodaBounds<Bits>* bounds)
      : symmetries_(symmetries), levels_(levels), bounds_(bounds), goal_(game.goal) {
    const auto masks = jump_masks<Bits>(game.board);
    for (int j : gathering_order(game)) ordered_.push_back({j, masks[j]});
  }

  bool is_goal(Bits position) const { return goal_.reached(position, popcount(position)); }

  bool is_hopeless(Bits position) const {
    const int spare = goal_.spare_jumps(popcount(position));
    if (spare <= 0) return true;  // each jump removes a peg
    if (spare <= levels_.depth()) return !levels_.contains(spare, key(position));
    return bounds_ != nullptr && bounds_->goal_out_of_reach(position);
  }

  Bits key(Bits position) const {
    if (position != cached_position_) {
      cached_position_ = position;
      cached_key_ = symmetries_.canonical(position);
    }
    return cached_key_;
  }

  template <class Visit>
  bool for_each_successor(Bits position, Visit&& visit) const {
    for (const OrderedJump& j : ordered_) {
      if (can_jump(position, j.mask) && visit(j.index, position ^ j.mask.flip)) return true;
    }
    return false;
  }

 private:
  struct OrderedJump {
    int index;
    JumpMask<Bits> mask;
  };

  const SymmetryImages<Bits>& symmetries_;
  const GoalLevels<Bits>& levels_;
  const PagodaBounds<Bits>* bounds_;
  GoalTest<Bits> goal_;
  std::vector<OrderedJump> ordered_;
  // The DFS asks for the key and then whether the position is hopeless: compute it once.
  mutable Bits cached_position_ = 0;
  mutable Bits cached_key_ = 0;
};

template <BitWord Bits, class Tracer>
PegSolveResult run(const Game& game, const SearchLimits& limits, const InformedOptions& options,
                   Progress* progress, Tracer tracer) {
  const Stopwatch clock;
  const SymmetryImages<Bits> symmetries(game_symmetries(game), game.board.hole_count());
  const std::vector<Pagoda> pagodas =
      options.use_pagodas ? generate_pagodas(game) : std::vector<Pagoda>{};
  const PagodaBounds<Bits> bounds(game, pagodas);
  const PagodaBounds<Bits>* used_bounds = pagodas.empty() ? nullptr : &bounds;
  const GoalLevels<Bits> levels(game, symmetries, used_bounds, options.backward_positions, clock,
                                limits.seconds);
  const InformedSearch<Bits> problem(game, symmetries, levels, used_bounds);
  SearchLimits rest = limits;
  rest.seconds = limits.seconds - clock.seconds();
  PegSolveResult result =
      to_solve_result(ordered_dfs(problem, static_cast<Bits>(game.start), rest,
                                  DeadTableSize{options.dead_table_entries}, progress, tracer));
  result.stats.seconds = clock.seconds();
  return result;
}

}  // namespace

PegSolveResult solve_informed(const Game& game, const SearchLimits& limits, Progress* progress) {
  return solve_informed(game, limits, InformedOptions{}, progress);
}

PegSolveResult solve_informed(const Game& game, const SearchLimits& limits,
                              const InformedOptions& options, Progress* progress) {
  return solve_verified(game, "informed", [&]<BitWord Bits>() {
    return run<Bits>(game, limits, options, progress, trace::NullTracer{});
  });
}

PegSolveResult solve_informed_traced(const Game& game, const SearchLimits& limits,
                                     const InformedOptions& options, PegTracer& tracer,
                                     Progress* progress) {
  return solve_verified(game, "informed", [&]<BitWord Bits>() {
    return run<Bits>(game, limits, options, progress, PegDfsTracer{&tracer});
  });
}

}  // namespace puzzlelab::peg
