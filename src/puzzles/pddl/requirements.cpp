#include "puzzles/pddl/requirements.hpp"

#include <array>
#include <utility>

namespace puzzlelab::pddl {
namespace {

using enum Feature;

constexpr std::array<std::string_view, static_cast<std::size_t>(kCount)> kNames = {
    ":strips",
    ":typing",
    ":negative-preconditions",
    ":disjunctive-preconditions",
    ":equality",
    ":existential-preconditions",
    ":universal-preconditions",
    ":conditional-effects",
    ":action-costs",
    ":numeric-fluents",
    ":constraints",
};

FeatureSet set_of(std::initializer_list<Feature> features) {
  FeatureSet set;
  for (Feature feature : features) set.add(feature);
  return set;
}

}  // namespace

std::string_view requirement_name(Feature feature) {
  return kNames[static_cast<std::size_t>(feature)];
}

std::optional<FeatureSet> features_of_requirement(std::string_view keyword) {
  // Numeric fluents are declared by many files whose only number is the total cost: they grant
  // the costs too.
  if (keyword == ":numeric-fluents" || keyword == ":fluents")
    return set_of({kNumericFluents, kActionCosts});
  for (std::size_t i = 0; i < kNames.size(); ++i)
    if (kNames[i] == keyword) return set_of({static_cast<Feature>(i)});
  if (keyword == ":quantified-preconditions")
    return set_of({kExistentialPreconditions, kUniversalPreconditions});
  if (keyword == ":adl") {
    return set_of({kStrips, kTyping, kNegativePreconditions, kDisjunctivePreconditions, kEquality,
                   kExistentialPreconditions, kUniversalPreconditions, kConditionalEffects});
  }
  return std::nullopt;
}

std::string unsupported_requirement(std::string_view keyword) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kRefused = {{
      {":durative-actions", "durative actions"},
      {":duration-inequalities", "durative actions"},
      {":continuous-effects", "continuous effects"},
      {":time", "processes and events"},
      {":derived-predicates", "derived predicates"},
      {":timed-initial-literals", "timed initial literals"},
      {":preferences", "preferences"},
      {":object-fluents", "object fluents"},
      {":timed-initial-fluents", "timed initial fluents"},
  }};
  for (const auto& [name, what] : kRefused)
    if (name == keyword) return std::string(what) + " are not supported yet";
  return {};
}

std::vector<std::string> requirement_warnings(const Declared& declared, const FeatureSet& used) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    const auto feature = static_cast<Feature>(i);
    if (feature == kStrips) continue;
    // Declared for the total cost alone, as many files do: no mistake worth a warning.
    if (feature == kNumericFluents && used.has(kActionCosts) && !used.has(feature)) continue;
    if (used.has(feature) && !declared.granted.has(feature))
      lines.push_back("uses " + std::string(kNames[i]) + " without declaring it");
    else if (declared.named.has(feature) && !used.has(feature))
      lines.push_back("declares " + std::string(kNames[i]) + " but does not use it");
  }
  return lines;
}

}  // namespace puzzlelab::pddl
