// Built instead of encode_smt.cpp when PUZZLELAB_WITH_Z3=OFF.
#include "puzzles/nanobots/encode_smt.hpp"

namespace puzzlelab::nanobots {

BackendPart2Result solve_smt(const Swarm&, const BackendLimits&) {
  throw BackendUnavailable("Z3");
}

std::string smt2_script(const Swarm&, const std::string&) {
  throw BackendUnavailable("Z3");
}

}  // namespace puzzlelab::nanobots
