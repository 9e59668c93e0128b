#include "puzzles/tiles/pddl_model.hpp"

#include <sstream>

#include "core/error.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/model_plan.hpp"
#include "puzzles/tiles/board_text.hpp"

namespace puzzlelab::tiles {
namespace {

constexpr const char* kDomain = R"pddl((define (domain tiles)
  (:requirements :strips :typing)
  (:types tile cell)
  (:predicates
    (at ?t - tile ?c - cell)  ; tile ?t stands on cell ?c
    (empty ?c - cell)         ; the blank is on cell ?c
    (next ?a ?b - cell))      ; cells ?a and ?b share a side (static)
  (:action slide
    :parameters (?t - tile ?from ?to - cell)
    :precondition (and (at ?t ?from) (empty ?to) (next ?from ?to))
    :effect (and (at ?t ?to) (empty ?from)
                 (not (at ?t ?from)) (not (empty ?to)))))
)pddl";

std::string cell_name(int size, int cell) {
  std::string name = "c";
  name += std::to_string(cell / size + 1);
  name += '-';
  name += std::to_string(cell % size + 1);
  return name;
}

// The cell a name cR-C stands for on a board of `size`, or -1.
int cell_of(const std::string& name, int size) {
  int row = 0, column = 0;
  char dash = 0;
  std::istringstream in(name.size() > 1 && name[0] == 'c' ? name.substr(1) : "");
  if (!(in >> row >> dash >> column) || dash != '-' || !in.eof()) return -1;
  if (row < 1 || row > size || column < 1 || column > size) return -1;
  return (row - 1) * size + column - 1;
}

}  // namespace

std::string pddl_model(const Board& start, const Board& goal, const std::string& instance) {
  const int size = start.size;
  const int cells = start.cell_count();
  std::ostringstream domain;
  domain
      << "; Sliding tiles, written by `puzzlelab export tiles --format pddl`. One action a\n"
      << "; move of the puzzle: (slide tK FROM TO) slides tile K into the empty cell beside it.\n"
      << kDomain;

  std::ostringstream problem;
  problem << "; " << instance << "\n"
          << "; The " << size << "x" << size << " board from " << canonical_tiles(start) << " to "
          << canonical_tiles(goal) << " (row-major, 0 the blank);\n"
          << "; cell cR-C is row R, column C, counted from 1.\n"
          << "(define (problem tiles-" << size << "x" << size << ")\n  (:domain tiles)\n"
          << "  (:objects";
  for (int tile = 1; tile < cells; ++tile) problem << " t" << tile;
  problem << " - tile\n           ";
  for (int cell = 0; cell < cells; ++cell) problem << " " << cell_name(size, cell);
  problem << " - cell)\n  (:init\n";
  for (int cell = 0; cell < cells; ++cell) {
    const int tile = start.cells[cell];
    problem << "    "
            << (tile == 0 ? "(empty " + cell_name(size, cell) + ")"
                          : "(at t" + std::to_string(tile) + " " + cell_name(size, cell) + ")")
            << "\n";
  }
  for (int cell = 0; cell < cells; ++cell) {
    problem << "   ";
    const int row = cell / size, column = cell % size;
    if (row > 0)
      problem << " (next " << cell_name(size, cell) << " " << cell_name(size, cell - size) << ")";
    if (row + 1 < size)
      problem << " (next " << cell_name(size, cell) << " " << cell_name(size, cell + size) << ")";
    if (column > 0)
      problem << " (next " << cell_name(size, cell) << " " << cell_name(size, cell - 1) << ")";
    if (column + 1 < size)
      problem << " (next " << cell_name(size, cell) << " " << cell_name(size, cell + 1) << ")";
    problem << "\n";
  }
  problem << "  )\n  (:goal (and";
  for (int cell = 0; cell < cells; ++cell) {
    const int tile = goal.cells[cell];
    if (tile == 0) continue;
    problem << (cell % size == 0 ? "\n   " : "") << " (at t" << tile << " " << cell_name(size, cell)
            << ")";
  }
  problem << ")))\n";
  return join_pddl_model({domain.str(), problem.str()});
}

std::string pddl_plan(const Board& start, const std::vector<Direction>& moves) {
  std::vector<std::string> actions;
  Board board = start;
  for (const Direction direction : moves) {
    // The blank goes to `from`, where the tile is, and the tile to the blank's cell.
    const int from = target_cell(board, direction).value();
    actions.push_back("(slide t" + std::to_string(board.cells[from]) + " " +
                      cell_name(start.size, from) + " " + cell_name(start.size, board.blank) + ")");
    board = apply(board, direction);
  }
  return unit_cost_plan(actions);
}

std::vector<Direction> decode_pddl_plan(const Board& start, const Board& goal,
                                        const std::string& text, const std::string& source) {
  const std::vector<pddl::PlanStep> steps =
      pddl::read_model_plan(pddl_model(start, goal, ""), text, source);
  std::vector<Direction> moves;
  Board board = start;
  for (const pddl::PlanStep& step : steps) {
    // The model has held the step: (slide tK FROM TO), TO the blank's cell beside FROM.
    const int from = cell_of(step.args.at(1), start.size);
    const int to = cell_of(step.args.at(2), start.size);
    const Direction* taken = nullptr;
    for (const Direction& direction : kDirections)
      if (to == board.blank && target_cell(board, direction) == from) taken = &direction;
    if (taken == nullptr) internal_error("tiles: a plan step the model holds is no move");
    moves.push_back(*taken);
    board = apply(board, *taken);
  }
  const std::optional<Board> reached = replay(start, moves);
  if (!reached || !(*reached == goal)) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the moves of the plan do not reach the goal");
  }
  return moves;
}

}  // namespace puzzlelab::tiles
