// What `puzzlelab view` checks and reports of a trace before it embeds it in a page: the header
// must be a PuzzleLab trace of a version the viewer reads; the rest is the viewer's to judge
// (it reports malformed lines with their numbers).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace puzzlelab::cli {

struct TraceSummary {
  std::string puzzle;
  std::string method;
  std::uint64_t events = 0;  // the lines that are events (not header, snapshot, truncated, end)
  std::string status;        // the end line's status; empty when the trace has no end line
  bool truncated = false;
};

// Reads the header (line 1) and counts the events of `text`, a trace read from `source` (a file
// name, or "-"). Throws InputError "SOURCE:1: not a PuzzleLab trace (...)" when line 1 is not a
// header, one naming the version when the version is not one the viewer reads, and one naming
// the puzzle when the viewer has no drawing of it.
TraceSummary check_trace(std::string_view text, const std::string& source);

}  // namespace puzzlelab::cli
