// Exact JSON integers past 2^64. nlohmann::json holds at most 64-bit integers, so a u128 is
// stored as a marked string and the marks are spliced out of the dumped text, leaving the bare
// decimal digits: readers that parse big integers (Python, jq 1.7) get the exact value.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "core/uint128.hpp"

namespace puzzlelab {

// The mark is a control character, which dump() always escapes as "\u0001", followed by a tag:
// no user string can dump to the same text, since a literal backslash would be doubled.
inline constexpr const char* kU128Mark = "\x01u128:";
inline constexpr const char* kU128MarkDumped = "\"\\u0001u128:";

inline nlohmann::json u128_json(u128 value) {
  return std::string(kU128Mark) + to_decimal(value);
}

// dump(indent), with every u128_json value written as a plain JSON integer.
inline std::string dump_with_u128(const nlohmann::json& json, int indent) {
  const std::string text = json.dump(indent);
  const std::string mark = kU128MarkDumped;
  std::string out;
  out.reserve(text.size());
  std::size_t done = 0;
  for (std::size_t at; (at = text.find(mark, done)) != std::string::npos;) {
    const std::size_t digits = at + mark.size();
    const std::size_t quote = text.find('"', digits);
    out.append(text, done, at - done).append(text, digits, quote - digits);
    done = quote + 1;
  }
  return out.append(text, done);
}

}  // namespace puzzlelab
