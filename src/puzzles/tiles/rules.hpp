// The rules of the sliding-tile puzzle: an n x n board (n = 2..5) holding the tiles 1..n*n-1
// and one blank (0). A move slides a tile next to the blank into it; PuzzleLab names a move by the
// direction the blank goes ("up" swaps the blank with the tile above it).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::tiles {

constexpr int kMinSize = 2;
constexpr int kMaxSize = 5;
constexpr int kMaxCells = kMaxSize * kMaxSize;

enum class Direction : std::uint8_t { kUp, kDown, kLeft, kRight };
constexpr std::array<Direction, 4> kDirections = {Direction::kUp, Direction::kDown,
                                                  Direction::kLeft, Direction::kRight};

std::string_view to_string(Direction direction);  // "up", "down", "left", "right"
Direction opposite(Direction direction);

struct Board {
  int size = 3;
  std::array<std::uint8_t, kMaxCells> cells{};  // row-major; cells past size*size are 0
  int blank = 0;                                // the blank's cell

  int cell_count() const { return size * size; }
  bool operator==(const Board& other) const = default;
};

// A board from row-major tiles (0 the blank). The caller has checked it is a permutation.
Board make_board(int size, const std::vector<int>& tiles);
std::vector<int> tiles_of(const Board& board);
// 1, 2, ..., n*n-1 and the blank last.
Board blank_last_goal(int size);

// The cell the blank goes to, or nullopt when the move would leave the board.
std::optional<int> target_cell(const Board& board, Direction direction);
bool can_move(const Board& board, Direction direction);
std::vector<Direction> legal_moves(const Board& board);
// The board after the move (which must be legal): the tile beside the blank slides into it.
Board apply(const Board& board, Direction direction);
// The tile the move slides (which must be legal).
int tile_moved(const Board& board, Direction direction);

// Plays `moves` from `start`; the board reached, or nullopt when a move is illegal.
std::optional<Board> replay(const Board& start, const std::vector<Direction>& moves);

}  // namespace puzzlelab::tiles
