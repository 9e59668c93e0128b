// Whether this PuzzleLab was built with Z3 (PUZZLELAB_WITH_Z3). Free of Z3's headers, so the CLI
// and the tests may ask without depending on z3++.h.
#pragma once

namespace puzzlelab::smt {

bool z3_available();

}  // namespace puzzlelab::smt
