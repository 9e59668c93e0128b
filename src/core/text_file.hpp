// The one way the product reads a user's text file: board files, puzzle files, solver answers,
// traces. Every reader gets the same guarantees, so no parser needs its own:
//
// - at most kMaxTextFileBytes, and a larger file (or /dev/zero) is refused by name at the cap,
//   never read to the end of memory;
// - a directory or a block device is refused by name ("FILE: is a directory");
// - a pipe, a FIFO or "-" (standard input) is read once and its text kept for the rest of the
//   run, so a second read of the same name (a board read again for its goal) gets the same
//   text instead of an empty, drained pipe;
// - a UTF-8 byte-order mark is skipped; UTF-16 text and NUL bytes are refused as not text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace puzzlelab {

// The largest file any reader accepts: far above any puzzle, solver answer or trace a run
// writes by default, far below what would exhaust memory.
inline constexpr std::size_t kMaxTextFileBytes = std::size_t{64} << 20;

// The whole text of the file at `path` ("-": standard input). `what` names the file in the
// message of an InputError ("PATH: cannot open WHAT (reason)"); `max_bytes` is the cap (a
// parameter so that tests can use a small one).
std::string read_text_file(const std::string& path, std::string_view what = "the file",
                           std::size_t max_bytes = kMaxTextFileBytes);

// The checks read_text_file applies to the bytes it read, for text that did not come from a
// file: the byte-order mark removed; InputError naming `source` for UTF-16 or a NUL byte.
std::string checked_text(std::string bytes, const std::string& source);

// The name a parser should put in its messages for `path`: "<stdin>" for "-".
std::string text_source_name(const std::string& path);

}  // namespace puzzlelab
