// The one line an error gets on stderr: "puzzlelab: MESSAGE". Messages can quote what a user or a
// file supplied, so the line is cut to a readable length and control bytes are escaped: a token of
// a megabyte or an escape sequence from a file must not reach the terminal as it is.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace puzzlelab::cli {

inline constexpr std::size_t kMaxErrorLineBytes = 400;

// `message` with control bytes written as \xNN (tab and newline as \t and \n) and cut, with
// "...", to kMaxErrorLineBytes.
std::string printable_error(std::string_view message);

// Writes "puzzlelab: " + printable_error(message) and a newline to stderr.
void print_error(std::string_view message);

}  // namespace puzzlelab::cli
