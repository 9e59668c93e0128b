#include "puzzles/nanobots/bot_lanes.hpp"

#include <limits>

#include "core/cpu_features.hpp"

// The sorting pass is also compiled for processors with AVX2 (eight 32-bit lanes, and a vector
// max the baseline instruction set lacks), picked at run time by cpu_has_avx2().
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define PUZZLELAB_AVX2_LANES 1
#else
#define PUZZLELAB_AVX2_LANES 0
#endif

namespace puzzlelab::nanobots {
namespace {

template <class Lane>
struct LaneInterval {
  Lane lo, hi;
};

template <class Lane>
void fill_lanes(LaneArrays<Lane>& lanes, const Swarm& swarm, const Point& origin,
                std::size_t stride) {
  for (std::vector<Lane>& axis : lanes.axis) axis.assign(stride, 0);
  lanes.r.assign(stride, 0);
  for (std::size_t i = 0; i < swarm.size(); ++i) {
    const Bot& bot = swarm[i];
    lanes.axis[0][i] = static_cast<Lane>(bot.pos.x - origin.x);
    lanes.axis[1][i] = static_cast<Lane>(bot.pos.y - origin.y);
    lanes.axis[2][i] = static_cast<Lane>(bot.pos.z - origin.z);
    lanes.r[i] = static_cast<Lane>(bot.r);
  }
}

// The box being split, relative to the lanes' origin: the split axis's two halves and the other
// two axes' intervals, which both halves share.
template <class Lane>
struct SplitIntervals {
  int axis;
  LaneInterval<Lane> low, high, second, third;
};

// Plain loops over the arrays, each test's outcome a 0 or 1 in a lane rather than a branch, so
// that the compiler turns the loop into vector code. Meeting + holding is exactly the flag,
// since a ball holding a box meets it; a mask keeps only the parent's meeting bots.
template <class Lane>
[[gnu::always_inline]] inline void sort_halves(const LaneArrays<Lane>& lanes, std::size_t stride,
                                               const BotFlag* __restrict parent,
                                               const SplitIntervals<Lane>& cut,
                                               BotFlag* __restrict low_flags,
                                               BotFlag* __restrict high_flags,
                                               FlagCounts& low_counts, FlagCounts& high_counts) {
  const Lane* __restrict a = lanes.axis[cut.axis].data();
  const Lane* __restrict b = lanes.axis[(cut.axis + 1) % 3].data();
  const Lane* __restrict c = lanes.axis[(cut.axis + 2) % 3].data();
  const Lane* __restrict r = lanes.r.data();
  const LaneInterval<Lane> low = cut.low, high = cut.high, second = cut.second, third = cut.third;
  Lane low_sum = 0, low_holding = 0, high_sum = 0, high_holding = 0;
  for (std::size_t i = 0; i < stride; ++i) {
    const Lane member = Lane{0} - Lane{parent[i] & kMeeting};  // all ones or zero
    const Lane other_gap = gap(b[i], second.lo, second.hi) + gap(c[i], third.lo, third.hi);
    const Lane other_reach = reach(b[i], second.lo, second.hi) + reach(c[i], third.lo, third.hi);
    const Lane low_holds = Lane{other_reach + reach(a[i], low.lo, low.hi) <= r[i]} & member;
    const Lane low_flag =
        (Lane{other_gap + gap(a[i], low.lo, low.hi) <= r[i]} & member) + low_holds;
    const Lane high_holds = Lane{other_reach + reach(a[i], high.lo, high.hi) <= r[i]} & member;
    const Lane high_flag =
        (Lane{other_gap + gap(a[i], high.lo, high.hi) <= r[i]} & member) + high_holds;
    low_flags[i] = static_cast<BotFlag>(low_flag);
    high_flags[i] = static_cast<BotFlag>(high_flag);
    low_sum += low_flag;
    low_holding += low_holds;
    high_sum += high_flag;
    high_holding += high_holds;
  }
  low_counts = {static_cast<int>(low_holding), static_cast<int>(low_sum - 2 * low_holding)};
  high_counts = {static_cast<int>(high_holding), static_cast<int>(high_sum - 2 * high_holding)};
}

#if PUZZLELAB_AVX2_LANES
template <class Lane>
__attribute__((target("avx2"))) void sort_halves_avx2(const LaneArrays<Lane>& lanes,
                                                      std::size_t stride, const BotFlag* parent,
                                                      const SplitIntervals<Lane>& cut,
                                                      BotFlag* low_flags, BotFlag* high_flags,
                                                      FlagCounts& low_counts,
                                                      FlagCounts& high_counts) {
  sort_halves(lanes, stride, parent, cut, low_flags, high_flags, low_counts, high_counts);
}
#endif

// sort_halves in the version this processor runs best.
template <class Lane>
void sort_halves_here(const LaneArrays<Lane>& lanes, std::size_t stride, const BotFlag* parent,
                      const SplitIntervals<Lane>& cut, BotFlag* low_flags, BotFlag* high_flags,
                      FlagCounts& low_counts, FlagCounts& high_counts) {
#if PUZZLELAB_AVX2_LANES
  if (cpu_has_avx2()) {
    sort_halves_avx2(lanes, stride, parent, cut, low_flags, high_flags, low_counts, high_counts);
    return;
  }
#endif
  sort_halves(lanes, stride, parent, cut, low_flags, high_flags, low_counts, high_counts);
}

Coord axis_of(const Point& p, int axis) {
  return axis == 0 ? p.x : axis == 1 ? p.y : p.z;
}

template <class Lane>
SplitIntervals<Lane> relative_cut(const Box& box, int axis, Coord low_hi, const Point& origin) {
  const auto interval = [&](int which) {
    const Coord shift = axis_of(origin, which);
    return LaneInterval<Lane>{static_cast<Lane>(axis_of(box.lo, which) - shift),
                              static_cast<Lane>(axis_of(box.hi, which) - shift)};
  };
  const LaneInterval<Lane> whole = interval(axis);
  const auto cut = static_cast<Lane>(low_hi - axis_of(origin, axis));
  return {axis,
          {whole.lo, cut},
          {static_cast<Lane>(cut + 1), whole.hi},
          interval((axis + 1) % 3),
          interval((axis + 2) % 3)};
}

}  // namespace

BotLanes::BotLanes(const Swarm& swarm, const Box& search_box)
    : origin_(search_box.lo), stride_((swarm.size() + 63) / 64 * 64) {
  const Box& b = search_box;
  const Coord extents = (b.hi.x - b.lo.x) + (b.hi.y - b.lo.y) + (b.hi.z - b.lo.z);
  if (extents <= std::numeric_limits<std::int32_t>::max()) {
    fill_lanes(narrow_, swarm, origin_, stride_);
  } else {
    fill_lanes(wide_, swarm, origin_, stride_);
  }
}

void BotLanes::split(const BotFlag* parent, const Box& box, int axis, Coord low_hi, BotFlag* low,
                     BotFlag* high, FlagCounts& low_counts, FlagCounts& high_counts) const {
  if (narrow()) {
    sort_halves_here(narrow_, stride_, parent,
                     relative_cut<std::int32_t>(box, axis, low_hi, origin_), low, high, low_counts,
                     high_counts);
  } else {
    sort_halves_here(wide_, stride_, parent, relative_cut<std::int64_t>(box, axis, low_hi, origin_),
                     low, high, low_counts, high_counts);
  }
}

}  // namespace puzzlelab::nanobots
