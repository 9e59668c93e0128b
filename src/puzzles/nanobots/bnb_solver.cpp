#include "puzzles/nanobots/bnb_solver.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "puzzles/nanobots/bot_lanes.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/trace_boxes.hpp"
#include "trace/null_tracer.hpp"

namespace puzzlelab::nanobots {
namespace {

struct Entry {
  int upper = 0;         // full + the bots merely meeting the box: no point is covered by more
  Coord distance = 0;    // no point in the box is nearer the origin (exact once settled)
  bool settled = false;  // no bot merely meets the box: every point has count `upper`
  Point nearest;         // the box's point nearest the origin
  Coord size = 0;        // sum of the side lengths, to prefer small boxes among equals
  Box box;
  int full = 0;    // bots whose balls hold the whole box
  int flags = -1;  // unsettled: the BotFlagPool slot of its bots' flags
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

// One array of bot flags for each waiting box, reused once the box leaves the heap: no
// allocation per box once the heap has reached its peak.
class BotFlagPool {
 public:
  explicit BotFlagPool(std::size_t stride) : stride_(stride) {}

  int take() {
    if (free_.empty()) {
      slots_.push_back(std::make_unique_for_overwrite<BotFlag[]>(stride_));
      return static_cast<int>(slots_.size()) - 1;
    }
    const int slot = free_.back();
    free_.pop_back();
    return slot;
  }
  void give_back(int slot) { free_.push_back(slot); }
  BotFlag* at(int slot) const { return slots_[static_cast<std::size_t>(slot)].get(); }

 private:
  std::size_t stride_;
  std::vector<std::unique_ptr<BotFlag[]>> slots_;
  std::vector<int> free_;
};

template <class Tracer>
class BoxSearch {
 public:
  BoxSearch(const Swarm& swarm, const SearchLimits& limits, Tracer& tracer)
      : swarm_(swarm),
        guard_(limits),
        tracer_(tracer),
        root_(bounding_box(swarm)),
        lanes_(swarm, root_),
        flag_pool_(lanes_.stride()) {}

  Part2Result run() {
    Part2Result result;
    result.method = Method::kBnb;
    push_root();
    while (!heap_.empty()) {
      std::pop_heap(heap_.begin(), heap_.end(), after);
      const Entry entry = heap_.back();
      heap_.pop_back();
      if (entry.upper < guaranteed_) {
        ++result.stats.pruned;
        if (!entry.settled) flag_pool_.give_back(entry.flags);
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
  // Sorts every bot into those holding, meeting or missing the search box.
  void push_root() {
    const int slot = flag_pool_.take();
    BotFlag* flags = flag_pool_.at(slot);
    std::fill_n(flags, lanes_.stride(), BotFlag{0});
    FlagCounts counts;
    for (std::size_t i = 0; i < swarm_.size(); ++i) {
      if (holds(swarm_[i], root_)) {
        flags[i] = kHolding;
        ++counts.holding;
      } else if (meets(swarm_[i], root_)) {
        flags[i] = kMeeting;
        ++counts.meeting;
      }
    }
    push(root_, counts, slot);
  }

  // Halves the box across its longest side and sorts the bots merely meeting it against each half.
  void split(const Entry& entry) {
    const Box& b = entry.box;
    const Coord wx = b.hi.x - b.lo.x, wy = b.hi.y - b.lo.y, wz = b.hi.z - b.lo.z;
    Box low = b, high = b;
    int axis = 0;
    Coord low_hi = 0;
    if (wx >= wy && wx >= wz) {
      low_hi = low.hi.x = b.lo.x + wx / 2;
      high.lo.x = low.hi.x + 1;
    } else if (wy >= wz) {
      axis = 1;
      low_hi = low.hi.y = b.lo.y + wy / 2;
      high.lo.y = low.hi.y + 1;
    } else {
      axis = 2;
      low_hi = low.hi.z = b.lo.z + wz / 2;
      high.lo.z = low.hi.z + 1;
    }
    const int low_slot = flag_pool_.take(), high_slot = flag_pool_.take();
    FlagCounts low_counts, high_counts;
    lanes_.split(flag_pool_.at(entry.flags), b, axis, low_hi, flag_pool_.at(low_slot),
                 flag_pool_.at(high_slot), low_counts, high_counts);
    flag_pool_.give_back(entry.flags);
    push(low, low_counts, low_slot, entry.full);
    push(high, high_counts, high_slot, entry.full);
  }

  // Queues a sorted box, unless its bound already falls short: `slot` holds its bots' flags, and
  // `inherited` bots (those holding the parent) hold it besides those counted there.
  void push(const Box& box, const FlagCounts& counts, int slot, int inherited = 0) {
    Entry entry;
    entry.box = box;
    entry.full = inherited + counts.holding;
    entry.upper = entry.full + counts.meeting;
    guaranteed_ = std::max(guaranteed_, entry.full);  // every point of the box reaches `full`
    if (entry.upper < guaranteed_) {
      ++pruned_;
      flag_pool_.give_back(slot);
      return;
    }
    entry.nearest = nearest_in(box, Point{});
    entry.distance = norm(entry.nearest);
    entry.settled = counts.meeting == 0;
    if (entry.settled) {
      flag_pool_.give_back(slot);
    } else {
      entry.flags = slot;
    }
    // A settled box's nearest point has the exact count `upper`: a point now known.
    if constexpr (Tracer::kEnabled) {
      if (entry.settled) tracer_.candidate({entry.upper, entry.distance, entry.nearest});
    }
    entry.size = (box.hi.x - box.lo.x) + (box.hi.y - box.lo.y) + (box.hi.z - box.lo.z);
    heap_.push_back(entry);
    std::push_heap(heap_.begin(), heap_.end(), after);
    peak_ = std::max<std::uint64_t>(peak_, heap_.size());
  }

  const Swarm& swarm_;
  LimitGuard guard_;
  Tracer& tracer_;
  const Box root_;
  const BotLanes lanes_;
  BotFlagPool flag_pool_;
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
