// Prints a Report: for people (the drawing, the answer in one line, the work), or as the JSON of
// docs/json.md.
#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include "cli_common.hpp"
#include "core/number_text.hpp"
#include "puzzle/report.hpp"

namespace puzzlelab::cli {

// What a listing of the answer printed: whether any line, and why a limit cut it short (the
// report then ends as stopped, exit 3).
struct ListingEnd {
  bool printed = false;
  std::optional<std::string> cut;
};

// Prints a report's answer line by line in place of its drawing, for a front door that streams
// an answer too long to hold as one (`hanoi solve`: up to 2^64 - 1 moves).
using AnswerListing = std::function<ListingEnd(const Report& report, std::FILE* out)>;

// Prints the report; in text, `listing` (when given) prints the answer, when there is one,
// between the header and the answer line. Returns the status it told: the report's own, or stopped
// when the listing was cut.
Status print_report(const Report& report, OutputFormat format, std::FILE* out = stdout,
                    const AnswerListing& listing = {});

// The work figures of a report, in one line: "10,845 nodes, 3,120 dead hits, 312 conflicts".
std::string work_line(const Report& report);

}  // namespace puzzlelab::cli
