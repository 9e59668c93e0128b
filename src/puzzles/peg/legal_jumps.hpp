// The legal jumps of a position, found a group at a time by shifts instead of one test a jump.
//
// Jumps whose holes sit at the same offsets in hole numbering (over - from, to - over) form a
// group: on the English board, every rightward jump is (+1, +1) and the downward jumps from one
// row share theirs. A group's legal jumps are the bits of
//     position & (position shifted by over - from) & (empty shifted by to - from) & group's froms,
// a handful of word operations for the whole group. Groups whose `from` holes differ are OR-ed
// into one word (one word a direction on a plain grid), and each word's bits name their jumps
// through a table, so the loop over legal jumps runs over a few words, not over every jump.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

template <BitWord Bits>
class LegalJumps {
 public:
  explicit LegalJumps(const Board& board) {
    for (int j = 0; j < static_cast<int>(board.jumps().size()); ++j) {
      const Jump& jump = board.jumps()[j];
      const int over = jump.over - jump.from;
      const int to = jump.to - jump.from;
      Group* group = nullptr;
      for (Group& g : groups_) {
        if (g.over == over && g.to == to) group = &g;
      }
      if (group == nullptr) group = &groups_.emplace_back(Group{over, to, 0, -1});
      group->from |= bit<Bits>(jump.from);
      froms_of_jump_.push_back(jump.from);
      group_of_jump_.push_back(static_cast<int>(group - groups_.data()));
    }
    // Words: each group goes to the first word none of whose groups shares a `from` hole.
    std::vector<Bits> word_froms;
    for (Group& g : groups_) {
      int w = 0;
      while (w < static_cast<int>(word_froms.size()) && (word_froms[w] & g.from) != 0) ++w;
      if (w == static_cast<int>(word_froms.size())) word_froms.push_back(0);
      word_froms[w] |= g.from;
      g.word = w;
    }
    std::vector<Group> by_word;
    for (int w = 0; w < static_cast<int>(word_froms.size()); ++w) {
      for (const Group& g : groups_) {
        if (g.word == w) by_word.push_back(g);
      }
      word_end_.push_back(static_cast<int>(by_word.size()));
    }
    jump_at_.assign(word_froms.size() * kMaxHoles, -1);
    for (int j = 0; j < static_cast<int>(froms_of_jump_.size()); ++j) {
      const int w = groups_[group_of_jump_[j]].word;
      jump_at_[w * kMaxHoles + froms_of_jump_[j]] = j;
    }
    groups_ = std::move(by_word);
  }

  // Calls f(jump) for every legal jump from `position` (jump indices into board.jumps()) and
  // says whether there was one.
  template <class F>
  bool for_each(Bits position, const F& f) const {
    const Bits empty = ~position;
    bool any = false;
    int g = 0;
    for (int w = 0; w < static_cast<int>(word_end_.size()); ++w) {
      Bits froms = 0;
      for (; g < word_end_[w]; ++g) {
        const Group& group = groups_[g];
        froms |= position & shifted(position, group.over) & shifted(empty, group.to) & group.from;
      }
      any |= froms != 0;
      const std::int16_t* jumps = &jump_at_[static_cast<std::size_t>(w) * kMaxHoles];
      while (froms != 0) {
        const int hole = lowest_bit(froms);
        froms &= froms - 1;
        f(static_cast<int>(jumps[hole]));
      }
    }
    return any;
  }

 private:
  struct Group {
    int over;   // over - from
    int to;     // to - from
    Bits from;  // the holes a jump of the group starts from
    int word;
  };

  // Bit i of the result is bit i + offset of `bits`.
  static Bits shifted(Bits bits, int offset) {
    return offset >= 0 ? bits >> offset : bits << -offset;
  }

  std::vector<Group> groups_;          // by word
  std::vector<int> word_end_;          // [word] -> one past its last group
  std::vector<std::int16_t> jump_at_;  // [word * kMaxHoles + from] -> jump
  std::vector<int> froms_of_jump_;
  std::vector<int> group_of_jump_;
};

}  // namespace puzzlelab::peg
