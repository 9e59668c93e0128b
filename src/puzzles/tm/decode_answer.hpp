// Reads a SAT solver's answer to the Cook-Levin formula (encode_sat.hpp, as `puzzlelab export tm`
// writes it) back into the machine's run, replayed through its transition relation
// (`puzzlelab decode tm`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab::turing {

// The accepting run in the solver's answer (SAT-competition output) to A(w) with the pairwise
// exactly-one constraints, cut at its first accepting configuration; nullopt when the solver
// proved the formula unsatisfiable (no run accepts within `steps`). InputError (FILE:LINE:COL)
// when the text is not an answer to that formula or its run is not a computation of the machine.
std::optional<Computation> decode_run_answer(const Machine& machine, const std::vector<int>& input,
                                             int steps, const std::string& text,
                                             const std::string& source);

}  // namespace puzzlelab::turing
