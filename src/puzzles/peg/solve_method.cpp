#include "puzzles/peg/solve_method.hpp"

#include <limits>

#include "core/error.hpp"
#include "puzzles/peg/encode_milp.hpp"
#include "puzzles/peg/encode_smt.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/informed_solver.hpp"

namespace puzzlelab::peg {

const std::vector<std::string>& solve_method_names() {
  static const std::vector<std::string> names{"dfs", "sat", "smt", "milp"};
  return names;
}

bool is_declarative_method(const std::string& method) {
  return method == "sat" || method == "smt" || method == "milp";
}

PegSolveResult solve_with_method(const Game& game, const std::string& method,
                                 const SolveMethodOptions& options, Progress* progress) {
  if (method == "dfs") {
    const std::string order = options.order == "auto" ? game.default_order : options.order;
    return order == "informed" ? solve_informed(game, options.limits, progress)
                               : solve_first(game, options.limits, progress);
  }
  if (method == "sat") return solve_sat(game, backend_limits(options.limits), options.sat);
  if (method == "smt") return solve_smt(game, backend_limits(options.limits));
  if (method == "milp") return solve_milp(game, backend_limits(options.limits));
  throw InputError("unknown method '" + method + "' (expected dfs, sat, smt or milp)");
}

}  // namespace puzzlelab::peg
