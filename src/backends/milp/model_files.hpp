// Plain-text LP (CPLEX LP format) and MPS (free MPS) files that cbc, HiGHS, glpsol and others
// read, and the solution files cbc writes for them, so an exported model can be solved elsewhere
// and decoded back.
#pragma once

#include <iosfwd>
#include <string>

#include "backends/milp/milp_model.hpp"
#include "backends/milp/milp_result.hpp"

namespace puzzlelab::milp {

void write_lp(const Model& model, std::ostream& out);
void write_mps(const Model& model, std::ostream& out);

// Reads the solution file `cbc MODEL solve solution FILE` writes (a status line, then
// "index name value reduced-cost" lines). Values are matched to the model's variables by name;
// variables not listed are 0. Malformed lines are an InputError naming the line.
MilpResult read_cbc_solution(std::istream& in, const std::string& source, const Model& model);

}  // namespace puzzlelab::milp
