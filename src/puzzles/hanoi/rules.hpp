// Tower of Hanoi rules: disks 1..n (1 the smallest) on 3 or 4 pegs A, B, C, D. A configuration
// gives each disk's peg, smallest disk first ("ACB": disk 1 on A, disk 2 on C, disk 3 on B); the
// order on a peg is implied (larger below). Position is the judge every method's moves are
// replayed through: one bitmask per peg, bit d-1 set when disk d is on it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace puzzlelab::hanoi {

inline constexpr int kMaxDisks = 64;  // one bit per disk in a peg mask
inline constexpr int kMaxPegs = 4;

struct Move {
  int disk = 0;  // 1 = smallest
  int from = 0;  // peg index, 0 = A
  int to = 0;
  bool operator==(const Move&) const = default;
};

// config[i] is the peg (0 = A) of disk i + 1.
using Config = std::vector<std::uint8_t>;

inline char peg_letter(int peg) {
  return static_cast<char>('A' + peg);
}
// Third peg of three, given two different ones.
inline int third_peg(int a, int b) {
  return 3 - a - b;
}

// Parses a configuration string (letters A.. for `pegs` pegs, either case). InputError naming
// `label` on an empty string, more than kMaxDisks disks or an unknown peg.
Config parse_config(const std::string& text, int pegs, const std::string& label);
std::string to_string(const Config& config);
// All n disks on one peg.
Config tower(int disks, int peg);

class Position {
 public:
  Position(const Config& config, int pegs);

  // True when `move` follows the rules: pegs in range and different, the disk is on top of its
  // peg, and no smaller disk is on the target peg.
  bool legal(const Move& move) const {
    if (move.disk < 1 || move.disk > disks_ || move.from < 0 || move.from >= pegs_ || move.to < 0 ||
        move.to >= pegs_ || move.from == move.to) {
      return false;
    }
    const std::uint64_t bit = std::uint64_t{1} << (move.disk - 1);
    const std::uint64_t smaller = bit - 1;
    return (masks_[move.from] & bit) != 0 && (masks_[move.from] & smaller) == 0 &&
           (masks_[move.to] & smaller) == 0;
  }
  void apply(const Move& move) {
    const std::uint64_t bit = std::uint64_t{1} << (move.disk - 1);
    masks_[move.from] &= ~bit;
    masks_[move.to] |= bit;
  }
  Config config() const;
  bool matches(const Config& config) const;
  int disks() const { return disks_; }
  int pegs() const { return pegs_; }
  std::uint64_t peg_mask(int peg) const { return masks_[peg]; }

 private:
  std::array<std::uint64_t, kMaxPegs> masks_{};
  int disks_ = 0;
  int pegs_ = 3;
};

// Replays `moves` from `start`: "" when every move is legal and the goal is reached, otherwise
// what went wrong.
std::string check_sequence(const Config& start, const Config& goal, int pegs,
                           const std::vector<Move>& moves);

// Replays a stream of moves through the rules as they are produced; internal_error on an
// illegal move (a bug in a solver, never bad input).
class CheckedSink {
 public:
  CheckedSink(const Config& start, int pegs) : position_(start, pegs) {}
  void check(const Move& move) {
    if (!position_.legal(move)) fail(move);
    position_.apply(move);
    ++count_;
  }
  const Position& position() const { return position_; }
  unsigned __int128 count() const { return count_; }

 private:
  [[noreturn]] void fail(const Move& move) const;
  Position position_;
  unsigned __int128 count_ = 0;
};

}  // namespace puzzlelab::hanoi
