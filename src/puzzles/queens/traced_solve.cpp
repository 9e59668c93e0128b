#include "puzzles/queens/traced_solve.hpp"

#include "core/error.hpp"

namespace puzzlelab::queens {

LockedResult solve_locked_traced(const LockedBoard&, const LockedOptions&, trace::TraceWriter&) {
  internal_error("queens::solve_locked_traced is not implemented yet");
}

}  // namespace puzzlelab::queens
