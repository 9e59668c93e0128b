// Every way PuzzleLab can solve a peg-solitaire game, behind one call, so that `peg solve` and
// `compare peg` run exactly the same code for a method name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "backends/backend_result.hpp"
#include "core/limits.hpp"
#include "core/progress.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

// dfs: ordered depth-first search (first_solution.hpp, informed_solver.hpp); sat, smt and milp:
// the plan models (encode_sat.hpp, encode_smt.hpp, encode_milp.hpp).
enum class SolveMethod { kDfs, kSat, kSmt, kMilp };
inline constexpr SolveMethod kSolveMethods[] = {SolveMethod::kDfs, SolveMethod::kSat,
                                                SolveMethod::kSmt, SolveMethod::kMilp};

// "dfs", "sat", "smt", "milp": the names --method takes.
std::string_view to_string(SolveMethod method);
std::optional<SolveMethod> parse_solve_method(std::string_view name);
// Every name, for option checks.
std::vector<std::string> solve_method_names();

// sat, smt and milp: their work is reported in PegSolveResult::backend, not in stats.
inline bool is_declarative(SolveMethod method) {
  return method != SolveMethod::kDfs;
}

struct SolveMethodOptions {
  std::string order = "auto";  // dfs only: konami, informed, or auto (the board's choice)
  SearchLimits limits;         // nodes are conflicts for sat/smt and B&B nodes for milp
  PegSatOptions sat;
};

// Runs one method; BackendUnavailable when its library is not in this build. The solution, when
// there is one, has been replayed through the rules.
PegSolveResult solve_with_method(const Game& game, SolveMethod method,
                                 const SolveMethodOptions& options, Progress* progress = nullptr);

}  // namespace puzzlelab::peg
