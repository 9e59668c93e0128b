#include "puzzles/tm/decode_answer.hpp"

#include "puzzle/model_answer.hpp"
#include "puzzles/tm/accept.hpp"
#include "puzzles/tm/encode_sat.hpp"

namespace puzzlelab::turing {

std::optional<Computation> decode_run_answer(const Machine& machine, const std::vector<int>& input,
                                             int steps, const std::string& text,
                                             const std::string& source) {
  // The encoding that wrote the formula (pairwise, as `export` writes it): the same numbering.
  const TuringEncoding encoding(machine, input, steps);
  const std::optional<sat::SatResult> answer =
      model_answer::read_sat_answer(encoding.cnf(), text, source);
  if (!answer) return std::nullopt;
  // Every clause holds, so each time has one state, one head and one symbol a square: decode
  // cannot fail. The replay is check_computation, the one the sat method's answers pass.
  const Computation full = encoding.decode(*answer);
  const std::string problem = check_computation(machine, input, steps, full);
  if (!problem.empty()) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the run in the answer is not an accepting computation: " + problem);
  }
  return until_acceptance(machine, full);
}

}  // namespace puzzlelab::turing
