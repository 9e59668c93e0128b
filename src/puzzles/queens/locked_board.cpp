#include "puzzles/queens/locked_board.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "core/error.hpp"

namespace puzzlelab::queens {
namespace {

constexpr int kFiles = 26;  // a..z

[[noreturn]] void bad_square(const std::string& text, const std::string& why) {
  throw InputError("--lock '" + text + "': " + why);
}

// Parses a non-negative decimal number filling the whole of `digits`; nullopt otherwise.
std::optional<long> parse_number(const std::string& digits) {
  if (digits.empty() || digits.size() > 6) return std::nullopt;
  for (char c : digits) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  }
  return std::strtol(digits.c_str(), nullptr, 10);
}

// Little-endian base-10^9 digits: enough arithmetic for the two closed forms.
class BigNatural {
 public:
  explicit BigNatural(std::uint32_t value) : limbs_{value} {}
  void multiply(std::uint32_t factor) {
    std::uint64_t carry = 0;
    for (auto& limb : limbs_) {
      const std::uint64_t product = std::uint64_t{limb} * factor + carry;
      limb = static_cast<std::uint32_t>(product % kBase);
      carry = product / kBase;
    }
    while (carry > 0) {
      limbs_.push_back(static_cast<std::uint32_t>(carry % kBase));
      carry /= kBase;
    }
  }
  // Exact division by a small divisor (the caller knows it divides).
  void divide(std::uint32_t divisor) {
    std::uint64_t remainder = 0;
    for (auto it = limbs_.rbegin(); it != limbs_.rend(); ++it) {
      const std::uint64_t current = remainder * kBase + *it;
      *it = static_cast<std::uint32_t>(current / divisor);
      remainder = current % divisor;
    }
    while (limbs_.size() > 1 && limbs_.back() == 0) limbs_.pop_back();
  }
  BigCount count() const {
    std::string text = std::to_string(limbs_.back());
    for (auto it = limbs_.rbegin() + 1; it != limbs_.rend(); ++it) {
      const std::string part = std::to_string(*it);
      text += std::string(9 - part.size(), '0') + part;
    }
    BigCount result{text, std::nullopt};
    // 2^64 - 1 has 20 digits; compare as text of equal length.
    const std::string max = "18446744073709551615";
    if (text.size() < max.size() || (text.size() == max.size() && text <= max)) {
      result.value = std::stoull(text);
    }
    return result;
  }

 private:
  static constexpr std::uint64_t kBase = 1'000'000'000;
  std::vector<std::uint32_t> limbs_;
};

}  // namespace

Square parse_square(const std::string& text, int n) {
  Square square;
  const auto comma = text.find(',');
  if (comma != std::string::npos) {
    const auto x = parse_number(text.substr(0, comma));
    const auto y = parse_number(text.substr(comma + 1));
    if (!x || !y) bad_square(text, "expected a chess square such as d5 or 0-based x,y such as 3,4");
    if (*x >= n || *y >= n) {
      bad_square(text, "off the " + std::to_string(n) + "x" + std::to_string(n) +
                           " board (x and y are 0-based, 0.." + std::to_string(n - 1) + ")");
    }
    square = {static_cast<int>(*x), static_cast<int>(*y)};
  } else {
    if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0]))) {
      bad_square(text, "expected a chess square such as d5 or 0-based x,y such as 3,4");
    }
    const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    const auto rank = parse_number(text.substr(1));
    if (!rank || *rank < 1) {
      bad_square(text,
                 "expected a chess square such as d5 (rank from 1) or 0-based x,y such as 3,4");
    }
    if (file >= n || *rank > n) {
      bad_square(text, "off the " + std::to_string(n) + "x" + std::to_string(n) +
                           " board (files a.." +
                           std::string(1, static_cast<char>('a' + std::min(n, kFiles) - 1)) +
                           ", ranks 1.." + std::to_string(n) + ")");
    }
    square = {file, static_cast<int>(*rank) - 1};
  }
  return square;
}

std::string square_name(Square square, int n) {
  if (n <= kFiles) {
    return std::string(1, static_cast<char>('a' + square.col)) + std::to_string(square.row + 1);
  }
  return std::to_string(square.col) + "," + std::to_string(square.row);
}

bool attacks(Square a, Square b) {
  return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col ||
         a.row + a.col == b.row + b.col;
}

LockedBoard parse_locked_board(int n, const std::vector<std::string>& squares) {
  make_locked_board(n, std::vector<Square>{});
  std::vector<Square> locks;
  for (const std::string& text : squares) locks.push_back(parse_square(text, n));
  return make_locked_board(n, std::move(locks));
}

int LockedBoard::free_rows() const {
  std::vector<bool> locked(n, false);
  for (const Square& s : locks) locked[s.row] = true;
  return static_cast<int>(std::count(locked.begin(), locked.end(), false));
}

LockedBoard make_locked_board(int n, std::vector<Square> locks) {
  if (n < 1 || n > kMaxLockedN) {
    throw InputError("N must be between 1 and " + std::to_string(kMaxLockedN) +
                     " for the locked-queen methods (got " + std::to_string(n) + ")");
  }
  for (std::size_t i = 0; i < locks.size(); ++i) {
    const Square s = locks[i];
    if (s.col < 0 || s.row < 0 || s.col >= n || s.row >= n) {
      throw InputError("locked square (" + std::to_string(s.col) + "," + std::to_string(s.row) +
                       ") is off the " + std::to_string(n) + "x" + std::to_string(n) + " board");
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (locks[j] == s) throw InputError("square " + square_name(s, n) + " is locked twice");
    }
  }
  return LockedBoard{n, std::move(locks)};
}

std::optional<std::string> attacking_locks(const LockedBoard& board) {
  for (std::size_t i = 0; i < board.locks.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      const Square a = board.locks[j];
      const Square b = board.locks[i];
      if (!attacks(a, b)) continue;
      const char* line = a.row == b.row ? "a row" : a.col == b.col ? "a column" : "a diagonal";
      return "the locked queens on " + square_name(a, board.n) + " and " + square_name(b, board.n) +
             " share " + line + ", so they attack each other";
    }
  }
  return std::nullopt;
}

bool is_completion(const LockedBoard& board, const Placement& placement) {
  if (static_cast<int>(placement.size()) != board.n || !is_solution(placement)) return false;
  return std::all_of(board.locks.begin(), board.locks.end(),
                     [&](Square s) { return placement[s.row] == s.col; });
}

BigCount brute_board_count(const LockedBoard& board) {
  const int free = board.free_squares();
  const int k = std::max(0, board.queens_left());
  BigNatural c(1);
  // C(free, i + 1) = C(free, i) * (free - i) / (i + 1), exact at every step.
  for (int i = 0; i < k; ++i) {
    c.multiply(static_cast<std::uint32_t>(free - i));
    c.divide(static_cast<std::uint32_t>(i + 1));
  }
  return c.count();
}

BigCount rows_board_count(const LockedBoard& board) {
  BigNatural p(1);
  for (int i = board.free_rows(); i > 0; --i) p.multiply(static_cast<std::uint32_t>(board.n));
  return p.count();
}

}  // namespace puzzlelab::queens
