#include "compare_table.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/error.hpp"
#include "json_u128.hpp"

namespace puzzlelab::cli {

MethodRun not_run(const std::string& method, const std::string& status, const std::string& why) {
  MethodRun run;
  run.method = method;
  run.status = status;
  run.work = "-";
  run.answer = why;
  return run;
}

std::string backend_work(const std::string& method, const BackendStats& stats) {
  if (method == "milp") {
    return with_commas(stats.nodes) + " B&B nodes, " + with_commas(stats.iterations) +
           " LP iterations";
  }
  return with_commas(stats.conflicts) + " conflicts";
}

nlohmann::json backend_details(std::uint64_t search_nodes, const BackendStats& stats) {
  return {{"nodes", search_nodes},
          {"variables", stats.variables},
          {"constraints", stats.constraints},
          {"conflicts", stats.conflicts},
          {"decisions", stats.decisions},
          {"bnb_nodes", stats.nodes},
          {"lp_iterations", stats.iterations}};
}

std::string with_commas(unsigned long long value) {
  return with_commas(std::to_string(value));
}

std::string with_commas(std::string digits) {
  std::string grouped;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) grouped += ',';
    grouped += digits[i];
  }
  return grouped;
}

namespace {

std::string verified_text(const std::optional<bool>& verified) {
  if (!verified) return "-";
  return *verified ? "yes" : "no";
}

void print_table(const std::string& instance, const std::vector<MethodRun>& runs) {
  const std::vector<std::string> headers{"method", "status", "seconds",
                                         "work",   "answer", "verified"};
  std::vector<std::vector<std::string>> rows;
  for (const MethodRun& run : runs) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", run.seconds);
    rows.push_back(
        {run.method, run.status, seconds, run.work, run.answer, verified_text(run.verified)});
  }
  std::vector<std::size_t> width(headers.size());
  for (std::size_t c = 0; c < headers.size(); ++c) {
    width[c] = headers[c].size();
    for (const auto& row : rows) width[c] = std::max(width[c], row[c].size());
  }
  std::printf("%s\n\n", instance.c_str());
  auto print_row = [&](const std::vector<std::string>& cells) {
    std::string line;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      std::string cell = cells[c];
      const bool right = c == 2;  // numbers line up on the right
      const std::string pad(width[c] - cell.size(), ' ');
      line += right ? pad + cell : cell + pad;
      if (c + 1 < cells.size()) line += "  ";
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    std::printf("%s\n", line.c_str());
  };
  print_row(headers);
  std::vector<std::string> rules;
  for (std::size_t w : width) rules.push_back(std::string(w, '-'));
  print_row(rules);
  for (const auto& row : rows) print_row(row);
}

}  // namespace

void print_comparison(const std::string& instance, const std::vector<MethodRun>& runs,
                      OutputFormat format) {
  if (format != OutputFormat::kJson) {
    print_table(instance, runs);
    return;
  }
  nlohmann::json results = nlohmann::json::array();
  for (const MethodRun& run : runs) {
    nlohmann::json row = {{"method", run.method},
                          {"status", run.status},
                          {"seconds", run.seconds},
                          {"work", run.work},
                          {"answer", run.answer}};
    row["verified"] = run.verified ? nlohmann::json(*run.verified) : nlohmann::json(nullptr);
    if (!run.details.is_null()) row["details"] = run.details;
    results.push_back(std::move(row));
  }
  const nlohmann::json out = {{"instance", instance}, {"results", results}};
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
      throw InputError("--methods: unknown method '" + name + "' (expected " + expected + ")");
    }
    if (std::find(methods.begin(), methods.end(), name) == methods.end()) methods.push_back(name);
  }
  if (methods.empty()) throw InputError("--methods: no method named");
  return methods;
}

}  // namespace puzzlelab::cli
