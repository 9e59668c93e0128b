// Prints a Report: for people (the drawing, the answer in one line, the work), or as the JSON of
// docs/json.md.
#pragma once

#include <cstdio>

#include "cli_common.hpp"
#include "core/number_text.hpp"
#include "puzzle/report.hpp"

namespace puzzlelab::cli {

void print_report(const Report& report, OutputFormat format, std::FILE* out = stdout);

// The work figures of a report, in one line: "10,845 nodes, 3,120 dead hits, 312 conflicts".
std::string work_line(const Report& report);

}  // namespace puzzlelab::cli
