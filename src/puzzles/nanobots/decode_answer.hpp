// Reads another solver's answer to a nanobots model (`puzzlelab export nanobots`): cbc's solution
// file for stage1 or stage2 (encode_milp.hpp, model_export.hpp), z3's output for smt
// (encode_smt.hpp). The point is recounted directly from the bots, like every method's answer
// (`puzzlelab decode nanobots`).
#pragma once

#include <optional>
#include <string>

#include "puzzles/nanobots/model.hpp"
#include "puzzles/nanobots/result.hpp"

namespace puzzlelab::nanobots {

struct DecodedPoint {
  Candidate best;        // the solver's point with its bots and distance recounted
  bool optimal = false;  // the solver proved its objective optimal
};

// `model` is "stage1", "stage2" or "smt"; `instance` names the input as the writer did. nullopt
// when the solver proved the model infeasible. InputError (FILE:LINE:COL) when the text is not an
// answer to that model, or the solver claims a bot reaches the point when it does not, or claims
// a count or distance the recount does not give.
std::optional<DecodedPoint> decode_point_answer(const Swarm& swarm, const std::string& model,
                                                const std::string& instance,
                                                const std::string& text, const std::string& source);

}  // namespace puzzlelab::nanobots
