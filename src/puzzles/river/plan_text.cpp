#include "puzzles/river/plan_text.hpp"

#include <bit>
#include <cstdio>

namespace puzzlelab::river {
namespace {

// printf into a string of the exact length.
template <class... Args>
std::string formatted(const char* format, Args... args) {
  const int length = std::snprintf(nullptr, 0, format, args...);
  std::string text(static_cast<std::size_t>(length), '\0');
  std::snprintf(text.data(), text.size() + 1, format, args...);
  return text;
}

std::string bank_text(const Variant& variant, std::uint32_t bank) {
  const std::string text = cargo_text(variant, bank);
  return text.empty() ? "-" : text;
}

}  // namespace

const char* direction_name(bool to_far) {
  return to_far ? "near->far" : "far->near";
}

nlohmann::json plan_json(const Variant& variant, const Plan& plan) {
  nlohmann::json moves = nlohmann::json::array();
  for (std::size_t i = 0; i < plan.size(); ++i) {
    moves.push_back({{"trip", i + 1},
                     {"items", cargo_names(variant, plan[i].cargo)},
                     {"direction", direction_name(plan[i].to_far)}});
  }
  return moves;
}

std::string variant_line(const Variant& variant) {
  return formatted("%s: %d items (%s row%s), boat holds %d, %zu conflict%s\n", variant.name.c_str(),
                   variant.item_count(), cargo_text(variant, variant.rowers).c_str(),
                   std::popcount(variant.rowers) == 1 ? "s" : "", variant.capacity,
                   variant.conflicts.size(), variant.conflicts.size() == 1 ? "" : "s");
}

std::string plan_table(const Variant& variant, const Plan& plan) {
  std::string out;
  State state = start_state(variant);
  for (std::size_t i = 0; i < plan.size(); ++i) {
    state = apply(state, plan[i]);
    out += formatted("%3zu. %-24s %s   near: %s | far: %s\n", i + 1,
                     cargo_text(variant, plan[i].cargo).c_str(), direction_name(plan[i].to_far),
                     bank_text(variant, variant.all_items() & ~state.far).c_str(),
                     bank_text(variant, state.far).c_str());
  }
  return out;
}

std::string no_plan_text(const SolveResult& result, bool horizon_given) {
  if (result.method != Method::kMilp) return "No plan exists: the goal cannot be reached";
  return "No plan exists within " + std::to_string(result.horizon) +
         " crossings (infeasible model)" +
         (horizon_given ? "" : "; no shortest plan is longer, so none exists");
}

}  // namespace puzzlelab::river
