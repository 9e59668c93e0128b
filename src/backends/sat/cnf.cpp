#include "backends/sat/cnf.hpp"

#include <cstdlib>
#include <string>

#include "core/error.hpp"

namespace puzzlelab::sat {

int Cnf::new_variable() { return ++variable_count_; }

int Cnf::new_variables(int count) {
  if (count < 0) internal_error("Cnf::new_variables: negative count");
  const int first = variable_count_ + 1;
  variable_count_ += count;
  return first;
}

void Cnf::add_clause(std::span<const Lit> literals) {
  for (Lit literal : literals) {
    if (literal == 0 || std::abs(literal) > variable_count_) {
      internal_error("Cnf::add_clause: literal " + std::to_string(literal) + " names no variable");
    }
  }
  literals_.insert(literals_.end(), literals.begin(), literals.end());
  literals_.push_back(0);
  ++clause_count_;
}

void Cnf::add_clause(std::initializer_list<Lit> literals) {
  add_clause(std::span<const Lit>(literals.begin(), literals.size()));
}

}  // namespace puzzlelab::sat
