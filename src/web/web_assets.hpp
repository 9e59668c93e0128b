// The files of web/ (the viewer and the pages of `puzzlelab serve`), built into the program.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace puzzlelab::web {

// The content of web/<name> (a file name such as "viewer.js"), or nullopt when there is none.
std::optional<std::string_view> asset(std::string_view name);

// Every built-in file name, sorted.
std::vector<std::string_view> asset_names();

}  // namespace puzzlelab::web
