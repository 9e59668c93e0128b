#include "puzzles/peg/pddl_model.hpp"

#include <map>
#include <sstream>
#include <tuple>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/model_plan.hpp"

namespace puzzlelab::peg {
namespace {

// The domain after its requirements, which depend on the goal (see pddl_model).
constexpr const char* kDomainBody = R"pddl(
  (:types hole)
  (:predicates
    (peg ?h - hole)                  ; a peg stands in ?h
    (line ?from ?over ?to - hole)    ; a jump of the board (static)
    (last ?h - hole)                 ; the peg that jumped last stands in ?h
    (no-move-yet))
  (:functions (total-cost) - number)
  ; The game's first jump: its first move.
  (:action first-jump
    :parameters (?from ?over ?to - hole)
    :precondition (and (no-move-yet) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (no-move-yet)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to)
                 (increase (total-cost) 1)))
  ; A jump by another peg than the last one to jump: a new move.
  (:action new-move
    :parameters (?from ?over ?to ?previous - hole)
    :precondition (and (last ?previous) (not (last ?from)) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (last ?previous)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to)
                 (increase (total-cost) 1)))
  ; The last peg to jump jumps again: the same move, at no cost.
  (:action continue-move
    :parameters (?from ?over ?to - hole)
    :precondition (and (last ?from) (line ?from ?over ?to)
                       (peg ?from) (peg ?over) (not (peg ?to)))
    :effect (and (not (last ?from)) (last ?to)
                 (not (peg ?from)) (not (peg ?over)) (peg ?to))))
)pddl";

std::string hole_name(const Board& board, int hole) {
  const Cell cell = board.cell(hole);
  std::string name = "h";
  name += std::to_string(cell.x);
  name += '-';
  name += std::to_string(cell.y);
  return name;
}

}  // namespace

std::string pddl_model(const Game& game, const std::string& instance) {
  const Board& board = game.board;
  std::ostringstream domain;
  // One peg anywhere is said with quantifiers and equality; other goals need neither.
  const bool anywhere = game.goal.kind == Goal::Kind::kOnePegAnywhere;
  domain << "; Peg solitaire, written by `puzzlelab export peg --format pddl`. A move is one\n"
         << "; peg's chain of jumps and costs 1, so the cheapest plan is the game in the fewest\n"
         << "; moves; every plan has one action a jump.\n"
         << "(define (domain peg-solitaire)\n"
         << "  (:requirements :strips :typing :negative-preconditions :action-costs"
         << (anywhere ? "\n                 :equality :disjunctive-preconditions "
                        ":quantified-preconditions)"
                      : ")")
         << kDomainBody;

  std::ostringstream problem;
  problem << "; " << instance << "\n"
          << "; " << game.name << ": " << board.hole_count() << " holes, " << game.start_pegs()
          << " pegs, goal: " << describe(game.goal, board) << ".\n"
          << "; Hole hX-Y is column X, row Y (the coordinates of `peg solve --coords`).\n"
          << "(define (problem peg-" << board.hole_count() << "-holes)\n"
          << "  (:domain peg-solitaire)\n  (:objects";
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    problem << (hole % 12 == 0 ? "\n   " : "") << " " << hole_name(board, hole);
  }
  problem << " - hole)\n  (:init\n    (no-move-yet)\n    (= (total-cost) 0)";
  int listed = 0;
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    if (!test_bit(game.start, hole)) continue;
    problem << (listed++ % 8 == 0 ? "\n   " : "") << " (peg " << hole_name(board, hole) << ")";
  }
  for (std::size_t k = 0; k < board.jumps().size(); ++k) {
    const Jump& jump = board.jumps()[k];
    problem << (k % 3 == 0 ? "\n   " : "") << " (line " << hole_name(board, jump.from) << " "
            << hole_name(board, jump.over) << " " << hole_name(board, jump.to) << ")";
  }
  problem << ")\n  (:goal ";
  if (game.goal.kind == Goal::Kind::kOnePegAnywhere) {
    problem << "(exists (?h - hole)\n"
            << "           (and (peg ?h) (forall (?g - hole) (imply (peg ?g) (= ?g ?h))))))\n";
  } else {
    problem << "(and";
    for (int hole = 0; hole < board.hole_count(); ++hole) {
      const bool peg = test_bit(game.goal.pegs, hole);
      problem << (hole % 6 == 0 ? "\n   " : "") << " "
              << (peg ? "(peg " + hole_name(board, hole) + ")"
                      : "(not (peg " + hole_name(board, hole) + "))");
    }
    problem << "))\n";
  }
  problem << "  (:metric minimize (total-cost)))\n";
  return join_pddl_model({domain.str(), problem.str()});
}

std::string pddl_plan(const Board& board, const Solution& jumps) {
  std::vector<std::string> actions;
  int moves = 0;
  int last = -1;  // where the peg that jumped last stands
  for (const int index : jumps) {
    const Jump& jump = board.jumps()[index];
    const std::string holes = hole_name(board, jump.from) + " " + hole_name(board, jump.over) +
                              " " + hole_name(board, jump.to);
    if (last < 0) {
      actions.push_back("(first-jump " + holes + ")");
    } else if (jump.from == last) {
      actions.push_back("(continue-move " + holes + ")");
    } else {
      actions.push_back("(new-move " + holes + " " + hole_name(board, last) + ")");
    }
    moves += last < 0 || jump.from != last ? 1 : 0;
    last = jump.to;
  }
  return ipc_plan_text(actions, moves, /*unit_cost=*/false);
}

PddlPlanJumps decode_pddl_plan(const Game& game, const std::string& text,
                               const std::string& source) {
  const std::vector<pddl::PlanStep> steps =
      pddl::read_model_plan(pddl_model(game, ""), text, source);
  const Board& board = game.board;
  std::map<std::string, int> holes;
  for (int hole = 0; hole < board.hole_count(); ++hole) holes[hole_name(board, hole)] = hole;
  std::map<std::tuple<int, int, int>, int> jumps;
  for (std::size_t k = 0; k < board.jumps().size(); ++k) {
    const Jump& jump = board.jumps()[k];
    jumps[{jump.from, jump.over, jump.to}] = static_cast<int>(k);
  }
  PddlPlanJumps plan;
  for (const pddl::PlanStep& step : steps) {
    // The model has held the step: (ACTION FROM OVER TO ...), a line of the board.
    const auto jump = jumps.find(
        {holes.at(step.args.at(0)), holes.at(step.args.at(1)), holes.at(step.args.at(2))});
    if (jump == jumps.end()) internal_error("peg: a plan step the model holds is no jump");
    plan.jumps.push_back(jump->second);
    if (step.action != "continue-move") ++plan.moves;
  }
  const ReplayResult replayed = replay(game, plan.jumps);
  if (!replayed.valid) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the jumps of the plan break the rules: " + replayed.problem);
  }
  return plan;
}

}  // namespace puzzlelab::peg
