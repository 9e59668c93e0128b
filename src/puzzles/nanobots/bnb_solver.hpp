// Exact branch and bound over axis-aligned boxes for part 2.
//
// Each box carries the bots whose balls hold all of it (`full`) and those that merely meet it
// (`partial`). full + |partial| is an upper bound on the count of any point in the box, and the
// box's L1 distance to the origin is a lower bound on the distance of any point in it; both are
// exact per-axis computations (see box.hpp). Boxes come off a heap ordered by (upper bound desc,
// distance bound asc); a box with no partial bots has one count everywhere, so its best point is
// the one nearest the origin and it becomes a "settled" entry whose key is exact. The first
// settled entry popped is optimal: every point not yet settled lies in a box whose key is no
// better. Boxes whose bound falls below a count already guaranteed somewhere are dropped.
//
// The search takes a tracer as a template parameter (see trace_boxes.hpp); the untraced entry
// point instantiates it with trace::NullTracer, whose calls compile to nothing.
#pragma once

#include "core/limits.hpp"
#include "puzzles/nanobots/result.hpp"

namespace puzzlelab::nanobots {

class BoxTracer;

Part2Result solve_bnb(const Swarm& swarm, const SearchLimits& limits = {});
// The same search, told to `tracer`: each box split, each better settled point, the answer.
Part2Result solve_bnb_traced(const Swarm& swarm, const SearchLimits& limits, BoxTracer& tracer);

}  // namespace puzzlelab::nanobots
