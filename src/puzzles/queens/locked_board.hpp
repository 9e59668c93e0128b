// The Queen's Challenge model: an N x N board on which some queens are locked in place, and the
// remaining queens must be added so that no two queens attack each other. Squares are (col, row),
// 0-based from the bottom-left corner, so a1 is (0, 0) and d5 is (3, 4).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

// Locked-queen methods keep one 32-bit mask per row.
inline constexpr int kMaxLockedN = 32;

struct Square {
  int col = 0;
  int row = 0;
  friend bool operator==(const Square&, const Square&) = default;
};

// "d5" (file letter a..z, rank 1..N; a1 bottom-left) or "x,y" (0-based column and row from the
// bottom-left). Throws InputError for malformed text or a square off an n x n board.
Square parse_square(const std::string& text, int n);
// "d5" while n <= 26, else "x,y".
std::string square_name(Square square, int n);

// True when two queens on these squares attack each other (same row, column or diagonal).
bool attacks(Square a, Square b);

struct LockedBoard {
  int n = 0;
  std::vector<Square> locks;  // in the order given; at most one per row once checked

  // Squares not holding a lock, and rows with no lock.
  int free_squares() const { return n * n - static_cast<int>(locks.size()); }
  int free_rows() const;
  int queens_left() const { return n - static_cast<int>(locks.size()); }
};

// Checks N (1..kMaxLockedN) and the locks (on the board, no square twice); throws InputError.
// Locks that attack each other are accepted here: see attacking_locks.
LockedBoard make_locked_board(int n, std::vector<Square> locks);
// A board from squares as written (parse_square): N is checked first, so that the squares are
// judged on a valid board.
LockedBoard parse_locked_board(int n, const std::vector<std::string>& squares);

// When two locks attack each other the board has no completion. Returns a sentence saying which
// two and along which line ("d5 and g8 share a diagonal"), or nullopt when the locks are at peace.
std::optional<std::string> attacking_locks(const LockedBoard& board);

// A completion is a full placement (placement[row] = column, row 0 at the bottom) that is an
// N-queens solution and keeps every lock.
bool is_completion(const LockedBoard& board, const Placement& placement);

// An exact count that may not fit 64 bits (C(1023, 31), 32^32): its decimal digits, and its value
// when it fits.
struct BigCount {
  std::string decimal;
  std::optional<std::uint64_t> value;
};

// Boards the brute-force method examines on a full run: C(free squares, queens left).
BigCount brute_board_count(const LockedBoard& board);
// Boards the rows method examines on a full run: N^(free rows).
BigCount rows_board_count(const LockedBoard& board);

}  // namespace puzzlelab::queens
