// Moves as text: the line `hanoi solve` prints for each move ("move disk 1 from peg A to B", or
// compact "1AB", or a JSON object), written through a 1 MiB buffer so that 2^25 lines take well
// under a second, and the step-by-step picture (`--show`, and a report's drawing).
#pragma once

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

// {"disk": 1, "from": "A", "to": "B"}
nlohmann::json move_json(const Move& move);
// "move disk 1 from peg A to B" (no newline)
std::string move_line(const Move& move);

// Buffered output of move lines: one fwrite per MiB.
class MoveWriter {
 public:
  enum class Style { kText, kCompact, kJson };
  MoveWriter(Style style, std::FILE* out);
  ~MoveWriter() { flush(); }
  MoveWriter(const MoveWriter&) = delete;
  MoveWriter& operator=(const MoveWriter&) = delete;

  // One move: a line (text, compact) or an object after a ",\n" separator (JSON).
  void write(const Move& move);
  void operator()(const Move& move) { write(move); }
  // Text between moves, written in order.
  void text(const std::string& s);
  void flush();

 private:
  Style style_;
  std::FILE* out_;
  std::vector<char> buffer_;
  std::size_t used_ = 0;
  bool first_ = true;
  std::vector<std::string> prefix_;  // per disk
};

// The towers of the start, then for each move its line and the towers after it.
std::string show_sequence(const Config& start, const std::vector<Move>& moves, int pegs);

}  // namespace puzzlelab::hanoi
