#include "puzzles/nanobots/bnb_solver.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/trace_boxes.hpp"
#include "trace/null_tracer.hpp"

namespace puzzlelab::nanobots {
namespace {

struct Entry {
  int upper = 0;         // full + partial.size(): no point in the box is covered by more bots
  Coord distance = 0;    // no point in the box is nearer the origin (exact once settled)
  bool settled = false;  // no partial bots: every point has count `upper`
  Point nearest;         // the box's point nearest the origin
  Coord size = 0;        // sum of the side lengths, to prefer small boxes among equals
  Box box;
  std::vector<std::int32_t> partial;
};

// Heap order: true when a should come off after b. Among equal keys unsettled boxes go first,
// so that the first settled entry popped is the smallest optimal point (matching brute).
bool after(const Entry& a, const Entry& b) {
  if (a.upper != b.upper) return a.upper < b.upper;
  if (a.distance != b.distance) return a.distance > b.distance;
  if (a.settled != b.settled) return a.settled;
  if (a.settled) return b.nearest < a.nearest;
  if (a.size != b.size) return a.size > b.size;
  return b.box.lo < a.box.lo;
}

template <class Tracer>
class BoxSearch {
 public:
  BoxSearch(const Swarm& swarm, const SearchLimits& limits, Tracer& tracer)
      : swarm_(swarm), guard_(limits), tracer_(tracer) {}

  Part2Result run() {
    Part2Result result;
    result.method = "bnb";
    std::vector<std::int32_t> all(swarm_.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<std::int32_t>(i);
    push(bounding_box(swarm_), 0, all);
    while (!heap_.empty()) {
      std::pop_heap(heap_.begin(), heap_.end(), after);
      Entry entry = std::move(heap_.back());
      heap_.pop_back();
      if (entry.upper < guaranteed_) {
        ++result.stats.pruned;
        continue;
      }
      if (entry.settled) {
        result.status = SearchStatus::kSolved;
        result.best = {entry.upper, entry.distance, entry.nearest};
        if constexpr (Tracer::kEnabled) tracer_.candidate(result.best);
        break;
      }
      // A box costs microseconds, so reading the clock at every one is cheap.
      if (guard_.tick() || guard_.time_is_up()) break;
      if constexpr (Tracer::kEnabled) tracer_.box(entry.box, entry.upper);
      split(entry);
    }
    result.stats.nodes = guard_.nodes();
    result.stats.pruned += pruned_;
    result.stats.seconds = guard_.seconds();
    result.peak_queue = peak_;
    return result;
  }

 private:
  // Halves the box across its longest side.
  void split(const Entry& entry) {
    const Box& b = entry.box;
    const Coord wx = b.hi.x - b.lo.x, wy = b.hi.y - b.lo.y, wz = b.hi.z - b.lo.z;
    Box low = b, high = b;
    if (wx >= wy && wx >= wz) {
      low.hi.x = b.lo.x + wx / 2;
      high.lo.x = low.hi.x + 1;
    } else if (wy >= wz) {
      low.hi.y = b.lo.y + wy / 2;
      high.lo.y = low.hi.y + 1;
    } else {
      low.hi.z = b.lo.z + wz / 2;
      high.lo.z = low.hi.z + 1;
    }
    const int full = entry.upper - static_cast<int>(entry.partial.size());
    push(low, full, entry.partial);
    push(high, full, entry.partial);
  }

  // Sorts the parent's partial bots into those holding, meeting or missing the box.
  void push(const Box& box, int full, const std::vector<std::int32_t>& candidates) {
    Entry entry;
    entry.box = box;
    entry.partial.reserve(candidates.size());
    for (std::int32_t i : candidates) {
      const Bot& bot = swarm_[i];
      if (holds(bot, box)) {
        ++full;
      } else if (meets(bot, box)) {
        entry.partial.push_back(i);
      }
    }
    entry.upper = full + static_cast<int>(entry.partial.size());
    guaranteed_ = std::max(guaranteed_, full);  // every point of the box reaches `full`
    if (entry.upper < guaranteed_) {
      ++pruned_;
      return;
    }
    entry.nearest = nearest_in(box, Point{});
    entry.distance = norm(entry.nearest);
    entry.settled = entry.partial.empty();
    // A settled box's nearest point has the exact count `upper`: a point now known.
    if constexpr (Tracer::kEnabled) {
      if (entry.settled) tracer_.candidate({entry.upper, entry.distance, entry.nearest});
    }
    entry.size = (box.hi.x - box.lo.x) + (box.hi.y - box.lo.y) + (box.hi.z - box.lo.z);
    heap_.push_back(std::move(entry));
    std::push_heap(heap_.begin(), heap_.end(), after);
    peak_ = std::max<std::uint64_t>(peak_, heap_.size());
  }

  const Swarm& swarm_;
  LimitGuard guard_;
  Tracer& tracer_;
  std::vector<Entry> heap_;
  int guaranteed_ = 0;  // a count some point is known to reach
  std::uint64_t pruned_ = 0;
  std::uint64_t peak_ = 0;
};

}  // namespace

Part2Result solve_bnb(const Swarm& swarm, const SearchLimits& limits) {
  trace::NullTracer tracer;
  return BoxSearch<trace::NullTracer>(swarm, limits, tracer).run();
}

Part2Result solve_bnb_traced(const Swarm& swarm, const SearchLimits& limits, BoxTracer& tracer) {
  return BoxSearch<BoxTracer>(swarm, limits, tracer).run();
}

}  // namespace puzzlelab::nanobots
