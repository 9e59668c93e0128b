// Which ground actions may apply in a state, found without testing every action (the planners'
// successor generators serve the same end). Each action is listed under one atom its
// precondition needs, the one fewest actions need, so that the lists stay short; a state's
// candidates are the lists of its true atoms, plus the actions that need no atom, in the order
// of task.actions. An 8-puzzle state then tests 20 to 22 of the 192 actions.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "puzzles/pddl/state.hpp"

namespace puzzlelab::pddl {

struct Task;

class SuccessorIndex {
 public:
  explicit SuccessorIndex(const Task& task);

  // Calls f(index) for each action that may apply in `state` (each action whose listed atom
  // holds, and each that needs none, less those a needed atom of which is false where the index
  // keeps the atoms as masks), in increasing index order; every action that applies is among
  // them.
  template <class F>
  void for_each_candidate(const State& state, F&& f) const {
    constexpr std::size_t kInline = 512;
    std::uint32_t inline_buffer[kInline];
    std::vector<std::uint32_t> spilled;  // only for a state with more candidates
    std::size_t count = 0;
    const std::span<const std::uint64_t> words = state.words();
    const auto needs_met = [&](std::uint32_t action) {
      const std::uint64_t* mask = masks_.data() + std::size_t{action} * atom_words_;
      for (std::size_t w = 0; w < atom_words_; ++w)
        if ((words[w] & mask[w]) != mask[w]) return false;
      return true;
    };
    const auto take = [&](const std::uint32_t* first, const std::uint32_t* last) {
      for (; first != last; ++first) {
        if (!masks_.empty() && !needs_met(*first)) continue;
        if (spilled.empty() && count < kInline) {
          inline_buffer[count] = *first;
        } else {
          if (spilled.empty()) spilled.assign(inline_buffer, inline_buffer + count);
          spilled.push_back(*first);
        }
        ++count;
      }
    };
    for (std::size_t w = 0; w < atom_words_; ++w) {
      for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1) {
        const std::size_t atom = w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
        take(actions_.data() + begin_[atom], actions_.data() + begin_[atom + 1]);
      }
    }
    take(unconditioned_.data(), unconditioned_.data() + unconditioned_.size());
    std::uint32_t* const candidates = spilled.empty() ? inline_buffer : spilled.data();
    std::sort(candidates, candidates + count);
    for (std::size_t i = 0; i < count; ++i) f(candidates[i]);
  }

  // Whether for_each_candidate's test of `action` was its whole precondition (positive atoms
  // only, kept as a mask), so that it need not be tested again.
  bool fully_tested(std::uint32_t action) const {
    return !masks_.empty() && positive_only_[action] != 0;
  }

  // Whether the index was built for a task of this many actions (a hand-made task may have
  // none).
  bool covers(std::size_t actions) const { return actions == action_count_; }

 private:
  std::size_t atom_words_ = 0;
  std::size_t action_count_ = 0;
  std::vector<std::uint32_t> begin_;          // per atom, into actions_
  std::vector<std::uint32_t> actions_;        // grouped by listed atom, each group in index order
  std::vector<std::uint32_t> unconditioned_;  // actions that need no atom
  // Each action's positive precondition atoms as atom_words_ words (empty for a task of more
  // than kMaskedWords words, where the masks would cost more than they save).
  static constexpr std::size_t kMaskedWords = 8;
  std::vector<std::uint64_t> masks_;
  std::vector<std::uint8_t> positive_only_;  // 1: the precondition is its positive atoms alone
};

}  // namespace puzzlelab::pddl
