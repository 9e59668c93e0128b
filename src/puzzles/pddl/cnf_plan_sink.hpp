// The planning encoding (plan_encoding.hpp) written as a CNF: what the sat method hands CaDiCaL
// (sat_plan.cpp) and what `export pddl --model plan` writes as DIMACS (plan_models.hpp).
#pragma once

#include <cstdint>
#include <span>

#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "puzzles/pddl/plan_encoding.hpp"

namespace puzzlelab::pddl {

class CnfPlanSink : public PlanSink {
 public:
  explicit CnfPlanSink(sat::AtMostOneEncoding at_most_one) : at_most_one_(at_most_one) {}

  int variable(PlanVariable, std::uint64_t, int) override { return cnf_.new_variable(); }
  void clause(std::span<const int> literals) override { cnf_.add_clause(literals); }
  void at_most_one(std::span<const int> literals) override {
    sat::add_at_most_one(cnf_, literals, at_most_one_);
  }

  const sat::Cnf& cnf() const { return cnf_; }

 private:
  sat::Cnf cnf_;
  sat::AtMostOneEncoding at_most_one_;
};

}  // namespace puzzlelab::pddl
