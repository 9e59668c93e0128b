#include "compare_table.hpp"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <sstream>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "puzzle/json_u128.hpp"
#include "report_output.hpp"

namespace puzzlelab::cli {
namespace {

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", seconds);
  return text;
}

std::string count_text(const std::optional<std::uint64_t>& value) {
  return value ? with_commas(*value) : "";
}

struct Column {
  std::string header;
  bool right;  // numbers line up on the right
  std::function<std::string(const Report&)> cell;
};

const BackendFigures kNoBackend;

const BackendFigures& backend_of(const Report& report) {
  return report.backend ? *report.backend : kNoBackend;
}

std::string model_size(const Report& report) {
  const BackendFigures& b = backend_of(report);
  if (!b.variables) return "";
  std::string size = with_commas(*b.variables) + " vars";
  if (b.clauses) size += ", " + with_commas(*b.clauses) + " clauses";
  if (b.rows) size += ", " + with_commas(*b.rows) + " rows";
  return size;
}

std::vector<Column> columns() {
  return {
      {"status", false, [](const Report& r) { return std::string(to_string(r.status)); }},
      {"seconds", true, [](const Report& r) { return seconds_text(r.seconds); }},
      {"nodes", true, [](const Report& r) { return count_text(r.stats.nodes); }},
      {"dead hits", true, [](const Report& r) { return count_text(r.stats.dead_hits); }},
      {"pruned", true, [](const Report& r) { return count_text(r.stats.pruned); }},
      {"table", true, [](const Report& r) { return count_text(r.stats.table_entries); }},
      {"conflicts", true, [](const Report& r) { return count_text(backend_of(r).conflicts); }},
      {"B&B nodes", true, [](const Report& r) { return count_text(backend_of(r).bnb_nodes); }},
      {"LP iters", true, [](const Report& r) { return count_text(backend_of(r).lp_iterations); }},
      {"model", false, model_size},
      {"build s", true,
       [](const Report& r) {
         return r.stats.build_seconds ? seconds_text(*r.stats.build_seconds) : "";
       }},
      {"solve s", true,
       [](const Report& r) {
         return r.stats.solve_seconds ? seconds_text(*r.stats.solve_seconds) : "";
       }},
      {"answer", false, [](const Report& r) { return r.summary.empty() ? r.note : r.summary; }},
      {"verified", false,
       [](const Report& r) { return r.verified() ? (*r.verified() ? "yes" : "NO") : "-"; }},
  };
}

void print_table(const std::string& puzzle, const std::string& instance,
                 const std::vector<CompareRow>& rows) {
  const std::vector<Column> all = columns();
  std::vector<std::string> headers{"method"};
  std::vector<std::vector<std::string>> cells(rows.size());
  std::vector<bool> right{false};
  for (std::size_t r = 0; r < rows.size(); ++r) cells[r].push_back(rows[r].method);
  for (const Column& column : all) {
    std::vector<std::string> values;
    bool any = column.header == "status" || column.header == "answer";
    for (const CompareRow& row : rows) {
      values.push_back(column.cell(row.report));
      any |= !values.back().empty();
    }
    if (!any) continue;
    headers.push_back(column.header);
    right.push_back(column.right);
    for (std::size_t r = 0; r < rows.size(); ++r) cells[r].push_back(values[r]);
  }
  std::vector<std::size_t> width(headers.size());
  for (std::size_t c = 0; c < headers.size(); ++c) {
    width[c] = headers[c].size();
    for (const auto& row : cells) width[c] = std::max(width[c], row[c].size());
  }
  std::printf("%s %s\n\n", puzzle.c_str(), instance.c_str());
  auto print_row = [&](const std::vector<std::string>& row) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const std::string pad(width[c] - row[c].size(), ' ');
      line += right[c] ? pad + row[c] : row[c] + pad;
      if (c + 1 < row.size()) line += "  ";
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    std::printf("%s\n", line.c_str());
  };
  print_row(headers);
  std::vector<std::string> rules;
  for (std::size_t w : width) rules.push_back(std::string(w, '-'));
  print_row(rules);
  for (const auto& row : cells) print_row(row);
}

}  // namespace

void print_comparison(const std::string& puzzle, const std::string& instance,
                      const std::vector<CompareRow>& rows, OutputFormat format) {
  if (format != OutputFormat::kJson) {
    print_table(puzzle, instance, rows);
    return;
  }
  nlohmann::json results = nlohmann::json::array();
  for (const CompareRow& row : rows) results.push_back(to_json(row.report));
  const nlohmann::json out = {{"puzzle", puzzle}, {"instance", instance}, {"results", results}};
  std::printf("%s\n", dump_with_u128(out, 2).c_str());
}

std::vector<std::string> parse_method_list(const std::string& list,
                                           const std::vector<std::string>& known) {
  std::vector<std::string> methods;
  std::stringstream in(list);
  std::string name;
  while (std::getline(in, name, ',')) {
    if (name.empty()) continue;
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      std::string expected;
      for (const std::string& k : known) expected += (expected.empty() ? "" : ", ") + k;
      throw InputError("--methods: unknown method '" + name.substr(0, 60) + "' (expected " +
                       expected + ")");
    }
    if (std::find(methods.begin(), methods.end(), name) == methods.end()) methods.push_back(name);
  }
  if (methods.empty()) throw InputError("--methods: no method named");
  return methods;
}

int comparison_exit_status(const std::string& what, const std::vector<CompareRow>& rows) {
  bool answered = false, unanswerable = false;
  for (const CompareRow& row : rows) {
    answered |= has_answer(row.report.status);
    unanswerable |= row.report.status == Status::kNoSolution;
  }
  if (answered && unanswerable) internal_error(what + ": the methods disagree on solvability");
  if (answered) return kExitSolved;
  return unanswerable ? kExitNoSolution : kExitStopped;
}

}  // namespace puzzlelab::cli
