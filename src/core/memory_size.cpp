#include "core/memory_size.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <utility>

namespace puzzlelab {

std::uint64_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page_size <= 0) return 0;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
}

namespace {
std::atomic<int> processes_sharing_memory{1};
}  // namespace

void share_default_memory_limit(int processes) {
  processes_sharing_memory.store(std::max(processes, 1));
}

std::uint64_t default_memory_limit() {
  static const std::uint64_t machine_limit = [] {
    const std::uint64_t physical = physical_memory_bytes();
    return physical == 0 ? std::uint64_t{8} << 30 : physical / 4 * 3;
  }();
  return machine_limit / static_cast<std::uint64_t>(processes_sharing_memory.load());
}

std::optional<std::uint64_t> parse_memory_size(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) != 0)) ++at;
  if (at == 0) return std::nullopt;
  std::size_t digits_end = at;
  bool fraction = false;
  if (at < text.size() && text[at] == '.') {
    fraction = true;
    ++at;
    const std::size_t fraction_begin = at;
    while (at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) != 0)) ++at;
    if (at == fraction_begin) return std::nullopt;
    digits_end = at;
  }
  std::string_view unit = text.substr(digits_end);
  if (!unit.empty() && unit.front() == ' ') unit.remove_prefix(1);
  int shift = 0;
  if (!unit.empty()) {
    switch (std::toupper(static_cast<unsigned char>(unit.front()))) {
      case 'K':
        shift = 10;
        break;
      case 'M':
        shift = 20;
        break;
      case 'G':
        shift = 30;
        break;
      case 'T':
        shift = 40;
        break;
      case 'B':
        shift = -1;
        break;
      default:
        return std::nullopt;
    }
    unit.remove_prefix(shift == -1 ? 0 : 1);
    if (shift == -1) shift = 0;
    if (!unit.empty() && (unit.front() == 'i' || unit.front() == 'I')) unit.remove_prefix(1);
    if (!unit.empty() && (unit.front() == 'b' || unit.front() == 'B')) unit.remove_prefix(1);
    if (!unit.empty()) return std::nullopt;
  }
  const std::string number(text.substr(0, digits_end));
  if (fraction) {
    const double value = std::ldexp(std::strtod(number.c_str(), nullptr), shift);
    if (!(value >= 1) || value >= 18446744073709551615.0) return std::nullopt;
    return static_cast<std::uint64_t>(value);
  }
  std::uint64_t value = 0;
  for (const char digit : number) {
    const auto d = static_cast<std::uint64_t>(digit - '0');
    if (value > (std::numeric_limits<std::uint64_t>::max() - d) / 10) return std::nullopt;
    value = value * 10 + d;
  }
  if (value == 0 || (shift > 0 && value > (std::numeric_limits<std::uint64_t>::max() >> shift)))
    return std::nullopt;
  return value << shift;
}

namespace {

// `value` divided by `base` while it is `base` or more, at most `most` times, and how many.
std::pair<double, int> scaled_down(double value, double base, int most) {
  int steps = 0;
  while (value >= base && steps < most) {
    value /= base;
    ++steps;
  }
  return {value, steps};
}

// "2.5 MiB", "61 M": one decimal below ten, none above.
std::string one_decimal_below_ten(double value, const char* space, const char* unit) {
  char text[32];
  std::snprintf(text, sizeof text, value < 10 ? "%.1f%s%s" : "%.0f%s%s", value, space, unit);
  return text;
}

}  // namespace

std::string memory_text(std::uint64_t bytes) {
  static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
  const auto [value, unit] = scaled_down(static_cast<double>(bytes) / 1024, 1024, 5);
  return one_decimal_below_ten(value, " ", kUnits[unit]);
}

std::string memory_limit_note(std::uint64_t limit, const std::string& what) {
  return "memory limit " + memory_text(limit) + " reached: " + what;
}

std::string rough_count(std::uint64_t count) {
  static constexpr const char* kSuffix[] = {"", " K", " M", " G", " T", " P", " E"};
  if (count < 10000) return std::to_string(count);
  const auto [value, unit] = scaled_down(static_cast<double>(count), 1000, 6);
  return one_decimal_below_ten(value, "", kSuffix[unit]);
}

}  // namespace puzzlelab
