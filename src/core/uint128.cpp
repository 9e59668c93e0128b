#include "core/uint128.hpp"

#include <algorithm>

namespace puzzlelab {

std::string to_decimal(u128 value) {
  if (value == 0) return "0";
  std::string digits;
  while (value != 0) {
    digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

}  // namespace puzzlelab
