#include "core/number_text.hpp"

namespace puzzlelab {

std::string with_commas(std::string_view digits) {
  const std::size_t sign = !digits.empty() && digits[0] == '-' ? 1 : 0;
  std::string grouped(digits.substr(0, sign));
  const std::size_t length = digits.size() - sign;
  for (std::size_t i = 0; i < length; ++i) {
    if (i > 0 && (length - i) % 3 == 0) grouped += ',';
    grouped += digits[sign + i];
  }
  return grouped;
}

std::string with_commas(std::uint64_t value) {
  return with_commas(std::to_string(value));
}

}  // namespace puzzlelab
