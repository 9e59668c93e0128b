// One row per method run on the same instance, printed as a table or as JSON. Every puzzle's
// `compare` subcommand fills these rows; the table looks the same for all of them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "backends/backend_result.hpp"
#include "cli_common.hpp"

namespace puzzlelab::cli {

struct MethodRun {
  std::string method;
  std::string status;  // solved, no solution, stopped, counted, unavailable, error
  double seconds = 0;
  std::string work;              // in the method's own units: "10,845 nodes", "312 conflicts", ...
  std::string answer;            // "31 jumps", "no solution", "29,760 winning games", ...
  std::optional<bool> verified;  // replayed through the rules; empty when not applicable
  nlohmann::json details;        // the method's own figures, for --format json
};

// A row for a method that did not run: status "unavailable", "skipped", "error"; `why` fills the
// answer column.
MethodRun not_run(const std::string& method, const std::string& status, const std::string& why);

// The work column of a declarative method: B&B nodes and LP iterations for milp, conflicts for
// sat and smt.
std::string backend_work(const std::string& method, const BackendStats& stats);

// The figures every row of a declarative comparison carries in `details`.
nlohmann::json backend_details(std::uint64_t search_nodes, const BackendStats& stats);

// "12,345,678"
std::string with_commas(unsigned long long value);
std::string with_commas(std::string digits);

void print_comparison(const std::string& instance, const std::vector<MethodRun>& runs,
                      OutputFormat format);

// Splits "a,b,c" and checks each name against `known` (InputError naming the unknown one).
std::vector<std::string> parse_method_list(const std::string& list,
                                           const std::vector<std::string>& known);

}  // namespace puzzlelab::cli
