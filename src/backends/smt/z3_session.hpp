// Z3 behind a small facade: one context and one solver, the common BackendLimits applied, the
// answer mapped to BackendStatus and the work to BackendStats. Encodings build z3::expr terms on
// context() and add() them; only encodings' .cpp files include this header (it brings z3++.h).
//
//   Z3Session session("QF_BV");
//   z3::expr b = session.bv_var("board_0", 15);
//   session.add(b == session.context().bv_val(6, 15));
//   if (session.check(limits) == BackendStatus::kSatisfiable) ... session.model().eval(b) ...
#pragma once

#include "backends/smt/z3_lazy.hpp"

#include <string>

#include "backends/backend_result.hpp"
#include "backends/smt/z3_available.hpp"
#include "core/limits.hpp"

namespace puzzlelab::smt {

class Z3Session {
 public:
  // `logic` (an SMT-LIB2 logic such as "QF_BV") picks Z3's solver for that logic; empty picks
  // the general solver. The wall clock for BackendLimits::seconds starts here, so building the
  // formula counts against it.
  explicit Z3Session(const std::string& logic = "");
  Z3Session(const Z3Session&) = delete;
  Z3Session& operator=(const Z3Session&) = delete;

  z3::context& context() { return context_; }
  z3::solver& solver() { return solver_; }

  // Declares a constant (a variable of the formula), counted in stats().variables.
  z3::expr bool_var(const std::string& name);
  z3::expr real_var(const std::string& name);
  z3::expr bv_var(const std::string& name, unsigned bits);

  // Asserts one formula; each call counts as one constraint in stats().
  void add(const z3::expr& assertion);

  // Runs the solver under `limits`: seconds (what is left of them since construction) as Z3's
  // "timeout" in milliseconds, conflicts as "max_conflicts". A limit that stops Z3 (or any other
  // reason Z3 gives up) answers kUnknown; reason_unknown() says why.
  // ensure: stats() describes this call; model() is valid when kSatisfiable.
  BackendStatus check(const BackendLimits& limits = {});

  // require: the last check() answered kSatisfiable.
  z3::model model() const { return solver_.get_model(); }
  std::string reason_unknown() const { return solver_.reason_unknown(); }

  // variables = constants declared through *_var(); constraints = assertions added; conflicts,
  // decisions and propagations as Z3 counted them in the last check() (0 when its statistics do not
  // report them); build_seconds from construction to the first check(); solve_seconds the last
  // check().
  const BackendStats& stats() const { return stats_; }

  // The assertions as an SMT-LIB2 benchmark (declarations, asserts and a final (check-sat)).
  std::string to_smt2();

 private:
  // Throws LimitReached when the run's time is already spent: loading Z3 alone takes a tenth of
  // a second of CPU, a second on a busy machine. Called before context_ is made.
  static bool time_left();

  bool time_left_ = time_left();
  z3::context context_;
  z3::solver solver_;
  Stopwatch since_created_;
  BackendStats stats_;
  bool checked_ = false;
};

}  // namespace puzzlelab::smt
