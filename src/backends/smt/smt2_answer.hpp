// What an SMT solver prints for a script that ends in (check-sat), possibly (get-objectives), and
// (get-value (...)): `z3 FILE`'s output, read as text (no Z3 needed), so that an exported model
// solved elsewhere can be decoded back.
//
//   sat
//   (objectives
//    (count 5)
//    (dist 36)
//   )
//   ((x 12)
//    (y (- 3))
//    (count 5))
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "backends/backend_result.hpp"

namespace puzzlelab::smt {

struct Smt2Value {
  std::string name;
  // An integer as decimal text ("12", "-3" for (- 3)), true or false, or a bit-vector as
  // written (#b0101, #x1f).
  std::string value;
  int line = 0;  // where the name stands, 1-based
  int column = 0;
};

struct Smt2Answer {
  // kSatisfiable, kUnsatisfiable (nothing after it is read: the solver's complaints that no model
  // exists are expected) or kUnknown.
  BackendStatus status = BackendStatus::kUnknown;
  std::vector<Smt2Value> values;  // every (name value) pair of the get-value answers, in order
  int status_line = 1;            // where the status word stands
  int status_column = 1;
};

// InputError (SOURCE:LINE:COL) on text that is not such output; an (error "...") after sat is
// reported as the solver's error. `;` comments are skipped.
Smt2Answer read_smt2_answer(std::istream& in, const std::string& source);

}  // namespace puzzlelab::smt
