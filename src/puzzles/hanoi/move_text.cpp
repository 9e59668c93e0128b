#include "puzzles/hanoi/move_text.hpp"

#include <cstring>

#include "puzzles/hanoi/draw.hpp"

namespace puzzlelab::hanoi {

nlohmann::json move_json(const Move& move) {
  return {{"disk", move.disk},
          {"from", std::string(1, peg_letter(move.from))},
          {"to", std::string(1, peg_letter(move.to))}};
}

std::string move_line(const Move& move) {
  return "move disk " + std::to_string(move.disk) + " from peg " + peg_letter(move.from) + " to " +
         peg_letter(move.to);
}

MoveWriter::MoveWriter(Style style, std::FILE* out) : style_(style), out_(out), buffer_(1 << 20) {
  for (int d = 0; d <= kMaxDisks; ++d) {
    prefix_.push_back(style == Style::kText ? "move disk " + std::to_string(d) + " from peg "
                      : style == Style::kJson
                          ? "    {\"disk\": " + std::to_string(d) + ", \"from\": \""
                          : std::to_string(d));
  }
}

void MoveWriter::write(const Move& move) {
  if (used_ + 128 > buffer_.size()) flush();
  char* at = buffer_.data() + used_;
  if (style_ == Style::kJson && !first_) {
    std::memcpy(at, ",\n", 2);
    at += 2;
  }
  first_ = false;
  const std::string& prefix = prefix_[move.disk];
  std::memcpy(at, prefix.data(), prefix.size());
  at += prefix.size();
  *at++ = peg_letter(move.from);
  if (style_ == Style::kText) {
    std::memcpy(at, " to ", 4);
    at += 4;
    *at++ = peg_letter(move.to);
    *at++ = '\n';
  } else if (style_ == Style::kCompact) {
    *at++ = peg_letter(move.to);
    *at++ = '\n';
  } else {
    std::memcpy(at, "\", \"to\": \"", 10);
    at += 10;
    *at++ = peg_letter(move.to);
    std::memcpy(at, "\"}", 2);
    at += 2;
  }
  used_ = static_cast<std::size_t>(at - buffer_.data());
}

void MoveWriter::text(const std::string& s) {
  flush();
  std::fwrite(s.data(), 1, s.size(), out_);
}

void MoveWriter::flush() {
  if (used_ > 0) std::fwrite(buffer_.data(), 1, used_, out_);
  used_ = 0;
}

std::string show_sequence(const Config& start, const std::vector<Move>& moves, int pegs) {
  Position position(start, pegs);
  std::string out = draw_towers(start, pegs);
  for (const Move& move : moves) {
    position.apply(move);
    out += '\n';
    out += move_line(move);
    out += '\n';
    out += draw_towers(position.config(), pegs);
  }
  return out;
}

}  // namespace puzzlelab::hanoi
