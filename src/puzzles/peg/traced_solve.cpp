#include "puzzles/peg/traced_solve.hpp"

#include "core/error.hpp"

namespace puzzlelab::peg {

PegSolveResult solve_traced(const Game&, const std::string&, const SolveMethodOptions&,
                            trace::TraceWriter&, Progress*) {
  internal_error("peg::solve_traced is not implemented yet");
}

}  // namespace puzzlelab::peg
