// A formula in conjunctive normal form, built clause by clause. Literals use the DIMACS
// convention: variable v >= 1 is the literal v, its negation is -v. The formula knows nothing of
// any solver; sat/cadical_solver.hpp solves it and sat/dimacs.hpp writes it out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

namespace puzzlelab::sat {

using Lit = int;

class Cnf {
 public:
  // A fresh variable, numbered 1, 2, 3, ...
  int new_variable();
  // `count` fresh consecutive variables; returns the first.
  int new_variables(int count);
  int variable_count() const { return variable_count_; }

  // Adds one clause. Every literal must name an existing variable (checked: internal_error).
  // An empty clause is allowed and makes the formula unsatisfiable.
  void add_clause(std::span<const Lit> literals);
  void add_clause(std::initializer_list<Lit> literals);
  std::size_t clause_count() const { return clause_count_; }
  // About what the formula takes in memory: the memory guard checks it as the formula grows.
  std::uint64_t memory_bytes() const { return literals_.capacity() * sizeof(Lit); }
  // "95 K variables, 10 M clauses, 41 MiB": what grew, for a limit's note.
  std::string size_text() const;

  // All clauses, flat, each one terminated by 0 (as in a DIMACS file).
  const std::vector<Lit>& flat_clauses() const { return literals_; }

  // Calls visit(std::span<const Lit>) once per clause, in the order they were added.
  template <class Visit>
  void for_each_clause(Visit&& visit) const {
    std::size_t begin = 0;
    for (std::size_t i = 0; i < literals_.size(); ++i) {
      if (literals_[i] == 0) {
        visit(std::span<const Lit>(literals_.data() + begin, i - begin));
        begin = i + 1;
      }
    }
  }

  // Lines written as `c ...` comments at the top of a DIMACS file: the instance and what the
  // variables mean, so another solver's answer can be decoded.
  std::vector<std::string> comments;

 private:
  int variable_count_ = 0;
  std::size_t clause_count_ = 0;
  std::vector<Lit> literals_;
};

}  // namespace puzzlelab::sat
