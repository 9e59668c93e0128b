// z3++.h with Z3 opened on first use (cmake/LazyZ3.cmake says why). Every Z3_* function name
// becomes a pointer looked up in the library the first time that call is made, so nothing links
// libz3 and a run that never uses SMT never loads it. Include this, never <z3++.h> itself.
#pragma once

#include <z3.h>

#include <algorithm>
#include <cstddef>

namespace puzzlelab::smt {

// A function's name as a template argument, so that each function gets its own cached pointer.
template <std::size_t N>
struct Z3FunctionName {
  char text[N];
  consteval Z3FunctionName(const char (&name)[N]) { std::copy_n(name, N, text); }
};

// The address of `name` in libz3, which is opened on the first call. Throws BackendUnavailable
// when the library or the function cannot be found.
void* z3_symbol(const char* name);

template <typename Function, Z3FunctionName name>
Function z3_function() {
  static const Function function = reinterpret_cast<Function>(z3_symbol(name.text));
  return function;
}

}  // namespace puzzlelab::smt

// decltype names the function's type without referring to the symbol itself.
#define PUZZLELAB_Z3_FUNCTION(name) (::puzzlelab::smt::z3_function<decltype(&::name), #name>())
#include "backends/smt/z3_lazy_api.hpp"

#include <z3++.h>
