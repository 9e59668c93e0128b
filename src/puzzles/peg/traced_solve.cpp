#include "puzzles/peg/traced_solve.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/informed_solver.hpp"
#include "puzzles/peg/trace_events.hpp"

namespace puzzlelab::peg {

PegSolveResult solve_traced(const Game& game, const std::string& method,
                            const SolveMethodOptions& options, trace::TraceWriter& writer,
                            Progress* progress) {
  const auto& names = solve_method_names();
  if (std::find(names.begin(), names.end(), method) == names.end()) {
    // The same error as the untraced call, before anything is written.
    return solve_with_method(game, method, options, progress);
  }
  PegTracer tracer(game, writer);
  PegSolveResult result;
  if (method == "dfs") {
    const std::string order = options.order == "auto" ? game.default_order : options.order;
    tracer.header(method, order);
    result = order == "informed"
                 ? solve_informed_traced(game, options.limits, InformedOptions{}, tracer, progress)
                 : solve_first_traced(game, options.limits, tracer, progress);
  } else {
    tracer.header(method);
    result = solve_with_method(game, method, options, progress);
    if (result.status == SearchStatus::kSolved) {
      for (int jump : result.solution) tracer.answer_move(jump);
    }
  }
  // A start that is already the goal is settled before any search: its solution is still traced.
  if (result.status == SearchStatus::kSolved && writer.counters().solutions == 0 &&
      !writer.truncated()) {
    tracer.solution();
  }
  tracer.end(result);
  return result;
}

PegSolveResult solve_game(const Game& game, const std::string& method,
                          const SolveMethodOptions& options, trace::TraceWriter* writer,
                          Progress* progress) {
  return writer != nullptr ? solve_traced(game, method, options, *writer, progress)
                           : solve_with_method(game, method, options, progress);
}

}  // namespace puzzlelab::peg
