// Every way PuzzleLab can solve a peg-solitaire game, behind one call, so that `peg solve` and
// `compare peg` run exactly the same code for a method name.
#pragma once

#include <string>
#include <vector>

#include "backends/backend_result.hpp"
#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

// "dfs" (ordered depth-first search, see first_solution.hpp and informed_solver.hpp), "sat",
// "smt", "milp".
const std::vector<std::string>& solve_method_names();

// sat, smt and milp: their work is reported in PegSolveResult::backend, not in stats.
bool is_declarative_method(const std::string& method);

struct SolveMethodOptions {
  std::string order = "auto";  // dfs only: konami, informed, or auto (the board's choice)
  SearchLimits limits;         // nodes are conflicts for sat/smt and B&B nodes for milp
  PegSatOptions sat;
};

// Runs one method; InputError for an unknown name, BackendUnavailable when its library is not
// in this build. The solution, when there is one, has been replayed through the rules.
PegSolveResult solve_with_method(const Game& game, const std::string& method,
                                 const SolveMethodOptions& options, Progress* progress = nullptr);

}  // namespace puzzlelab::peg
