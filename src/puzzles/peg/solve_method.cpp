#include "puzzles/peg/solve_method.hpp"

#include <limits>

#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/peg/encode_milp.hpp"
#include "puzzles/peg/encode_smt.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/informed_solver.hpp"

namespace puzzlelab::peg {

std::string_view to_string(SolveMethod method) {
  switch (method) {
    case SolveMethod::kDfs:
      return "dfs";
    case SolveMethod::kSat:
      return "sat";
    case SolveMethod::kSmt:
      return "smt";
    case SolveMethod::kMilp:
      return "milp";
  }
  return "dfs";
}

std::optional<SolveMethod> parse_solve_method(std::string_view name) {
  return parse_named(kSolveMethods, name);
}

std::vector<std::string> solve_method_names() {
  return names_of(kSolveMethods);
}

PegSolveResult solve_with_method(const Game& game, SolveMethod method,
                                 const SolveMethodOptions& options, Progress* progress) {
  switch (method) {
    case SolveMethod::kDfs: {
      const std::string order = options.order == "auto" ? game.default_order : options.order;
      return order == "informed" ? solve_informed(game, options.limits, progress)
                                 : solve_first(game, options.limits, progress);
    }
    case SolveMethod::kSat:
      return solve_sat(game, backend_limits(options.limits), options.sat);
    case SolveMethod::kSmt:
      return solve_smt(game, backend_limits(options.limits));
    case SolveMethod::kMilp:
      return solve_milp(game, backend_limits(options.limits));
  }
  internal_error("peg: a solve method without a solver");
}

}  // namespace puzzlelab::peg
