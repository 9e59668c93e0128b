#include "backends/milp/milp_model.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <string_view>
#include <utility>

#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::milp {
namespace {

// CoinLpIO (what cbc reads LP files with) rejects names longer than this and then silently
// renames every column, which would break reading the solution back by name.
constexpr std::size_t kMaxNameLength = 90;

// Section keywords of the LP format. cbc's reader refuses them as names (or aborts), so a
// model that uses one could not be exported; refuse it when it is built instead.
bool is_lp_keyword(std::string_view name) {
  static constexpr std::array<std::string_view, 30> kKeywords = {
      "min",      "max",     "minimize", "maximize", "minimise", "maximise", "minimum",  "maximum",
      "st",       "subject", "such",     "bound",    "bounds",   "integer",  "integers", "general",
      "generals", "gen",     "binary",   "binaries", "bin",      "semi",     "semis",    "sos",
      "end",      "free",    "inf",      "infinity", "int",      "obj"};
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return std::find(kKeywords.begin(), kKeywords.end(), lower) != kKeywords.end();
}

void check_name(const std::string& name, const char* what) {
  const auto allowed = [](unsigned char c) { return std::isalnum(c) || c == '_'; };
  const bool ok = !name.empty() && name.size() <= kMaxNameLength &&
                  (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_') &&
                  std::all_of(name.begin(), name.end(), allowed) && !is_lp_keyword(name);
  if (!ok) {
    internal_error(std::string("MILP ") + what + " name '" + name + "' must be 1-" +
                   std::to_string(kMaxNameLength) +
                   " characters of [A-Za-z0-9_], start with a letter or _, and "
                   "not be an LP keyword");
  }
}

// Checks the indices and coefficients, then sums the coefficients of repeated variables (LP
// readers keep only the last objective term of a variable), in the order each variable first
// appears, and drops zero terms. Time in the row's own length, never in the model's variables: a
// lookup table as long as the model, made for every row, made building quadratic.
std::vector<Term> merge_terms(std::vector<Term> terms, int variable_count,
                              const std::string& what) {
  for (const Term& term : terms) {
    if (term.variable < 0 || term.variable >= variable_count) {
      internal_error(what + " refers to variable " + std::to_string(term.variable) + " of " +
                     std::to_string(variable_count));
    }
    if (!std::isfinite(term.coefficient)) {
      internal_error(what + " has a coefficient that is not finite");
    }
  }
  // Positions sorted by variable (stable: the first appearance leads each run of repeats).
  std::vector<std::size_t> order(terms.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return terms[a].variable < terms[b].variable;
  });
  std::vector<bool> kept(terms.size(), false);
  for (std::size_t run = 0; run < order.size();) {
    std::size_t next = run + 1;
    Term& first = terms[order[run]];
    while (next < order.size() && terms[order[next]].variable == first.variable)
      first.coefficient += terms[order[next++]].coefficient;
    kept[order[run]] = first.coefficient != 0;
    run = next;
  }
  std::vector<Term> merged;
  for (std::size_t i = 0; i < terms.size(); ++i)
    if (kept[i]) merged.push_back(terms[i]);
  return merged;
}

// What a name costs: its characters, the string, and its entry in a lookup table.
std::uint64_t name_bytes(const std::string& name) {
  return name.size() + 2 * sizeof(std::string) + 4 * sizeof(void*);
}

// A bound may be infinite on its own side only; NaN is never allowed.
void check_bounds(double lower, double upper, const std::string& what) {
  if (std::isnan(lower) || std::isnan(upper) || lower == kInfinity || upper == -kInfinity) {
    internal_error(what + " has an invalid bound");
  }
}

}  // namespace

int Model::add_variable(std::string name, double lower, double upper, bool integer) {
  check_name(name, "variable");
  check_bounds(lower, upper, "MILP variable '" + name + "'");
  const int index = static_cast<int>(variables_.size());
  if (!variable_index_.emplace(name, index).second) {
    internal_error("MILP variable '" + name + "' added twice");
  }
  bytes_ += sizeof(Variable) + name_bytes(name);
  variables_.push_back(Variable{std::move(name), lower, upper, integer});
  check_work(bytes_, [this] { return "the MILP model (" + size_text() + ")"; });
  return index;
}

void Model::add_row(std::string name, std::vector<Term> terms, double lower, double upper) {
  check_name(name, "row");
  const std::string what = "MILP row '" + name + "'";
  check_bounds(lower, upper, what);
  if (!row_names_.insert(name).second) internal_error(what + " added twice");
  auto merged = merge_terms(std::move(terms), static_cast<int>(variables_.size()), what);
  bytes_ += sizeof(Row) + name_bytes(name) + merged.size() * sizeof(Term);
  nonzeros_ += merged.size();
  rows_.push_back(Row{std::move(name), std::move(merged), lower, upper});
  check_work(bytes_, [this] { return "the MILP model (" + size_text() + ")"; });
}

std::string Model::size_text() const {
  return rough_count(variables_.size()) + " variables, " + rough_count(rows_.size()) + " rows, " +
         rough_count(nonzeros_) + " nonzeros, " + memory_text(bytes_);
}

void Model::set_objective(std::vector<Term> terms, Sense sense, double offset) {
  if (!std::isfinite(offset)) internal_error("MILP objective offset is not finite");
  objective_ = merge_terms(std::move(terms), static_cast<int>(variables_.size()), "MILP objective");
  sense_ = sense;
  offset_ = offset;
}

int Model::find_variable(const std::string& name) const {
  const auto found = variable_index_.find(name);
  return found == variable_index_.end() ? -1 : found->second;
}

double Model::objective_value(const std::vector<double>& values) const {
  if (values.size() != variables_.size()) internal_error("MILP point has the wrong size");
  double value = offset_;
  for (const Term& term : objective_) {
    value += term.coefficient * values[static_cast<std::size_t>(term.variable)];
  }
  return value;
}

void Model::round_integers(std::vector<double>& values) const {
  if (values.size() != variables_.size()) internal_error("MILP point has the wrong size");
  for (std::size_t j = 0; j < values.size(); ++j) {
    if (variables_[j].integer) values[j] = std::round(values[j]);
  }
}

}  // namespace puzzlelab::milp
