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
// `peg count` take 6 % fewer instructions (callgrind, the first 1.5 M parents).
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
    const int width = board.max_x() - board.min_x() + 1;
    const int height = board.max_y() - board.min_y() + 1;
    std::vector<int> cells;
    for (const Cell& c : board.holes()) {
      cells.push_back((c.y - board.min_y()) * width + (c.x - board.min_x()));
    }
    std::vector<int> holes(board.hole_count());
    for (int h = 0; h < board.hole_count(); ++h) holes[h] = h;
    const bool grid_fits = width * height <= kBits;
    if (grid_fits && count_groups(board, cells) < count_groups(board, holes)) {
      use_numbering(board, cells);
      to_cells_.assign(static_cast<std::size_t>(bytes_of(board)) * 256, 0);
      for (int h = 0; h < board.hole_count(); ++h) {
        for (int value = 0; value < 256; ++value) {
          if ((value >> (h % 8)) & 1) to_cells_[(h / 8) * 256 + value] |= bit<Bits>(cells[h]);
        }
      }
      board_cells_ = 0;
      for (const int c : cells) board_cells_ |= bit<Bits>(c);
    } else {
      use_numbering(board, holes);
    }
  }

  // Calls f(jump) for every legal jump from `position` (jump indices into board.jumps()) and
  // says whether there was one.
  template <class F>
  bool for_each(Bits position, const F& f) const {
    if (!to_cells_.empty()) position = in_cells(position);
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
  bool uses_grid() const { return !to_cells_.empty(); }

 private:
  static constexpr int kBits = static_cast<int>(8 * sizeof(Bits));

  struct Group {
    int over;   // over - from
    int to;     // to - from
    Bits from;  // the bits a jump of the group starts from
    int word;
  };

  static int bytes_of(const Board& board) { return (board.hole_count() + 7) / 8; }

  // The groups the jumps make when hole h is bit number[h].
  static int count_groups(const Board& board, const std::vector<int>& number) {
    std::vector<std::pair<int, int>> offsets;
    for (const Jump& jump : board.jumps()) {
      const std::pair<int, int> offset{number[jump.over] - number[jump.from],
                                       number[jump.to] - number[jump.from]};
      bool seen = false;
      for (const auto& o : offsets) seen |= o == offset;
      if (!seen) offsets.push_back(offset);
    }
    return static_cast<int>(offsets.size());
  }

  // Groups, words and the jump table for bit number[h] standing for hole h.
  void use_numbering(const Board& board, const std::vector<int>& number) {
    const std::vector<Jump>& board_jumps = board.jumps();
    std::vector<int> group_of_jump;
    for (const Jump& jump : board_jumps) {
      const int over = number[jump.over] - number[jump.from];
      const int to = number[jump.to] - number[jump.from];
      Group* group = nullptr;
      for (Group& g : groups_) {
        if (g.over == over && g.to == to) group = &g;
      }
      if (group == nullptr) group = &groups_.emplace_back(Group{over, to, 0, -1});
      group->from |= bit<Bits>(number[jump.from]);
      group_of_jump.push_back(static_cast<int>(group - groups_.data()));
    }
    // Words: each group goes to the first word none of whose groups shares a `from` bit.
    std::vector<Bits> word_froms;
    for (Group& g : groups_) {
      int w = 0;
      while (w < static_cast<int>(word_froms.size()) && (word_froms[w] & g.from) != 0) ++w;
      if (w == static_cast<int>(word_froms.size())) word_froms.push_back(0);
      word_froms[w] |= g.from;
      g.word = w;
    }
    jump_at_.assign(word_froms.size() * kBits, -1);
    for (int j = 0; j < static_cast<int>(board_jumps.size()); ++j) {
      const int w = groups_[group_of_jump[j]].word;
      jump_at_[static_cast<std::size_t>(w) * kBits + number[board_jumps[j].from]] =
          static_cast<std::int16_t>(j);
    }
    std::vector<Group> by_word;
    for (int w = 0; w < static_cast<int>(word_froms.size()); ++w) {
      for (const Group& g : groups_) {
        if (g.word == w) by_word.push_back(g);
      }
      word_end_.push_back(static_cast<int>(by_word.size()));
    }
    groups_ = std::move(by_word);
  }

  // A position in grid numbering. Cells outside the board read as pegs, so that no jump lands
  // on one (none is in a group's `from` bits either).
  Bits in_cells(Bits position) const {
    Bits out = ~board_cells_;
    const std::size_t bytes = to_cells_.size() / 256;
    for (std::size_t b = 0; b < bytes; ++b) {
      out |=
          to_cells_[b * 256 + static_cast<unsigned>(static_cast<std::uint64_t>(position) & 0xff)];
      position >>= 8;
    }
    return out;
  }

  // Bit i of the result is bit i + offset of `bits`.
  static Bits shifted(Bits bits, int offset) {
    return offset >= 0 ? bits >> offset : bits << -offset;
  }

  std::vector<Group> groups_;          // by word
  std::vector<int> word_end_;          // [word] -> one past its last group
  std::vector<std::int16_t> jump_at_;  // [word * kBits + from bit] -> jump
  std::vector<Bits> to_cells_;         // [byte * 256 + value] -> cells; empty: hole numbering
  Bits board_cells_ = 0;
};

}  // namespace puzzlelab::peg
