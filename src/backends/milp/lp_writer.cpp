// CPLEX LP format, restricted to what cbc (CoinLpIO), HiGHS and glpsol all read: ranged rows
// become two rows (CoinLpIO has no `lo <= expr <= hi` form), every variable appears in the
// objective or a row and has a line in Bounds, and integers are declared after Bounds.
#include <cmath>
#include <ostream>
#include <string>
#include <unordered_set>
#include <vector>

#include "backends/milp/file_format.hpp"
#include "backends/milp/model_files.hpp"

namespace puzzlelab::milp {
namespace {

using detail::format_number;

// Lines longer than this are wrapped: some LP readers limit the line length (CPLEX: 510).
constexpr std::size_t kMaxLineLength = 200;

void write_terms(const Model& model, const std::vector<Term>& terms, std::string line,
                 std::ostream& out) {
  if (terms.empty() && !model.variables().empty()) {
    // An expression needs at least one term; 0 times any variable keeps the row.
    line += " 0 " + model.variables().front().name;
  }
  for (const Term& term : terms) {
    std::string text = (term.coefficient < 0 ? " - " : " + ") +
                       format_number(std::fabs(term.coefficient)) + " " +
                       model.variables()[static_cast<std::size_t>(term.variable)].name;
    if (line.size() + text.size() > kMaxLineLength) {
      out << line << '\n';
      line = "   ";
    }
    line += text;
  }
  out << line;
}

void write_bound(const Variable& variable, std::ostream& out) {
  const std::string& name = variable.name;
  if (variable.lower == variable.upper) {
    out << ' ' << name << " = " << format_number(variable.lower) << '\n';
  } else if (variable.lower == -kInfinity && variable.upper == kInfinity) {
    out << ' ' << name << " free\n";
  } else if (variable.upper == kInfinity) {
    out << ' ' << name << " >= " << format_number(variable.lower) << '\n';
  } else {
    const std::string lower =
        variable.lower == -kInfinity ? std::string("-inf") : format_number(variable.lower);
    out << ' ' << lower << " <= " << name << " <= " << format_number(variable.upper) << '\n';
  }
}

// A name for the second half of a ranged row that no row of the model has.
std::string unused_row_name(const std::string& base, std::unordered_set<std::string>& taken) {
  std::string name = base + "_lo";
  for (int suffix = 2; taken.count(name) != 0; ++suffix)
    name = base + "_lo" + std::to_string(suffix);
  taken.insert(name);
  return name;
}

}  // namespace

void write_lp(const Model& model, std::ostream& out) {
  detail::write_comments(model, out, "\\ ");
  out << (model.sense() == Sense::kMaximize ? "Maximize\n" : "Minimize\n");
  // A variable used in no row or objective would exist only in Bounds, which cbc warns about
  // and other readers may not accept: it gets a zero objective term.
  std::vector<bool> used(model.variables().size(), false);
  for (const Row& row : model.rows()) {
    if (row.lower == -kInfinity && row.upper == kInfinity) continue;  // left out below
    for (const Term& term : row.terms) used[static_cast<std::size_t>(term.variable)] = true;
  }
  std::vector<Term> objective = model.objective();
  for (const Term& term : objective) used[static_cast<std::size_t>(term.variable)] = true;
  for (std::size_t j = 0; j < used.size(); ++j) {
    if (!used[j]) objective.push_back({static_cast<int>(j), 0.0});
  }
  write_terms(model, objective, " obj:", out);
  if (model.objective_offset() != 0) {
    // CoinLpIO wants the constant last.
    out << (model.objective_offset() < 0 ? " - " : " + ")
        << format_number(std::fabs(model.objective_offset()));
  }
  out << "\nSubject To\n";

  std::unordered_set<std::string> row_names;
  for (const Row& row : model.rows()) row_names.insert(row.name);
  for (const Row& row : model.rows()) {
    const bool has_lower = row.lower != -kInfinity;
    const bool has_upper = row.upper != kInfinity;
    if (!has_lower && !has_upper) {
      out << "\\ row " << row.name << " has no bounds and is left out\n";
    } else if (row.lower == row.upper) {
      write_terms(model, row.terms, " " + row.name + ":", out);
      out << " = " << format_number(row.lower) << '\n';
    } else {
      if (has_upper) {
        write_terms(model, row.terms, " " + row.name + ":", out);
        out << " <= " << format_number(row.upper) << '\n';
      }
      if (has_lower) {
        const std::string name = has_upper ? unused_row_name(row.name, row_names) : row.name;
        write_terms(model, row.terms, " " + name + ":", out);
        out << " >= " << format_number(row.lower) << '\n';
      }
    }
  }

  out << "Bounds\n";
  for (const Variable& variable : model.variables()) write_bound(variable, out);

  // Integers with bounds [0, 1] are Binary, the rest General.
  const auto is_binary = [](const Variable& v) { return v.lower == 0 && v.upper == 1; };
  for (const bool binary : {false, true}) {
    bool header = false;
    for (const Variable& variable : model.variables()) {
      if (!variable.integer || is_binary(variable) != binary) continue;
      if (!header) out << (binary ? "Binary\n" : "General\n");
      header = true;
      out << ' ' << variable.name << '\n';
    }
  }
  out << "End\n";
}

}  // namespace puzzlelab::milp
