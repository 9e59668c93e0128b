// The tracer a solver gets when tracing is off. Solvers take their tracer as a template parameter
// and guard every call to it with `if constexpr (Tracer::kEnabled)`, so with this one the calls,
// and the work of preparing their arguments, compile to nothing. It needs no methods for that
// reason: a guarded call is never instantiated.
#pragma once

namespace puzzlelab::trace {

struct NullTracer {
  static constexpr bool kEnabled = false;
};

}  // namespace puzzlelab::trace
