#include "puzzles/river/decode_answer.hpp"

#include "puzzle/model_answer.hpp"
#include "puzzles/river/encode_milp.hpp"

namespace puzzlelab::river {

std::optional<DecodedPlan> decode_plan_answer(const Variant& variant, const std::string& model,
                                              int horizon, const std::string& text,
                                              const std::string& source) {
  DecodedPlan decoded;
  // The encoding that wrote the model: the solution file names its variables.
  if (model == "network") {
    const RiverNetwork network(variant);
    const auto answer = model_answer::read_cbc_answer(network.model().model(), text, source);
    if (!answer) return std::nullopt;
    std::optional<Plan> plan = network.decode(answer->values);
    if (!plan) {
      model_answer::reject(model_answer::first_line(text, source),
                           "the flow in the answer is not one path from the start to the goal");
    }
    decoded.plan = std::move(*plan);
    decoded.optimal = answer->optimal;
  } else {
    const RiverInventoryModel inventory(variant, horizon);
    const auto answer = model_answer::read_cbc_answer(inventory.model(), text, source);
    if (!answer) return std::nullopt;
    decoded.plan = inventory.decode(answer->values);
    decoded.optimal = answer->optimal;
  }
  // The replay through the rules: a rower in the boat, the boat's capacity, both banks safe after
  // every trip, and everyone across at the end.
  if (const std::optional<std::string> why = verify_plan(variant, decoded.plan)) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the plan in the answer breaks the rules: " + *why);
  }
  return decoded;
}

}  // namespace puzzlelab::river
