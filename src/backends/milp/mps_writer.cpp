// Free MPS. Choices made for the readers we target (cbc's CoinMpsIO, HiGHS, glpsol):
// - no OBJSENSE section: cbc 2.10 reads "OBJSENSE MAX" and ignores it ("Coin ignores"), so a
//   maximisation is written as the minimisation of the negated objective, which every reader
//   gets right (the objective value a solver reports for the file is then negated);
// - every integer column gets explicit bounds, because some readers default an integer column
//   declared between MARKERs to [0, 1];
// - the objective offset is the negated RHS of the objective row, the MPS convention;
// - ranged rows are G rows with a RANGES entry; rows with no bounds at all are left out, as
//   extra N rows mean "another objective" to some readers.
#include <cmath>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "backends/milp/file_format.hpp"
#include "backends/milp/model_files.hpp"

namespace puzzlelab::milp {
namespace {

using detail::format_number;

constexpr const char* kObjectiveRow = "obj";

bool is_free(const Row& row) {
  return row.lower == -kInfinity && row.upper == kInfinity;
}

char row_type(const Row& row) {
  if (row.lower == row.upper) return 'E';
  return row.lower == -kInfinity ? 'L' : 'G';
}

void write_bounds(const Variable& v, std::ostream& out) {
  const auto line = [&](const char* type, const std::string& value) {
    out << ' ' << type << " BND " << v.name;
    if (!value.empty()) out << ' ' << value;
    out << '\n';
  };
  if (v.lower == v.upper) return line("FX", format_number(v.lower));
  if (v.integer && v.lower == 0 && v.upper == 1) return line("BV", "");
  if (v.lower == -kInfinity && v.upper == kInfinity) return line("FR", "");
  if (v.lower == -kInfinity) {
    line("MI", "");
  } else if (v.lower != 0 || v.integer || v.upper < 0) {
    // LO 0 is written for integers and negative upper bounds, whose default lower bound differs
    // between readers.
    line("LO", format_number(v.lower));
  }
  if (v.upper != kInfinity) {
    line("UP", format_number(v.upper));
  } else if (v.integer) {
    line("PL", "");
  }
}

}  // namespace

void write_mps(const Model& model, std::ostream& out) {
  detail::write_comments(model, out, "* ");
  out << "NAME puzzlelab\n";
  // Objective coefficients and offset are multiplied by `sign` (see the top of the file).
  const double sign = model.sense() == Sense::kMaximize ? -1.0 : 1.0;
  if (sign < 0) out << "* maximisation: the objective row holds the negated objective\n";
  out << "ROWS\n N " << kObjectiveRow << '\n';
  for (const Row& row : model.rows()) {
    if (!is_free(row)) out << ' ' << row_type(row) << ' ' << row.name << '\n';
  }

  // The matrix by column: the model stores it by row.
  const auto& variables = model.variables();
  std::vector<std::vector<std::pair<const char*, double>>> columns(variables.size());
  for (const Term& term : model.objective()) {
    columns[static_cast<std::size_t>(term.variable)].emplace_back(kObjectiveRow,
                                                                  sign * term.coefficient);
  }
  for (const Row& row : model.rows()) {
    if (is_free(row)) continue;
    for (const Term& term : row.terms) {
      columns[static_cast<std::size_t>(term.variable)].emplace_back(row.name.c_str(),
                                                                    term.coefficient);
    }
  }

  out << "COLUMNS\n";
  bool in_integer_block = false;
  for (std::size_t j = 0; j < variables.size(); ++j) {
    if (variables[j].integer != in_integer_block) {
      in_integer_block = variables[j].integer;
      out << "    MARKER 'MARKER' " << (in_integer_block ? "'INTORG'" : "'INTEND'") << '\n';
    }
    // A column with no entry would not exist, so it gets a zero objective entry.
    if (columns[j].empty()) columns[j].emplace_back(kObjectiveRow, 0.0);
    for (const auto& [row, coefficient] : columns[j]) {
      out << "    " << variables[j].name << ' ' << row << ' ' << format_number(coefficient) << '\n';
    }
  }
  if (in_integer_block) out << "    MARKER 'MARKER' 'INTEND'\n";

  out << "RHS\n";
  if (model.objective_offset() != 0) {
    out << "    RHS " << kObjectiveRow << ' ' << format_number(-sign * model.objective_offset())
        << '\n';
  }
  for (const Row& row : model.rows()) {
    if (is_free(row)) continue;
    const double rhs = row.lower == -kInfinity ? row.upper : row.lower;
    if (rhs != 0) out << "    RHS " << row.name << ' ' << format_number(rhs) << '\n';
  }

  bool ranges_header = false;
  for (const Row& row : model.rows()) {
    if (row.lower == -kInfinity || row.upper == kInfinity || row.lower == row.upper) continue;
    if (!ranges_header) out << "RANGES\n";
    ranges_header = true;
    // On a G row the range R means [rhs, rhs + |R|].
    out << "    RNG " << row.name << ' ' << format_number(row.upper - row.lower) << '\n';
  }

  out << "BOUNDS\n";
  for (const Variable& variable : variables) write_bounds(variable, out);
  out << "ENDATA\n";
}

}  // namespace puzzlelab::milp
