// Built instead of z3_session.cpp when PUZZLELAB_WITH_Z3=OFF. The session itself is only used
// by encode_smt.cpp files, which are swapped for their own *_unavailable.cpp in that build.
#include "backends/smt/z3_available.hpp"

namespace puzzlelab::smt {

bool z3_available() {
  return false;
}

}  // namespace puzzlelab::smt
