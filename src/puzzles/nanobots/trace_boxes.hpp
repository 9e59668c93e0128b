// Nanobot runs written as traces (docs/trace-format.md, "Nanobots"). BoxTracer is the tracer the
// branch and bound takes as a template parameter: a "box" event for each box taken off the heap
// and split, a "solution" event each time a better point becomes known. The other methods trace
// their answer as one solution event.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/limits.hpp"
#include "puzzles/nanobots/backend_part2.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/result.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::nanobots {

nlohmann::json trace_instance(const Swarm& swarm);
// {"best":null} or {"best":{"point":[x,y,z],"count":c,"distance":d}}.
nlohmann::json trace_state(const std::optional<Candidate>& best);

class BoxTracer {
 public:
  static constexpr bool kEnabled = true;

  explicit BoxTracer(trace::TraceWriter& writer) : writer_(writer) {}
  BoxTracer(const BoxTracer&) = delete;
  BoxTracer& operator=(const BoxTracer&) = delete;

  void header(const Swarm& swarm, Method method);
  void box(const Box& box, int bound);
  // A point whose count is exact: a solution event when it is better than the best so far.
  void candidate(const Candidate& point);
  void end(const Part2Result& result);

 private:
  trace::TraceWriter& writer_;
  std::optional<Candidate> best_;
};

// Part 2 by `method`, exactly as solve_with_method (same search, same answer), written to
// `writer`: header, bnb's boxes and improving points or another method's answer, end.
BackendPart2Result solve_traced(const Swarm& swarm, Method method, const SearchLimits& limits,
                                trace::TraceWriter& writer);

}  // namespace puzzlelab::nanobots
