#include "puzzles/hanoi/rules.hpp"

#include <cctype>

#include "core/error.hpp"

namespace puzzlelab::hanoi {

Config parse_config(const std::string& text, int pegs, const std::string& label) {
  if (text.empty()) throw InputError(label + ": empty configuration (one peg letter per disk)");
  if (text.size() > static_cast<std::size_t>(kMaxDisks)) {
    throw InputError(label + ": " + std::to_string(text.size()) +
                     " disks, more than the limit of " + std::to_string(kMaxDisks));
  }
  Config config;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const int peg = std::toupper(static_cast<unsigned char>(text[i])) - 'A';
    if (peg < 0 || peg >= pegs) {
      throw InputError(label + ": unknown peg '" + std::string(1, text[i]) + "' for disk " +
                       std::to_string(i + 1) + " (pegs are A to " + peg_letter(pegs - 1) + ")");
    }
    config.push_back(static_cast<std::uint8_t>(peg));
  }
  return config;
}

std::string to_string(const Config& config) {
  std::string out;
  for (const std::uint8_t peg : config) out.push_back(peg_letter(peg));
  return out;
}

Config tower(int disks, int peg) {
  return Config(disks, static_cast<std::uint8_t>(peg));
}

Position::Position(const Config& config, int pegs)
    : disks_(static_cast<int>(config.size())), pegs_(pegs) {
  if (disks_ > kMaxDisks || pegs < 3 || pegs > kMaxPegs) internal_error("hanoi: bad position");
  for (int d = 0; d < disks_; ++d) {
    if (config[d] >= pegs) internal_error("hanoi: peg out of range");
    masks_[config[d]] |= std::uint64_t{1} << d;
  }
}

Config Position::config() const {
  Config out(disks_);
  for (int d = 0; d < disks_; ++d) {
    for (int p = 0; p < pegs_; ++p) {
      if ((masks_[p] >> d) & 1) out[d] = static_cast<std::uint8_t>(p);
    }
  }
  return out;
}

bool Position::matches(const Config& config) const {
  return static_cast<int>(config.size()) == disks_ && Position(config, pegs_).masks_ == masks_;
}

std::string check_sequence(const Config& start, const Config& goal, int pegs,
                           const std::vector<Move>& moves) {
  Position position(start, pegs);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!position.legal(moves[i])) return "move " + std::to_string(i + 1) + " is illegal";
    position.apply(moves[i]);
  }
  if (!position.matches(goal)) return "the moves end at " + to_string(position.config());
  return "";
}

void CheckedSink::fail(const Move& move) const {
  internal_error("hanoi: a solver produced an illegal move (disk " + std::to_string(move.disk) +
                 " from " + peg_letter(move.from) + " to " + peg_letter(move.to) + ")");
}

}  // namespace puzzlelab::hanoi
