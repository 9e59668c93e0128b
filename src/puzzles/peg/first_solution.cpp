#include "puzzles/peg/first_solution.hpp"

#include "core/bits.hpp"
#include "puzzles/peg/trace_events.hpp"
#include "search/ordered_dfs.hpp"

namespace puzzlelab::peg {
namespace {

// Peg solitaire as an OrderedSearchProblem over one position word.
template <BitWord Bits>
class KonamiSearch {
 public:
  using State = Bits;
  using Move = int;  // index into board.jumps()
  using Key = Bits;

  explicit KonamiSearch(const Game& game)
      : jumps_(jump_masks<Bits>(game.board)),
        goal_kind_(game.goal.kind),
        goal_pegs_(static_cast<Bits>(game.goal.pegs)),
        goal_count_(game.goal.peg_count()) {}

  bool is_goal(Bits position) const {
    return goal_kind_ == Goal::Kind::kPegs ? position == goal_pegs_ : popcount(position) == 1;
  }
  // With no more pegs than the goal and not at the goal, no jump can help: each removes a peg.
  bool is_hopeless(Bits position) const { return popcount(position) <= goal_count_; }
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
  Goal::Kind goal_kind_;
  Bits goal_pegs_;
  int goal_count_;
};

template <BitWord Bits, class Tracer>
PegSolveResult run(const Game& game, const SearchLimits& limits, Progress* progress,
                   Tracer tracer) {
  const KonamiSearch<Bits> problem(game);
  return to_solve_result(ordered_dfs(problem, static_cast<Bits>(game.start), limits,
                                     kDefaultDeadTableEntries, progress, tracer));
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
