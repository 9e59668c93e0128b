// The one checker every puzzle has (TypedPuzzle::replay): an answer replayed through the
// puzzle's own rules, and the proof a report needs before it may say "verified".
#pragma once

#include <string>
#include <utility>

namespace puzzlelab {

template <class OwnInstance, class OwnAnswer>
class TypedPuzzle;

// What the rules made of an answer.
class RulesVerdict {
 public:
  enum class Kind {
    kHolds,            // every step is legal and the answer reaches the goal
    kNothingToReplay,  // a count or a bound: no moves to replay
    kBroken,           // a step the rules refuse, or the goal not reached: a bug in the method
  };

  static RulesVerdict holds() { return RulesVerdict(Kind::kHolds, {}); }
  static RulesVerdict nothing_to_replay() { return RulesVerdict(Kind::kNothingToReplay, {}); }
  static RulesVerdict broken(std::string why) {
    return RulesVerdict(Kind::kBroken, std::move(why));
  }

  Kind kind() const { return kind_; }
  const std::string& why() const { return why_; }  // for kBroken: what the rules refused

 private:
  RulesVerdict(Kind kind, std::string why) : kind_(kind), why_(std::move(why)) {}
  Kind kind_;
  std::string why_;
};

// Only TypedPuzzle makes one, right after the rules replayed the answer it stores in the report:
// Report::mark_verified takes it, so no method can call its own answer verified.
class ReplayProof {
 private:
  ReplayProof() = default;
  template <class OwnInstance, class OwnAnswer>
  friend class TypedPuzzle;
};

}  // namespace puzzlelab
