// cbc's solution file: a status line ("Optimal - objective value 12.00000000", "Infeasible -
// ...", "Integer infeasible - ...", "Unbounded - ...", "Stopped on time - ...", "Stopped on
// iterations - ..." for a node limit, "Stopped on ... (no integer solution - continuous used)
// - ..."), then one line per column "index name value reduced-cost", prefixed by "**" when
// the value breaks a bound.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "core/line_tokens.hpp"

namespace puzzlelab::milp {
namespace {

using Token = LineToken;

class LineReader {
 public:
  LineReader(const std::string& source, int line) : source_(source), line_(line) {}

  [[noreturn]] void fail(int column, const std::string& message) const {
    throw InputError(SourceLocation{source_, line_, column}, message);
  }

  double number(const Token& token, const char* what) const {
    double value = 0;
    const char* first = token.text.data();
    const char* last = first + token.text.size();
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc() || end != last) {
      fail(token.column, std::string("expected ") + what + ", found '" + excerpt(token.text) + "'");
    }
    return value;
  }

 private:
  const std::string& source_;
  int line_;
};

bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

}  // namespace

MilpResult read_cbc_solution(std::istream& in, const std::string& source, const Model& model) {
  MilpResult result;
  const bool maximize = model.sense() == Sense::kMaximize;
  std::string line;
  if (!std::getline(in, line))
    throw InputError(SourceLocation{source, 1, 0}, "empty solution file");

  const LineReader header(source, 1);
  const auto value_at = line.rfind("objective value");
  if (value_at == std::string::npos) header.fail(1, "no 'objective value' in the status line");
  const std::string_view number_text = std::string_view(line).substr(value_at + 15);
  const auto number_tokens = split_words(number_text);
  if (number_tokens.size() != 1)
    header.fail(static_cast<int>(value_at) + 16, "expected one number");
  Token header_value = number_tokens.front();
  header_value.column += static_cast<int>(value_at) + 15;
  const double reported = header.number(header_value, "the objective value");

  // Without a proved bound the bound is the trivial one.
  result.best_bound = maximize ? kInfinity : -kInfinity;
  if (starts_with(line, "Optimal")) {
    result.status = BackendStatus::kSatisfiable;
    result.optimal = true;
  } else if (starts_with(line, "Infeasible") || starts_with(line, "Integer infeasible")) {
    result.status = BackendStatus::kUnsatisfiable;
  } else if (starts_with(line, "Unbounded")) {
    result.status = BackendStatus::kUnknown;  // no finite optimum, and no point worth decoding
  } else if (starts_with(line, "Stopped")) {
    if (line.find("(no integer solution") != std::string::npos) {
      // The value is the continuous relaxation's: a bound, not a point.
      result.status = BackendStatus::kUnknown;
      result.best_bound = reported;
    } else {
      result.status = BackendStatus::kSatisfiable;
    }
  } else {
    header.fail(1, "unknown cbc status '" + excerpt(line.substr(0, line.find(" - "))) + "'");
  }

  std::vector<double> values(model.variables().size(), 0.0);
  std::vector<bool> seen(values.size(), false);
  for (int number = 2; std::getline(in, line); ++number) {
    const LineReader reader(source, number);
    auto tokens = split_words(line);
    if (tokens.empty()) continue;
    if (tokens.front().text == "**") {
      tokens.erase(tokens.begin());
    } else if (starts_with(tokens.front().text, "**")) {
      tokens.front().text.remove_prefix(2);
      tokens.front().column += 2;
    }
    if (tokens.size() != 4) {
      reader.fail(tokens.empty() ? 1 : tokens.front().column,
                  "expected 'index name value reduced-cost'");
    }
    const double index = reader.number(tokens[0], "a column index");
    if (index < 0 || index != std::floor(index)) reader.fail(tokens[0].column, "bad column index");
    const std::string name(tokens[1].text);
    const int variable = model.find_variable(name);
    if (variable < 0) reader.fail(tokens[1].column, "unknown variable '" + excerpt(name) + "'");
    if (seen[static_cast<std::size_t>(variable)]) {
      reader.fail(tokens[1].column, "variable '" + excerpt(name) + "' listed twice");
    }
    seen[static_cast<std::size_t>(variable)] = true;
    values[static_cast<std::size_t>(variable)] = reader.number(tokens[2], "a value");
    reader.number(tokens[3], "a reduced cost");
  }
  if (result.status != BackendStatus::kSatisfiable) return result;

  model.round_integers(values);
  result.objective = model.objective_value(values);
  result.values = std::move(values);
  if (result.optimal) result.best_bound = result.objective;
  return result;
}

}  // namespace puzzlelab::milp
