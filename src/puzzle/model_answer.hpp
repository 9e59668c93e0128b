// What every puzzle's decoder (Puzzle::read_answer, `puzzlelab decode`) shares around the
// back-ends' own readers (sat/dimacs.hpp for SAT-competition output, milp/model_files.hpp for a
// cbc solution file): the answer is read against the very model the puzzle's encoding wrote, held
// to that model (every clause satisfied, every row and bound kept), and a problem with the answer
// as a whole is reported at its first line, so that every error names FILE:LINE:COL.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "backends/milp/milp_model.hpp"
#include "backends/milp/milp_result.hpp"
#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"
#include "core/error.hpp"

namespace puzzlelab::model_answer {

// The first line that is neither blank nor a comment ('c ' or ';'), at its first character: where
// a problem with the answer as a whole (an illegal move, a broken row) is reported. Line 1 column
// 1 for an empty text.
SourceLocation first_line(const std::string& text, const std::string& source);
// Where the whitespace-separated word `word` first stands (a variable's name in a cbc solution
// file, a literal in a `v` line), or first_line when it stands nowhere.
SourceLocation word_location(const std::string& text, const std::string& source,
                             std::string_view word);
[[noreturn]] void reject(const SourceLocation& where, const std::string& problem);

// A SAT solver's answer (SAT-competition or minisat output) to `cnf`: its model, or nullopt when
// the solver proved the formula unsatisfiable. InputError when the text is not such an answer
// (the back-end reader names the line and column), when it decides nothing (UNKNOWN, no status)
// or when the assignment falsifies a clause of `cnf` (the first, by its number in the file).
std::optional<sat::SatResult> read_sat_answer(const sat::Cnf& cnf, const std::string& text,
                                              const std::string& source);

// cbc's solution file for `model`: the point (integers rounded), or nullopt when cbc proved the
// model infeasible. InputError when it is not such a file, holds no point (a limit stopped cbc
// first, or the model is unbounded) or the point breaks a bound or a row of `model` (named).
std::optional<milp::MilpResult> read_cbc_answer(const milp::Model& model, const std::string& text,
                                                const std::string& source);

}  // namespace puzzlelab::model_answer
