// Numbers for people: every count the product prints in text is grouped the same way,
// "40,861,647,040,079,968". Answers meant to be pasted elsewhere (an Advent of Code distance, a
// JSON field) keep their plain digits.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace puzzlelab {

// "1234567" -> "1,234,567"; `digits` is a plain decimal number, as to_decimal or to_string write.
std::string with_commas(std::string_view digits);
std::string with_commas(std::uint64_t value);

}  // namespace puzzlelab
