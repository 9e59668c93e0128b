#include "puzzles/peg/traced_solve.hpp"

#include "core/error.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/informed_solver.hpp"
#include "puzzles/peg/trace_events.hpp"

namespace puzzlelab::peg {

PegSolveResult solve_traced(const Game& game, SolveMethod method, const SolveMethodOptions& options,
                            trace::TraceWriter& writer, Progress* progress) {
  PegTracer tracer(game, writer);
  PegSolveResult result;
  if (method == SolveMethod::kDfs) {
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

PegSolveResult solve_game(const Game& game, SolveMethod method, const SolveMethodOptions& options,
                          trace::TraceWriter* writer, Progress* progress) {
  return writer != nullptr ? solve_traced(game, method, options, *writer, progress)
                           : solve_with_method(game, method, options, progress);
}

}  // namespace puzzlelab::peg
