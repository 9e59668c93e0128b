// A machine built into the program, so that an installed binary has a default instance: the
// composite-number machine of examples/tm/composite.tm (commented there), without its comments.
#pragma once

#include <string_view>

namespace puzzlelab::turing {

// The name the `file` parameter takes for it.
inline constexpr std::string_view kCompositeName = "composite";

// Accepts 1^n exactly when n = p * k with p, k >= 2, guessing p; 1111 is accepted in 17 steps.
std::string_view composite_text();

}  // namespace puzzlelab::turing
