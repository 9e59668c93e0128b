// The boards of up to 4x4 as a graph for search/bfs.hpp: one state per board, keyed by its
// cells packed four bits each into one 64-bit word.
#pragma once

#include <cstdint>

#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

constexpr int kMaxBfsCells = 16;  // four bits a cell in a 64-bit key

struct BoardGraph {
  using State = Board;
  using Move = Direction;
  using Key = std::uint64_t;

  Key key(const Board& board) const {
    Key packed = 0;
    for (int cell = 0; cell < board.cell_count(); ++cell)
      packed |= Key{board.cells[cell]} << (4 * cell);
    return packed;
  }

  template <class Visit>
  void for_each_successor(const Board& board, Visit&& visit) const {
    for (Direction direction : kDirections)
      if (can_move(board, direction)) visit(direction, apply(board, direction));
  }
};

}  // namespace puzzlelab::tiles
