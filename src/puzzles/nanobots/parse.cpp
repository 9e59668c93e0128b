#include "puzzles/nanobots/parse.hpp"

#include <limits>

#include "core/error.hpp"
#include "core/text_file.hpp"

namespace puzzlelab::nanobots {
namespace {

// Walks one line, keeping the column for error messages.
class LineReader {
 public:
  LineReader(std::string_view line, SourceLocation where) : line_(line), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& message, std::size_t at) const {
    SourceLocation where = where_;
    where.column = static_cast<int>(at) + 1;
    throw InputError(where, message);
  }

  void skip_spaces() {
    while (pos_ < line_.size() &&
           (line_[pos_] == ' ' || line_[pos_] == '\t' || line_[pos_] == '\r'))
      ++pos_;
  }

  void expect(std::string_view token) {
    skip_spaces();
    if (line_.substr(pos_, token.size()) != token)
      fail("expected '" + std::string(token) + "'", pos_);
    pos_ += token.size();
  }

  Coord integer(const char* what) {
    skip_spaces();
    const std::size_t start = pos_;
    bool negative = false;
    if (pos_ < line_.size() && (line_[pos_] == '-' || line_[pos_] == '+')) {
      negative = line_[pos_] == '-';
      ++pos_;
    }
    if (pos_ >= line_.size() || line_[pos_] < '0' || line_[pos_] > '9')
      fail(std::string("expected an integer for ") + what, start);
    // Accumulate as a negative number so that the most negative 64-bit value parses too.
    constexpr Coord kMin = std::numeric_limits<Coord>::min();
    Coord value = 0;
    while (pos_ < line_.size() && line_[pos_] >= '0' && line_[pos_] <= '9') {
      const int digit = line_[pos_] - '0';
      if (value < (kMin + digit) / 10) fail(std::string(what) + " does not fit in 64 bits", start);
      value = value * 10 - digit;
      ++pos_;
    }
    if (!negative) {
      if (value == kMin) fail(std::string(what) + " does not fit in 64 bits", start);
      value = -value;
    }
    if (value > kMaxMagnitude || value < -kMaxMagnitude)
      fail(std::string(what) + " exceeds the supported magnitude 2^59", start);
    return value;
  }

  void expect_end() {
    skip_spaces();
    if (pos_ < line_.size()) fail("unexpected text after the radius", pos_);
  }

  std::size_t pos() const { return pos_; }

 private:
  std::string_view line_;
  SourceLocation where_;
  std::size_t pos_ = 0;
};

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

Bot parse_bot(std::string_view line, const SourceLocation& where) {
  LineReader in(line, where);
  Bot bot;
  in.expect("pos");
  in.expect("=");
  in.expect("<");
  bot.pos.x = in.integer("x");
  in.expect(",");
  bot.pos.y = in.integer("y");
  in.expect(",");
  bot.pos.z = in.integer("z");
  in.expect(">");
  in.expect(",");
  in.expect("r");
  in.expect("=");
  in.skip_spaces();
  const std::size_t radius_at = in.pos();
  bot.r = in.integer("the radius");
  if (bot.r < 0) in.fail("negative radius " + std::to_string(bot.r), radius_at);
  in.expect_end();
  return bot;
}

}  // namespace

Swarm parse_swarm(std::string_view text, const std::string& source) {
  Swarm swarm;
  int line_number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++line_number;
    if (is_blank(line)) continue;
    swarm.push_back(parse_bot(line, SourceLocation{source, line_number, 0}));
  }
  if (swarm.empty()) throw InputError(SourceLocation{source, 0, 0}, "the file lists no nanobots");
  return swarm;
}

Swarm load_swarm(const std::string& path) {
  return parse_swarm(read_text_file(path), text_source_name(path));
}

}  // namespace puzzlelab::nanobots
