// PDDL requirements: what a file declares (:requirements) against the features its forms use.
// Real files often declare too little (`:strips` with costs) or too much, and every planner
// reads them anyway, so a mismatch is a warning, never an error. Requirements for what this
// library does not support yet (durative actions, derived predicates, ...) are refused.
// `:numeric-fluents` (or `:fluents`) and `:constraints` grant bounded integer fluents and the
// `always` state constraints (docs/pddl.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::pddl {

// The features a domain or problem can use, one bit each.
enum class Feature : std::uint8_t {
  kStrips,
  kTyping,
  kNegativePreconditions,
  kDisjunctivePreconditions,
  kEquality,
  kExistentialPreconditions,
  kUniversalPreconditions,
  kConditionalEffects,
  kActionCosts,
  kNumericFluents,
  kConstraints,
  kCount
};

class FeatureSet {
 public:
  void add(Feature feature) { bits_ |= bit(feature); }
  void add(const FeatureSet& other) { bits_ |= other.bits_; }
  bool has(Feature feature) const { return (bits_ & bit(feature)) != 0; }

 private:
  static std::uint32_t bit(Feature feature) { return 1u << static_cast<unsigned>(feature); }
  std::uint32_t bits_ = 0;
};

// The requirement keyword that grants a feature (":negative-preconditions").
std::string_view requirement_name(Feature feature);

// What a requirement keyword (lower case, with its colon) declares. Empty optional: not a
// requirement this library supports; then unsupported_requirement says whether it is one that
// must be refused (a sentence saying why) or unknown (empty).
std::optional<FeatureSet> features_of_requirement(std::string_view keyword);
std::string unsupported_requirement(std::string_view keyword);

// The requirements a file declares: `granted` with what :adl and :quantified-preconditions
// imply, `named` only the features named one by one (an :adl file that uses no quantifier is
// no mistake worth a warning).
struct Declared {
  FeatureSet granted;
  FeatureSet named;
};

// One line per mismatch: a feature used but not granted, or named and never used (":strips"
// excepted: it is what a file without requirements means).
std::vector<std::string> requirement_warnings(const Declared& declared, const FeatureSet& used);

}  // namespace puzzlelab::pddl
