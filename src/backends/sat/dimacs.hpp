// DIMACS CNF files, and the answers SAT solvers print for them (SAT-competition output: an
// `s SATISFIABLE` line and `v` lines of literals ending in 0), so a model exported by PuzzleLab
// can be solved by cadical, kissat or minisat-style tools and decoded back.
#pragma once

#include <iosfwd>
#include <string>

#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"

namespace puzzlelab::sat {

// Writes the comments, the `p cnf V C` header and every clause.
void write_dimacs(const Cnf& cnf, std::ostream& out);

// Reads a DIMACS CNF file. `source` names the file in errors (InputError with line numbers).
Cnf read_dimacs(std::istream& in, const std::string& source);

// Reads a solver's output. Status kSatisfiable fills model for variables 1..variable_count
// (variables the output does not mention are false); UNSATISFIABLE gives kUnsatisfiable;
// UNKNOWN or no `s` line gives kUnknown. Malformed lines are an InputError naming the line.
SatResult read_sat_solution(std::istream& in, const std::string& source, int variable_count);

}  // namespace puzzlelab::sat
