// A board for search/ida_star.hpp: the board with its lower bound kept up to date move by move.
// A move changes one tile's Manhattan distance, and only the lines that tile leaves and enters
// (two rows for a vertical move, two columns for a horizontal one) can change their conflicts;
// the order of the tiles within every other line stays as it was, the blank not being a tile.
#pragma once

#include <array>

#include "puzzles/tiles/lower_bound.hpp"
#include "puzzles/tiles/rules.hpp"

namespace puzzlelab::tiles {

class SlidingProblem {
 public:
  struct State {
    Board board;
    int manhattan = 0;
    int conflicts = 0;  // the sum of the two arrays
    std::array<int, kMaxSize> row_conflicts{};
    std::array<int, kMaxSize> column_conflicts{};
  };
  using Move = Direction;

  explicit SlidingProblem(const Board& goal) : bound_(goal) {}

  State state_of(const Board& board) const;

  int estimate(const State& state) const { return state.manhattan + state.conflicts; }
  // Every tile on its goal cell: the blank is on its own too.
  bool is_goal(const State& state) const { return state.manhattan == 0; }
  void apply(State& state, Direction direction) const;
  void undo(State& state, Direction direction) const { apply(state, opposite(direction)); }

  template <class Visit>
  void for_each_move(const State& state, const Direction* previous, Visit&& visit) const {
    for (Direction direction : kDirections) {
      if (previous != nullptr && direction == opposite(*previous)) continue;
      if (can_move(state.board, direction) && visit(direction)) return;
    }
  }

 private:
  void recount_row(State& state, int row) const;
  void recount_column(State& state, int column) const;

  LowerBound bound_;
};

}  // namespace puzzlelab::tiles
