// Peg solitaire as an SMT problem over bit vectors, as in Greg Bacon's notebook "What I Learned
// About Theoretical CS": one bit-vector board per step (bit i = hole i), and a legal transition
// between consecutive boards as a disjunction over every jump of "from and over full, to empty;
// those three flip; every other hole unchanged". Solved by Z3; also written as an SMT-LIB2 file
// that `z3 FILE` solves alone.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "backends/backend_result.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_result.hpp"

namespace puzzlelab::peg {

// Solves with Z3 and replays the decoded jumps through the rules. Throws BackendUnavailable
// when PuzzleLab was built without Z3.
PegSolveResult solve_smt(const Game& game, const BackendLimits& limits);

// The same formula as an SMT-LIB2 script: header comments naming the instance and the
// variables (board_0 .. board_T, bit i = hole i), the assertions, then (check-sat) and
// (get-value (board_0 ... board_T)).
std::string smt2_script(const Game& game);

// Decodes what `z3 FILE` printed for smt2_script(game) ("sat" and the get-value answer, in
// binary or hexadecimal) into jumps. InputError when the output is malformed or does not
// describe a legal game; kNoSolution-style answers ("unsat") return std::nullopt.
std::optional<Solution> decode_smt2_output(const Game& game, std::istream& in,
                                           const std::string& source);

}  // namespace puzzlelab::peg
