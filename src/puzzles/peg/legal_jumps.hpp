// The legal jumps of a position, found a group at a time by shifts instead of one test a jump.
//
// Jumps whose holes sit at the same offsets (over - from, to - from) form a group, and a group's
// legal jumps are the bits of
//     position & (position shifted by over - from) & (empty shifted by to - from) & group's froms,
// a handful of word operations for the whole group. Groups whose `from` holes differ are OR-ed
// into one word, and each word's bits name their jumps through a table, so the loop over legal
// jumps runs over a few words, not over every jump.
//
// Offsets are taken in one of two numberings. In hole numbering (the position's own bits) the
// vertical jumps of a board whose rows differ in length have an offset per pair of rows: twelve
// groups on the English board. In grid numbering, cell (x, y) of the board's bounding box is bit
// (y - min_y) * width + (x - min_x), and every jump of one direction has one offset: four groups
// there. Grid numbering costs a translation of the position (one table lookup a byte) and is
// used when the box fits in the word and it makes fewer groups; on the English board it made
// `peg count` take 5 % fewer instructions (callgrind, the first 1.5 M parents).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/symmetry.hpp"
#include "puzzles/peg/symmetry_images.hpp"

namespace puzzlelab::peg {

template <BitWord Bits>
class LegalJumps {
 public:
  explicit LegalJumps(const Board& board) {
    const int width = board.max_x() - board.min_x() + 1;
    const int height = board.max_y() - board.min_y() + 1;
    Permutation cells;  // hole -> its cell's bit in grid numbering
    for (const Cell& c : board.holes()) {
      cells.push_back((c.y - board.min_y()) * width + (c.x - board.min_x()));
    }
    Permutation holes(board.hole_count());
    for (int h = 0; h < board.hole_count(); ++h) holes[h] = h;
    Grouping by_hole = group_jumps(board, holes);
    if (width * height <= kBits) {
      Grouping by_cell = group_jumps(board, cells);
      if (by_cell.groups.size() < by_hole.groups.size()) {
        to_cells_.emplace(std::vector<Permutation>{cells}, board.hole_count());
        for (const int c : cells) board_cells_ |= bit<Bits>(c);
        use_grouping(board, cells, std::move(by_cell));
        return;
      }
    }
    use_grouping(board, holes, std::move(by_hole));
  }

  // Calls f(jump) for every legal jump from `position` (jump indices into board.jumps()) and
  // says whether there was one.
  template <class F>
  bool for_each(Bits position, const F& f) const {
    if (to_cells_) position = in_cells(position);
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
      const std::int16_t* jumps = &jump_at_[static_cast<std::size_t>(w) * kBits];
      while (froms != 0) {
        const int bit_index = lowest_bit(froms);
        froms &= froms - 1;
        f(static_cast<int>(jumps[bit_index]));
      }
    }
    return any;
  }

  // Whether positions are translated to grid numbering (for tests).
  bool uses_grid() const { return to_cells_.has_value(); }

 private:
  static constexpr int kBits = static_cast<int>(8 * sizeof(Bits));

  struct Group {
    int over;   // over - from
    int to;     // to - from
    Bits from;  // the bits a jump of the group starts from
    int word;
  };

  // The jumps' groups when hole h is bit number[h], and each jump's group.
  struct Grouping {
    std::vector<Group> groups;
    std::vector<int> group_of_jump;
  };
  static Grouping group_jumps(const Board& board, const Permutation& number) {
    Grouping grouping;
    for (const Jump& jump : board.jumps()) {
      const int over = number[jump.over] - number[jump.from];
      const int to = number[jump.to] - number[jump.from];
      auto group = std::find_if(grouping.groups.begin(), grouping.groups.end(),
                                [&](const Group& g) { return g.over == over && g.to == to; });
      if (group == grouping.groups.end()) {
        group = grouping.groups.insert(group, Group{over, to, 0, -1});
      }
      group->from |= bit<Bits>(number[jump.from]);
      grouping.group_of_jump.push_back(static_cast<int>(group - grouping.groups.begin()));
    }
    return grouping;
  }

  // Words and the jump table from the jumps' grouping under `number`.
  void use_grouping(const Board& board, const Permutation& number, Grouping grouping) {
    std::vector<Group>& groups = grouping.groups;
    // Words: each group goes to the first word none of whose groups shares a `from` bit.
    std::vector<Bits> word_froms;
    for (Group& g : groups) {
      int w = 0;
      while (w < static_cast<int>(word_froms.size()) && (word_froms[w] & g.from) != 0) ++w;
      if (w == static_cast<int>(word_froms.size())) word_froms.push_back(0);
      word_froms[w] |= g.from;
      g.word = w;
    }
    const std::vector<Jump>& jumps = board.jumps();
    jump_at_.assign(word_froms.size() * kBits, -1);
    for (int j = 0; j < static_cast<int>(jumps.size()); ++j) {
      const int w = groups[grouping.group_of_jump[j]].word;
      jump_at_[static_cast<std::size_t>(w) * kBits + number[jumps[j].from]] =
          static_cast<std::int16_t>(j);
    }
    for (int w = 0; w < static_cast<int>(word_froms.size()); ++w) {
      for (const Group& g : groups) {
        if (g.word == w) groups_.push_back(g);
      }
      word_end_.push_back(static_cast<int>(groups_.size()));
    }
  }

  // A position in grid numbering. Cells outside the board read as pegs, so that no jump lands
  // on one (none is in a group's `from` bits either).
  Bits in_cells(Bits position) const { return to_cells_->first_image(position) | ~board_cells_; }

  // Bit i of the result is bit i + offset of `bits`.
  static Bits shifted(Bits bits, int offset) {
    return offset >= 0 ? bits >> offset : bits << -offset;
  }

  std::vector<Group> groups_;                     // by word
  std::vector<int> word_end_;                     // [word] -> one past its last group
  std::vector<std::int16_t> jump_at_;             // [word * kBits + from bit] -> jump
  std::optional<SymmetryImages<Bits>> to_cells_;  // the hole -> cell map; none: hole numbering
  Bits board_cells_ = 0;
};

}  // namespace puzzlelab::peg
