// Exact counts past 2^64 (the English board's losing games exceed it) use the compiler's
// unsigned __int128; this header gives it a name and a decimal form.
#pragma once

#include <cstdint>
#include <string>

namespace puzzlelab {

using u128 = unsigned __int128;

std::string to_decimal(u128 value);

}  // namespace puzzlelab
