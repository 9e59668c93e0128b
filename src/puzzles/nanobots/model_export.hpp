// Stage 2 of the milp method (encode_milp.hpp) as a file for other solvers; stage 1 is
// write_milp_model, the smt method's problem smt2_script (encode_smt.hpp).
#pragma once

#include <iosfwd>
#include <string>

#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/model.hpp"

namespace puzzlelab::nanobots {

// At least the most bots any point has in range, minimise |x|+|y|+|z|; `format` "lp" or "mps"
// (InputError otherwise). The stage needs that count: branch and bound (bnb_solver.hpp) finds it
// exactly before the file is written.
// The stage-2 encoding that file holds (comments included), for writing it and for reading a
// solver's answer to it.
NanobotsMilpEncoding stage2_encoding(const Swarm& swarm, const std::string& instance);

void write_milp_stage2(const Swarm& swarm, const std::string& format, const std::string& instance,
                       std::ostream& out);

}  // namespace puzzlelab::nanobots
