// Built instead of encode_smt.cpp when PUZZLELAB_WITH_Z3=OFF. decode_smt2_output only reads
// text and lives in smt2_output.cpp, available in both builds.
#include "backends/backend_result.hpp"
#include "puzzles/peg/encode_smt.hpp"
#include "puzzles/peg/encode_smt_variants.hpp"

namespace puzzlelab::peg {

std::string to_string(SmtTransition transition) {
  return transition == SmtTransition::kMasks ? "masks" : "per-hole";
}

PegSolveResult solve_smt(const Game&, const BackendLimits&, SmtTransition) {
  throw BackendUnavailable("Z3");
}

PegSolveResult solve_smt(const Game&, const BackendLimits&) {
  throw BackendUnavailable("Z3");
}

std::string smt2_script(const Game&, SmtTransition) {
  throw BackendUnavailable("Z3");
}

std::string smt2_script(const Game&) {
  throw BackendUnavailable("Z3");
}

}  // namespace puzzlelab::peg
