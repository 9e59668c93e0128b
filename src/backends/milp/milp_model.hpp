// A mixed-integer linear program: variables with bounds and integrality, rows with lower and
// upper bounds, and a linear objective. The model knows nothing of any solver;
// milp/cbc_solver.hpp solves it and milp/lp_writer.hpp / milp/mps_writer.hpp write it out.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace puzzlelab::milp {

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct Variable {
  std::string name;  // unique; letters, digits and _ only, so every file format can carry it
  double lower = 0;
  double upper = kInfinity;
  bool integer = false;
};

struct Term {
  int variable = 0;
  double coefficient = 0;
};

// lower <= sum(terms) <= upper; an equality has lower == upper.
struct Row {
  std::string name;
  std::vector<Term> terms;
  double lower = -kInfinity;
  double upper = kInfinity;
};

enum class Sense { kMinimize, kMaximize };

class Model {
 public:
  // Returns the variable's index. Names must be unique (internal_error otherwise).
  int add_variable(std::string name, double lower, double upper, bool integer);
  int add_binary(std::string name) { return add_variable(std::move(name), 0, 1, true); }
  int add_integer(std::string name, double lower, double upper) {
    return add_variable(std::move(name), lower, upper, true);
  }
  int add_continuous(std::string name, double lower, double upper) {
    return add_variable(std::move(name), lower, upper, false);
  }

  void add_row(std::string name, std::vector<Term> terms, double lower, double upper);
  void add_less_equal(std::string name, std::vector<Term> terms, double upper) {
    add_row(std::move(name), std::move(terms), -kInfinity, upper);
  }
  void add_greater_equal(std::string name, std::vector<Term> terms, double lower) {
    add_row(std::move(name), std::move(terms), lower, kInfinity);
  }
  void add_equal(std::string name, std::vector<Term> terms, double value) {
    add_row(std::move(name), std::move(terms), value, value);
  }

  // With no objective set the model is a feasibility problem (minimise 0).
  void set_objective(std::vector<Term> terms, Sense sense, double offset = 0);

  const std::vector<Variable>& variables() const { return variables_; }
  const std::vector<Row>& rows() const { return rows_; }
  const std::vector<Term>& objective() const { return objective_; }
  Sense sense() const { return sense_; }
  double objective_offset() const { return offset_; }
  // Index of a variable by name, or -1.
  int find_variable(const std::string& name) const;
  // About what the model takes in memory (variables, rows, terms, names and their lookups): the
  // memory guard checks it as the model grows (core/work_budget.hpp).
  std::uint64_t memory_bytes() const { return bytes_; }
  std::uint64_t nonzeros() const { return nonzeros_; }
  // "1.2 M rows, 40 M nonzeros": what grew, for a limit's note.
  std::string size_text() const;

  // The objective at a point (one value per variable), offset included.
  double objective_value(const std::vector<double>& values) const;
  // Rounds the integer variables of a solver's point: solvers return them within a tolerance
  // (0.9999999), while decoders and objective_value() want exact integers.
  void round_integers(std::vector<double>& values) const;

  // Written as comments at the top of LP and MPS files: the instance and what the variables
  // mean.
  std::vector<std::string> comments;

 private:
  std::vector<Variable> variables_;
  std::vector<Row> rows_;
  std::vector<Term> objective_;
  Sense sense_ = Sense::kMinimize;
  double offset_ = 0;
  std::uint64_t bytes_ = 0;
  std::uint64_t nonzeros_ = 0;
  // Name lookups, so that building a model with many variables stays linear.
  std::unordered_map<std::string, int> variable_index_;
  std::unordered_set<std::string> row_names_;
};

}  // namespace puzzlelab::milp
