#include "puzzles/hanoi/decode_answer.hpp"

#include "puzzle/model_answer.hpp"
#include "puzzles/hanoi/encode_milp.hpp"

namespace puzzlelab::hanoi {

std::optional<DecodedMoves> decode_moves_answer(const Config& start, const Config& goal,
                                                const std::string& model, const std::string& text,
                                                const std::string& source) {
  DecodedMoves decoded;
  // The encoding that wrote the model: the solution file names its variables.
  if (model == "inventory") {
    const InventoryEncoding inventory(start, goal);
    const auto answer = model_answer::read_cbc_answer(inventory.model(), text, source);
    if (!answer) return std::nullopt;
    decoded.moves = inventory.decode(answer->values);
    decoded.optimal = answer->optimal;
  } else {
    const NetworkEncoding network(start, goal);
    const auto answer = model_answer::read_cbc_answer(network.model(), text, source);
    if (!answer) return std::nullopt;
    std::optional<std::vector<Move>> moves = network.decode(answer->values);
    if (!moves) {
      model_answer::reject(model_answer::first_line(text, source),
                           "the flow in the answer is not one path from the start to the goal");
    }
    decoded.moves = std::move(*moves);
    decoded.optimal = answer->optimal;
  }
  // The replay through the rules: every move takes a top disk onto a larger one or an empty peg,
  // and the last position is the goal.
  const std::string problem = check_sequence(start, goal, 3, decoded.moves);
  if (!problem.empty()) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the moves in the answer break the rules: " + problem);
  }
  return decoded;
}

}  // namespace puzzlelab::hanoi
