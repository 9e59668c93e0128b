#include "puzzles/peg/encode_sat.hpp"

#include <algorithm>
#include <string>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/enumerate.hpp"
#include "core/limits.hpp"
#include "puzzles/peg/plan_pruning.hpp"

namespace puzzlelab::peg {
namespace {

bool holds_peg(HoleSet position, int hole) {
  return ((position >> hole) & 1) != 0;
}

void describe_variables(const Game& game, int steps, int holes, int jumps, sat::Cnf& cnf) {
  cnf.comments.push_back("PuzzleLab peg solitaire, planning as satisfiability");
  cnf.comments.push_back("board " + game.name + ": " + std::to_string(holes) + " holes, " +
                         std::to_string(jumps) + " jumps, " + std::to_string(steps) +
                         " steps, goal " + describe(game.goal, game.board));
  cnf.comments.push_back("variable 1 + t*" + std::to_string(holes) +
                         " + h: hole h holds a peg after t jumps (t = 0.." + std::to_string(steps) +
                         ")");
  cnf.comments.push_back("variable " + std::to_string(1 + (steps + 1) * holes) + " + t*" +
                         std::to_string(jumps) + " + j: jump j is made at step t");
  cnf.comments.push_back("decode: puzzlelab peg decode --board " + game.name +
                         " --from-solution SOLVER_OUTPUT");
}

}  // namespace

PegSatEncoding::PegSatEncoding(const Game& game, const PegSatOptions& options) {
  const Board& board = game.board;
  holes_ = board.hole_count();
  jumps_ = static_cast<int>(board.jumps().size());
  steps_ = std::max(0, game.moves_to_goal());
  cnf_.new_variables((steps_ + 1) * holes_);
  first_jump_variable_ = cnf_.variable_count() + 1;
  cnf_.new_variables(steps_ * jumps_);
  describe_variables(game, steps_, holes_, jumps_, cnf_);

  if (game.moves_to_goal() < 0) {  // the goal has more pegs than the start
    cnf_.add_clause(std::span<const sat::Lit>{});
    return;
  }

  for (int h = 0; h < holes_; ++h) {
    const sat::Lit p = peg(0, h);
    cnf_.add_clause({holds_peg(game.start, h) ? p : -p});
  }
  // With steps = pegs - goal pegs, a single peg remains after the last jump: only an exact goal
  // position needs clauses.
  if (game.goal.kind == Goal::Kind::kPegs) {
    for (int h = 0; h < holes_; ++h) {
      const sat::Lit p = peg(steps_, h);
      cnf_.add_clause({holds_peg(game.goal.pegs, h) ? p : -p});
    }
  }

  std::vector<sat::Lit> step_jumps(jumps_);
  for (int t = 0; t < steps_; ++t) {
    for (int j = 0; j < jumps_; ++j) {
      const Jump& jp = board.jumps()[j];
      const sat::Lit x = jump(t, j);
      step_jumps[j] = x;
      // Preconditions and effects.
      cnf_.add_clause({-x, peg(t, jp.from)});
      cnf_.add_clause({-x, peg(t, jp.over)});
      cnf_.add_clause({-x, -peg(t, jp.to)});
      cnf_.add_clause({-x, -peg(t + 1, jp.from)});
      cnf_.add_clause({-x, -peg(t + 1, jp.over)});
      cnf_.add_clause({-x, peg(t + 1, jp.to)});
    }
    sat::add_exactly_one(cnf_, step_jumps, options.at_most_one);
    // Frame axioms: a peg disappears only when a jump starts from or passes over its hole, and
    // appears only when a jump lands there.
    for (int h = 0; h < holes_; ++h) {
      std::vector<sat::Lit> emptied{-peg(t, h), peg(t + 1, h)};
      std::vector<sat::Lit> filled{peg(t, h), -peg(t + 1, h)};
      for (int j = 0; j < jumps_; ++j) {
        const Jump& jp = board.jumps()[j];
        if (jp.from == h || jp.over == h) emptied.push_back(jump(t, j));
        if (jp.to == h) filled.push_back(jump(t, j));
      }
      cnf_.add_clause(emptied);
      cnf_.add_clause(filled);
    }
  }

  if (options.commuting_order) {
    for (int t = 0; t + 1 < steps_; ++t) {
      for (int later = 0; later < jumps_; ++later) {
        for (int earlier = later + 1; earlier < jumps_; ++earlier) {
          if (jumps_commute(board.jumps()[earlier], board.jumps()[later]))
            cnf_.add_clause({-jump(t, earlier), -jump(t + 1, later)});
        }
      }
    }
  }

  if (options.symmetry_breaking && steps_ > 0) {
    const std::vector<bool> allowed = canonical_first_jumps(game);
    for (int j = 0; j < jumps_; ++j) {
      if (!allowed[j]) cnf_.add_clause({-jump(0, j)});
    }
  }

  if (options.peg_counts) {
    const int start_pegs = game.start_pegs();
    for (int t = 1; t < steps_; ++t) {
      std::vector<sat::Lit> pegs(holes_);
      for (int h = 0; h < holes_; ++h) pegs[h] = peg(t, h);
      sat::add_exactly_k(cnf_, pegs, start_pegs - t);
    }
  }
}

Solution PegSatEncoding::decode(const sat::SatResult& model) const {
  Solution solution;
  for (int t = 0; t < steps_; ++t) {
    for (int j = 0; j < jumps_; ++j) {
      if (model.value(jump(t, j))) {
        solution.push_back(j);
        break;
      }
    }
  }
  return solution;
}

std::vector<sat::Lit> PegSatEncoding::blocking_clause(const Solution& solution) const {
  std::vector<sat::Lit> clause;
  for (int t = 0; t < static_cast<int>(solution.size()); ++t)
    clause.push_back(-jump(t, solution[t]));
  return clause;
}

PegSolveResult solve_sat(const Game& game, const BackendLimits& limits,
                         const PegSatOptions& options) {
  const Stopwatch clock;
  PegSolveResult result = solve_verified(game, "sat", [&]<class Bits>() {
    PegSolveResult found;
    const Stopwatch build_clock;
    const PegSatEncoding encoding(game, options);
    const double build_seconds = build_clock.seconds();
    const sat::SatResult answer = sat::solve_with_cadical(encoding.cnf(), limits);
    found.backend = answer.stats;
    found.backend.build_seconds = build_seconds;
    found.status = search_status(answer.status);
    if (found.status == SearchStatus::kSolved) found.solution = encoding.decode(answer);
    return found;
  });
  result.stats.seconds = clock.seconds();
  return result;
}

PegSatEnumeration enumerate_sat(const Game& game, const BackendLimits& limits,
                                std::size_t max_solutions) {
  PegSatEnumeration enumeration;
  if (game.moves_to_goal() == 0) {  // no jump to make: the empty game is the one candidate
    const bool won = game.goal.reached_by(game.start);
    if (won && max_solutions > 0) enumeration.solutions.push_back({});
    enumeration.complete = !won || max_solutions > 0;
    return enumeration;
  }
  const PegSatOptions every_sequence{.symmetry_breaking = false, .commuting_order = false};
  const Stopwatch clock;
  const PegSatEncoding encoding(game, every_sequence);
  sat::CadicalSolver solver(encoding.cnf());
  const double build_seconds = clock.seconds();
  BackendLimits remaining = limits;
  remaining.seconds = limits.seconds - build_seconds;
  const sat::Enumeration run =
      sat::enumerate_models(solver, max_solutions, remaining, [&](const sat::SatResult& answer) {
        Solution solution = encoding.decode(answer);
        verify_or_abort(game, solution, "sat --all");
        std::vector<sat::Lit> blocking = encoding.blocking_clause(solution);
        enumeration.solutions.push_back(std::move(solution));
        return blocking;
      });
  enumeration.backend = run.stats;
  enumeration.backend.build_seconds = build_seconds;
  enumeration.complete = run.end == sat::EnumerationEnd::kExhausted;
  return enumeration;
}

}  // namespace puzzlelab::peg
