#include "puzzles/peg/encode_milp.hpp"

#include <algorithm>
#include <string>

#include "backends/milp/cbc_solver.hpp"
#include "core/limits.hpp"
#include "puzzles/peg/plan_pruning.hpp"

namespace puzzlelab::peg {
namespace {

std::string name(const char* kind, int step, int index) {
  return std::string(kind) + "_" + std::to_string(step) + "_" + std::to_string(index);
}

double fixed_value(HoleSet position, int hole) {
  return ((position >> hole) & 1) != 0 ? 1 : 0;
}

}  // namespace

PegMilpEncoding::PegMilpEncoding(const Game& game) {
  const Board& board = game.board;
  holes_ = board.hole_count();
  jumps_ = static_cast<int>(board.jumps().size());
  steps_ = std::max(0, game.moves_to_goal());
  // More goal pegs than start pegs, or no jump to make and the start is not the goal.
  const bool impossible =
      game.moves_to_goal() < 0 || (game.moves_to_goal() == 0 && !game.goal.reached_by(game.start));

  model_.comments = {
      "PuzzleLab peg solitaire as a 0-1 program",
      "board " + game.name + ": " + std::to_string(holes_) + " holes, " + std::to_string(jumps_) +
          " jumps, " + std::to_string(steps_) + " steps, goal " + describe(game.goal, board),
      "peg_t_h = 1: hole h holds a peg after t jumps; jump_t_j = 1: jump j is made at step t",
      "decode: puzzlelab peg decode --board " + game.name + " --from-solution CBC_SOLUTION_FILE",
  };

  for (int t = 0; t <= steps_; ++t) {
    for (int h = 0; h < holes_; ++h) {
      double lower = 0, upper = 1;
      if (t == 0)
        lower = upper = fixed_value(game.start, h);
      else if (t == steps_ && game.goal.kind == Goal::Kind::kPegs)
        lower = upper = fixed_value(game.goal.pegs, h);
      // Integral by the balance rows once the jumps are integral, so continuous here.
      model_.add_continuous(name("peg", t, h), lower, upper);
    }
  }
  first_jump_ = static_cast<int>(model_.variables().size());
  const std::vector<bool> allowed_first = canonical_first_jumps(game);
  for (int t = 0; t < steps_; ++t) {
    for (int j = 0; j < jumps_; ++j) {
      const double upper = t == 0 && !allowed_first[j] ? 0 : 1;
      model_.add_integer(name("jump", t, j), 0, upper);
    }
  }
  if (impossible) {  // a row no point satisfies: peg_0_0 is fixed by the start
    model_.add_equal("impossible", {{peg(0, 0), 1}}, 1 - fixed_value(game.start, 0));
    return;
  }

  for (int t = 0; t < steps_; ++t) {
    std::vector<milp::Term> one_jump;
    for (int j = 0; j < jumps_; ++j) one_jump.push_back({jump(t, j), 1});
    model_.add_equal(name("one_jump", t, 0), std::move(one_jump), 1);
    for (int h = 0; h < holes_; ++h) {
      std::vector<milp::Term> from{{peg(t, h), -1}}, over{{peg(t, h), -1}}, to{{peg(t, h), 1}};
      std::vector<milp::Term> balance{{peg(t + 1, h), 1}, {peg(t, h), -1}};
      for (int j = 0; j < jumps_; ++j) {
        const Jump& jp = board.jumps()[j];
        if (jp.from == h) from.push_back({jump(t, j), 1});
        if (jp.over == h) over.push_back({jump(t, j), 1});
        if (jp.to == h) to.push_back({jump(t, j), 1});
        if (jp.from == h || jp.over == h) balance.push_back({jump(t, j), 1});
        if (jp.to == h) balance.push_back({jump(t, j), -1});
      }
      model_.add_less_equal(name("from", t, h), std::move(from), 0);
      model_.add_less_equal(name("over", t, h), std::move(over), 0);
      model_.add_less_equal(name("to", t, h), std::move(to), 1);
      model_.add_equal(name("balance", t, h), std::move(balance), 0);
    }
  }
}

Solution PegMilpEncoding::decode(const std::vector<double>& values) const {
  Solution solution;
  for (int t = 0; t < steps_; ++t) {
    for (int j = 0; j < jumps_; ++j) {
      if (values[jump(t, j)] > 0.5) {
        solution.push_back(j);
        break;
      }
    }
  }
  return solution;
}

PegSolveResult solve_milp(const Game& game, const BackendLimits& limits) {
  const Stopwatch clock;
  PegSolveResult result = solve_verified(game, "milp", [&]<class Bits>() {
    PegSolveResult found;
    const Stopwatch build_clock;
    const PegMilpEncoding encoding(game);
    const double build_seconds = build_clock.seconds();
    const milp::MilpResult answer = milp::solve_with_cbc(encoding.model(), limits);
    found.backend = answer.stats;
    found.backend.build_seconds = build_seconds;
    found.status = search_status(answer.status);
    if (found.status == SearchStatus::kSolved) found.solution = encoding.decode(answer.values);
    return found;
  });
  result.stats.seconds = clock.seconds();
  return result;
}

}  // namespace puzzlelab::peg
