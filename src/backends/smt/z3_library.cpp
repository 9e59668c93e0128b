// libz3, opened the first time any Z3 function is called (z3_lazy.hpp).
#include "backends/backend_library.hpp"
#include "backends/smt/z3_lazy.hpp"

namespace puzzlelab::smt {

void* z3_symbol(const char* name) {
  // A failed open throws, and the next call tries again.
  static const BackendLibrary library("Z3", {PUZZLELAB_Z3_LIBRARY});
  return library.symbol(name);
}

}  // namespace puzzlelab::smt
