#include "puzzles/hanoi/recursive.hpp"

#include <array>
#include <cstdint>
#include <cstdio>

#include "core/error.hpp"

namespace puzzlelab::hanoi {

std::string pow2_minus_one_decimal(int n) {
  if (n < 0) internal_error("pow2_minus_one_decimal: negative exponent");
  constexpr std::uint32_t kBase = 1000000000;
  std::vector<std::uint32_t> limbs{1};  // little-endian base 10^9
  for (int i = 0; i < n; ++i) {
    std::uint32_t carry = 0;
    for (std::uint32_t& limb : limbs) {
      const std::uint32_t doubled = limb * 2 + carry;  // < 2 * 10^9 + 1 < 2^32
      carry = doubled >= kBase ? 1 : 0;
      limb = doubled - carry * kBase;
    }
    if (carry != 0) limbs.push_back(carry);
  }
  limbs[0] -= 1;  // a power of two never ends in 0, so no borrow
  std::string out = std::to_string(limbs.back());
  char buffer[16];
  for (std::size_t i = limbs.size() - 1; i-- > 0;) {
    std::snprintf(buffer, sizeof buffer, "%09u", static_cast<unsigned>(limbs[i]));
    out += buffer;
  }
  return out;
}

u128 gather_cost(const Config& config, int k, int peg) {
  u128 cost = 0;
  for (int d = k; d >= 1; --d) {
    const int at = config[d - 1];
    if (at == peg) continue;
    cost += pow2(d - 1);  // gather d-1 elsewhere (counted below), move d, tower of d-1: 2^(d-1)
    peg = third_peg(at, peg);
  }
  return cost;
}

Plan plan(const Config& start, const Config& goal) {
  if (start.size() != goal.size()) internal_error("hanoi::plan: different disk counts");
  Plan p;
  int k = static_cast<int>(start.size());
  while (k > 0 && start[k - 1] == goal[k - 1]) --k;
  if (k == 0) return p;
  const int a = start[k - 1], b = goal[k - 1], c = third_peg(a, b);
  p.disk = k;
  p.once_cost = gather_cost(start, k - 1, c) + 1 + gather_cost(goal, k - 1, c);
  p.twice_cost =
      gather_cost(start, k - 1, b) + 1 + (pow2(k - 1) - 1) + 1 + gather_cost(goal, k - 1, a);
  p.twice = p.twice_cost < p.once_cost;
  p.count = p.twice ? p.twice_cost : p.once_cost;
  return p;
}

namespace {

struct FrameStewartTable {
  std::array<u128, kMaxFourPegDisks + 1> count{};
  std::array<int, kMaxFourPegDisks + 1> split{};
  FrameStewartTable() {
    count[0] = 0;
    count[1] = 1;
    for (int n = 2; n <= kMaxFourPegDisks; ++n) {
      bool first = true;
      for (int k = 1; k < n; ++k) {
        const u128 c = 2 * count[k] + pow2(n - k) - 1;
        if (first || c < count[n]) {
          count[n] = c;
          split[n] = k;
          first = false;
        }
      }
    }
  }
};

const FrameStewartTable& frame_stewart_table() {
  static const FrameStewartTable table;
  return table;
}

}  // namespace

u128 frame_stewart_count(int n) {
  if (n < 0 || n > kMaxFourPegDisks) internal_error("frame_stewart_count: n out of range");
  return frame_stewart_table().count[n];
}

int frame_stewart_split(int n) {
  if (n < 2 || n > kMaxFourPegDisks) internal_error("frame_stewart_split: n out of range");
  return frame_stewart_table().split[n];
}

std::vector<Move> optimal_move_list(const Config& start, const Config& goal) {
  std::vector<Move> moves;
  auto sink = [&moves](const Move& m) { moves.push_back(m); };
  optimal_moves(start, goal, sink);
  return moves;
}

}  // namespace puzzlelab::hanoi
