#include "backends/sat/cnf.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab::sat {

int Cnf::new_variable() {
  return ++variable_count_;
}

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
  // A vector that must grow holds its old and its new block at once.
  const std::size_t needed = literals_.size() + literals.size() + 1;
  const std::uint64_t growth =
      needed > literals_.capacity() ? std::max(literals_.capacity() * 2, needed) * sizeof(Lit) : 0;
  check_work(memory_bytes() + growth, [this] { return "the CNF formula (" + size_text() + ")"; });
  literals_.insert(literals_.end(), literals.begin(), literals.end());
  literals_.push_back(0);
  ++clause_count_;
}

std::string Cnf::size_text() const {
  return rough_count(static_cast<std::uint64_t>(variable_count_)) + " variables, " +
         rough_count(clause_count_) + " clauses, " + memory_text(memory_bytes());
}

void Cnf::add_clause(std::initializer_list<Lit> literals) {
  add_clause(std::span<const Lit>(literals.begin(), literals.size()));
}

}  // namespace puzzlelab::sat
