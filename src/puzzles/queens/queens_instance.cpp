#include "puzzles/queens/queens_instance.hpp"

#include <algorithm>
#include <cctype>
#include <utility>

#include "core/error.hpp"
#include "puzzles/queens/solve_large.hpp"

namespace puzzlelab::queens {
namespace {

constexpr const char* kNoLocks = "none";

bool all_digits(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
  });
}

int parse_n(const std::string& text) {
  const std::string range = "1.." + std::to_string(kMaxLargeN);
  if (!all_digits(text) || text.size() > 9 || std::stol(text) < 1 || std::stol(text) > kMaxLargeN)
    throw InputError("size: expected " + range + ", got '" + text.substr(0, 20) + "'");
  return static_cast<int>(std::stol(text));
}

// "d5,a1" or "3,4,0,0": the squares, a pair of numbers being one 0-based x,y square.
std::vector<std::string> split_squares(const std::string& text) {
  std::vector<std::string> words;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    words.push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  std::vector<std::string> squares;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (all_digits(words[i]) && i + 1 < words.size() && all_digits(words[i + 1])) {
      squares.push_back(words[i] + "," + words[i + 1]);
      ++i;
    } else {
      squares.push_back(words[i]);
    }
  }
  return squares;
}

std::vector<Square> parse_locks(const std::string& text, int n) {
  if (text == kNoLocks || text.empty()) return {};
  if (n > kMaxLockedN) {
    throw InputError("lock: locked queens need n <= " + std::to_string(kMaxLockedN) +
                     ", got n = " + std::to_string(n));
  }
  try {
    return parse_locked_board(n, split_squares(text)).locks;
  } catch (const InputError& error) {
    std::string message = error.what();
    if (message.rfind("--lock ", 0) == 0) message.erase(0, 7);
    throw InputError("lock: " + message);
  }
}

}  // namespace

QueensInstance::QueensInstance(int n, std::vector<Square> locks) : n_(n), locks_(std::move(locks)) {
  std::sort(locks_.begin(), locks_.end(), [](const Square& a, const Square& b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  });
}

std::string QueensInstance::canonical() const {
  std::string locks;
  for (const Square& square : locks_)
    locks.append(locks.empty() ? "" : ",").append(square_name(square, n_));
  return puzzle_support::join_params(
      {{"size", std::to_string(n_)}, {"lock", locks.empty() ? kNoLocks : locks}});
}

std::vector<ParamSpec> queens_params() {
  return {
      {"size", "board size: N queens on an N x N board", "8", true, {}, false, {"n"}},
      {"lock",
       "queens locked in place, comma separated: chess squares (d5,a1; a1 bottom-left) or 0-based "
       "x,y pairs; none",
       kNoLocks},
  };
}

QueensInstance parse_queens_instance(const Params& params) {
  puzzle_support::check_param_names(params, queens_params(), "queens");
  const int n = parse_n(puzzle_support::param(params, "size", "8"));
  return QueensInstance(n, parse_locks(puzzle_support::param(params, "lock", kNoLocks), n));
}

}  // namespace puzzlelab::queens
