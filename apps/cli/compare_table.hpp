// One row per method run on the same instance, printed as a table or as JSON. Columns hold one
// unit each (nodes, conflicts and B&B nodes are different columns), and a column is shown only
// when some method has its figure.
#pragma once

#include <string>
#include <vector>

#include "cli_common.hpp"
#include "puzzle/report.hpp"

namespace puzzlelab::cli {

// A method that could not run (no library in this build, or it does not take the instance) is a
// row too: its report's status is `unavailable` and its note says why.
struct CompareRow {
  std::string method;
  Report report;
};

void print_comparison(const std::string& puzzle, const std::string& instance,
                      const std::vector<CompareRow>& rows, OutputFormat format);

// The exit status of several methods on one instance: 0 when one answered, 1 when none can
// (no solution), 3 when every method stopped at a limit. Methods that finished must agree on
// whether an answer exists: anything else is a bug, reported as `what`'s.
int comparison_exit_status(const std::string& what, const std::vector<CompareRow>& rows);

// Splits "a,b,c" and checks each name against `known` (InputError naming the unknown one).
std::vector<std::string> parse_method_list(const std::string& list,
                                           const std::vector<std::string>& known);

}  // namespace puzzlelab::cli
