// The .river text format (docs/river.md):
//
//   # wolf, goat and cabbage
//   items farmer wolf goat cabbage   # every item, once
//   rowers farmer                    # who can take the boat across (one or more items)
//   capacity 2                       # seats in the boat, rowers included (default 2)
//   conflict wolf goat               # must not be left together without a rower
//   conflict goat cabbage
//
// One directive a line, words separated by blanks, `#` starts a comment. Errors are InputError
// with file:line:column.
#pragma once

#include <string>
#include <vector>

#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {

Variant parse_variant(const std::string& text, const std::string& source);
// Reads a file; a missing file is an InputError.
Variant load_variant(const std::string& path);

// Built-in variants by name ("wolf-goat-cabbage"), parsed from their text.
std::vector<std::string> builtin_names();
std::string builtin_text(const std::string& name);  // InputError for an unknown name
Variant builtin_variant(const std::string& name);

}  // namespace puzzlelab::river
