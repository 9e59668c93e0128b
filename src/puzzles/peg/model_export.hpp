// Writes a peg-solitaire game as a model other solvers read (DIMACS CNF for SAT solvers,
// SMT-LIB2 for z3, LP and MPS for MILP solvers), and reads their answers back into jumps. The
// model written is exactly the one `peg solve --method sat|smt|milp` solves, with default
// options, so `peg decode` can rebuild it to interpret an answer.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"

namespace puzzlelab::peg {

// "dimacs", "smt2", "lp", "mps".
const std::vector<std::string>& model_format_names();

// InputError for an unknown format; BackendUnavailable for smt2 without Z3.
void write_model(const Game& game, const std::string& format, std::ostream& out);

// The answer formats decode understands: three solvers' output, and the course assignment's
// grader line (grader_answer.hpp).
enum class AnswerFormat { kSatCompetition, kZ3, kCbcSolution, kGrader };
// Guesses the format from the first meaningful line ("s ..." or "v ..."; "sat"/"unsat";
// "Optimal - ..."/"Infeasible - ..."; "(x, y) -> ..."). InputError when none fits.
AnswerFormat detect_answer_format(const std::string& text, const std::string& source);

// Decodes a solver's answer for the model write_model(game, ...) wrote, or a grader line (the
// jumps themselves). std::nullopt: the solver proved there is no solution. InputError: the answer
// is malformed, incomplete (a limit stopped the solver) or not a legal game (checked by replaying
// it through the rules).
std::optional<Solution> decode_answer(const Game& game, const std::string& text,
                                      const std::string& source);

}  // namespace puzzlelab::peg
