// The rules of a knight's tour: every square visited once by knight moves; a closed tour also
// ends a knight's move from its start. The checker every answer passes before it is reported.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace puzzlelab::knights {

// Whether squares a and b (indices y * size + x) are a knight's move apart.
bool is_knight_move(int size, int a, int b);

// std::nullopt when `path` is a tour (closed: also ends a knight's move from its start),
// otherwise the first fault.
std::optional<std::string> verify_tour(int size, const std::vector<int>& path, bool closed);

}  // namespace puzzlelab::knights
