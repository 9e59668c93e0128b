// "Did you mean ...?" for misspelt commands, options and choices.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::cli {

// Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word`, when it is close enough to be a likely slip: at most one edit
// for short words, two for longer ones, and never more than a third of the word. A candidate that
// `word` begins (an abbreviation) counts as close.
std::optional<std::string> nearest_word(std::string_view word,
                                        const std::vector<std::string>& candidates);

// " (did you mean X?)" or "".
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace puzzlelab::cli
