// Internal to the LP and MPS writers: what both formats write the same way.
#pragma once

#include <charconv>
#include <ostream>
#include <string>
#include <string_view>

#include "backends/milp/milp_model.hpp"

namespace puzzlelab::milp::detail {

// Shortest text that reads back as exactly `value` (no rounding to 6 or 17 digits); finite
// values only, the writers spell infinities in their own format's way.
inline std::string format_number(double value) {
  char buffer[32];
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  (void)error;  // 32 characters hold any double
  return std::string(buffer, end);
}

// Writes model.comments, one file comment per line, also splitting comments that contain
// newlines so that no comment text escapes into the model.
inline void write_comments(const Model& model, std::ostream& out, std::string_view prefix) {
  for (const std::string& comment : model.comments) {
    std::string_view rest = comment;
    while (true) {
      const auto newline = rest.find('\n');
      out << prefix << rest.substr(0, newline) << '\n';
      if (newline == std::string_view::npos) break;
      rest.remove_prefix(newline + 1);
    }
  }
}

}  // namespace puzzlelab::milp::detail
