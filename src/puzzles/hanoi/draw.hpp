// Pictures of a move sequence: towers as text for the terminal, and the sequence of states as
// SVG (one small panel per state, like the inventory-and-network post's table of pictures) or as a
// self-contained HTML page with the same panels and a step-through slider.
#pragma once

#include <string>
#include <vector>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// Most states a picture holds (start plus moves), and most disks drawn.
inline constexpr std::size_t kMaxPictureStates = 1024;
inline constexpr int kMaxPictureDisks = 12;

// The towers of one position, as text lines (top row first, then the base and peg letters).
std::string draw_towers(const Config& config, int pegs);
std::string svg_sequence(const Config& start, const std::vector<Move>& moves, int pegs);
std::string html_sequence(const Config& start, const std::vector<Move>& moves, int pegs);

}  // namespace puzzlelab::hanoi
