#include "puzzle/model_answer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "backends/milp/model_files.hpp"
#include "backends/sat/dimacs.hpp"
#include "core/line_tokens.hpp"

namespace puzzlelab::model_answer {
namespace {

bool is_comment(std::string_view word) {
  return word == "c" || word.front() == ';';
}

std::string number_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", value);
  return text;
}

// A row or bound is kept within cbc's own feasibility tolerance, relative to the bound's size.
bool within(double value, double lower, double upper) {
  const auto slack = [](double bound) { return 1e-6 * std::max(1.0, std::abs(bound)); };
  return value >= lower - slack(lower) && value <= upper + slack(upper);
}

}  // namespace

SourceLocation first_line(const std::string& text, const std::string& source) {
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const std::vector<LineToken> words = split_words(line);
    if (!words.empty() && !is_comment(words.front().text))
      return {source, number, words.front().column};
  }
  return {source, 1, 1};
}

SourceLocation word_location(const std::string& text, const std::string& source,
                             std::string_view word) {
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    for (const LineToken& token : split_words(line))
      if (token.text == word) return {source, number, token.column};
  }
  return first_line(text, source);
}

void reject(const SourceLocation& where, const std::string& problem) {
  throw InputError(where, problem);
}

std::optional<sat::SatResult> read_sat_answer(const sat::Cnf& cnf, const std::string& text,
                                              const std::string& source) {
  std::istringstream in(text);
  sat::SatResult answer = sat::read_sat_solution(in, source, cnf.variable_count());
  if (answer.status == BackendStatus::kUnsatisfiable) return std::nullopt;
  if (answer.status == BackendStatus::kUnknown) {
    reject(first_line(text, source),
           "the solver decided nothing (s UNKNOWN, or no s line): there is no answer to read");
  }
  std::size_t number = 0;
  std::optional<std::size_t> falsified;
  cnf.for_each_clause([&](std::span<const sat::Lit> clause) {
    ++number;
    if (falsified) return;
    if (std::none_of(clause.begin(), clause.end(),
                     [&](sat::Lit literal) { return answer.value(literal); }))
      falsified = number;
  });
  if (falsified) {
    reject(first_line(text, source), "the assignment falsifies clause " +
                                         std::to_string(*falsified) + " of the model's " +
                                         std::to_string(cnf.clause_count()) +
                                         " (an answer to another model, or to another instance?)");
  }
  return answer;
}

std::optional<milp::MilpResult> read_cbc_answer(const milp::Model& model, const std::string& text,
                                                const std::string& source) {
  std::istringstream in(text);
  milp::MilpResult answer = milp::read_cbc_solution(in, source, model);
  if (answer.status == BackendStatus::kUnsatisfiable) return std::nullopt;
  if (answer.status == BackendStatus::kUnknown) {
    reject(first_line(text, source),
           "cbc found no point (stopped before an integer solution, or unbounded): there is no "
           "answer to read");
  }
  const std::vector<milp::Variable>& variables = model.variables();
  for (std::size_t v = 0; v < variables.size(); ++v) {
    const milp::Variable& variable = variables[v];
    if (!within(answer.values[v], variable.lower, variable.upper)) {
      reject(word_location(text, source, variable.name),
             variable.name + " = " + number_text(answer.values[v]) + " is outside its bounds [" +
                 number_text(variable.lower) + ", " + number_text(variable.upper) + "]");
    }
  }
  for (const milp::Row& row : model.rows()) {
    double activity = 0;
    for (const milp::Term& term : row.terms)
      activity += term.coefficient * answer.values[static_cast<std::size_t>(term.variable)];
    if (!within(activity, row.lower, row.upper)) {
      reject(first_line(text, source),
             "the point breaks row " + row.name + " of the model (" + number_text(activity) +
                 ", not in [" + number_text(row.lower) + ", " + number_text(row.upper) +
                 "]): an answer to another model, or to another instance?");
    }
  }
  return answer;
}

}  // namespace puzzlelab::model_answer
