// JSON text exactly as nlohmann::json's compact dump writes it (dump(-1, ' ', false, replace): no
// spaces, an object's members in its own order, which is sorted by name, UTF-8 kept and invalid
// UTF-8 replaced by U+FFFD), appended to a string that the caller keeps from line to line, so
// that a trace line costs no allocation of its own.
#pragma once

#include <charconv>
#include <concepts>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace puzzlelab::trace {

// `text` quoted and escaped: \" \\ \b \f \n \r \t, \u00xx for the other control characters.
void append_json_string(std::string& out, std::string_view text);

template <std::integral Integer>
void append_json_integer(std::string& out, Integer value) {
  char digits[24];
  const auto result = std::to_chars(digits, digits + sizeof digits, value);
  out.append(digits, result.ptr);
}

void append_json(std::string& out, const nlohmann::json& value);

}  // namespace puzzlelab::trace
