#include "puzzles/peg/first_solution.hpp"

#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/goal_test.hpp"
#include "puzzles/peg/trace_events.hpp"
#include "search/ordered_dfs.hpp"

namespace puzzlelab::peg {
namespace {

// Jump indices as the bits of one word, for boards of at most 128 jumps (every built-in board).
using JumpSet = u128;
inline constexpr std::size_t kMaxTrackedJumps = 128;

// A position with what the search keeps alongside it: its number of pegs (each jump removes one)
// and three sets of jumps whose intersection is exactly the legal jumps. A jump flips its three
// holes, which flips the membership of every jump using one of them: one XOR a set.
template <BitWord Bits>
struct TrackedPosition {
  Bits pegs = 0;
  int peg_count = 0;
  JumpSet from_full = 0;  // jumps whose jumping peg's hole holds a peg
  JumpSet over_full = 0;  // jumps whose jumped hole holds a peg
  JumpSet to_empty = 0;   // jumps whose landing hole is empty
};

// Peg solitaire as an OrderedSearchProblem whose successors are the set bits of the legal jumps,
// lowest first: jump-index order without testing every jump.
template <BitWord Bits>
class TrackedJumpSearch {
 public:
  using State = TrackedPosition<Bits>;
  using Move = int;  // index into board.jumps()
  using Key = Bits;

  explicit TrackedJumpSearch(const Game& game) : goal_(game.goal) {
    const std::vector<Jump>& jumps = game.board.jumps();
    const auto holes = static_cast<std::size_t>(game.board.hole_count());
    std::vector<JumpSet> by_from(holes, 0), by_over(holes, 0), by_to(holes, 0);
    for (std::size_t j = 0; j < jumps.size(); ++j) {
      by_from[jumps[j].from] |= bit<JumpSet>(static_cast<int>(j));
      by_over[jumps[j].over] |= bit<JumpSet>(static_cast<int>(j));
      by_to[jumps[j].to] |= bit<JumpSet>(static_cast<int>(j));
    }
    const auto flipped = [&](const std::vector<JumpSet>& by_hole, const Jump& jump) {
      return by_hole[jump.from] ^ by_hole[jump.over] ^ by_hole[jump.to];
    };
    for (const Jump& jump : jumps) {
      const Bits holes_flipped = bit<Bits>(jump.from) | bit<Bits>(jump.over) | bit<Bits>(jump.to);
      effects_.push_back({holes_flipped, -1, flipped(by_from, jump), flipped(by_over, jump),
                          flipped(by_to, jump)});
    }
    start_.pegs = static_cast<Bits>(game.start);
    start_.peg_count = popcount(start_.pegs);
    for (std::size_t hole = 0; hole < holes; ++hole) {
      if (test_bit(start_.pegs, static_cast<int>(hole))) {
        start_.from_full |= by_from[hole];
        start_.over_full |= by_over[hole];
      } else {
        start_.to_empty |= by_to[hole];
      }
    }
  }

  const State& start() const { return start_; }

  bool is_goal(const State& s) const { return goal_.reached(s.pegs, s.peg_count); }
  bool is_hopeless(const State& s) const { return goal_.hopeless(s.peg_count); }
  Bits key(const State& s) const { return s.pegs; }

  template <class Visit>
  bool for_each_successor(const State& s, Visit&& visit) const {
    for (JumpSet legal = s.from_full & s.over_full & s.to_empty; legal != 0; legal &= legal - 1) {
      const int j = lowest_bit(legal);
      const State& e = effects_[j];
      const State next{s.pegs ^ e.pegs, s.peg_count + e.peg_count, s.from_full ^ e.from_full,
                       s.over_full ^ e.over_full, s.to_empty ^ e.to_empty};
      if (visit(j, next)) return true;
    }
    return false;
  }

 private:
  GoalTest<Bits> goal_;
  std::vector<State> effects_;  // per jump: what making it XORs into (or adds to) a position
  State start_;
};

// Boards with more jumps: every jump tested in index order.
template <BitWord Bits>
class ScanningJumpSearch {
 public:
  using State = Bits;
  using Move = int;  // index into board.jumps()
  using Key = Bits;

  explicit ScanningJumpSearch(const Game& game)
      : jumps_(jump_masks<Bits>(game.board)), goal_(game.goal) {}

  bool is_goal(Bits position) const { return goal_.reached(position, popcount(position)); }
  bool is_hopeless(Bits position) const { return goal_.hopeless(popcount(position)); }
  Bits key(Bits position) const { return position; }

  template <class Visit>
  bool for_each_successor(Bits position, Visit&& visit) const {
    for (int j = 0; j < static_cast<int>(jumps_.size()); ++j) {
      if (can_jump(position, jumps_[j]) && visit(j, position ^ jumps_[j].flip)) return true;
    }
    return false;
  }

 private:
  std::vector<JumpMask<Bits>> jumps_;
  GoalTest<Bits> goal_;
};

// The English board's first solution passes about 10,000 dead positions: starting at 32K slots
// (256 KB) saves the three doublings on the way, a third of that solve's time.
inline constexpr DeadTableSize kFirstSolutionTable{kDefaultDeadTableEntries, std::size_t{1} << 15};

template <BitWord Bits, class Tracer>
PegSolveResult run(const Game& game, const SearchLimits& limits, Progress* progress,
                   Tracer tracer) {
  if (game.board.jumps().size() <= kMaxTrackedJumps) {
    const TrackedJumpSearch<Bits> problem(game);
    return to_solve_result(
        ordered_dfs(problem, problem.start(), limits, kFirstSolutionTable, progress, tracer));
  }
  const ScanningJumpSearch<Bits> problem(game);
  return to_solve_result(ordered_dfs(problem, static_cast<Bits>(game.start), limits,
                                     kFirstSolutionTable, progress, tracer));
}

}  // namespace

PegSolveResult solve_first(const Game& game, const SearchLimits& limits, Progress* progress) {
  return solve_verified(game, "dfs", [&]<BitWord Bits>() {
    return run<Bits>(game, limits, progress, trace::NullTracer{});
  });
}

PegSolveResult solve_first_traced(const Game& game, const SearchLimits& limits, PegTracer& tracer,
                                  Progress* progress) {
  return solve_verified(game, "dfs", [&]<BitWord Bits>() {
    return run<Bits>(game, limits, progress, PegDfsTracer{&tracer});
  });
}

}  // namespace puzzlelab::peg
