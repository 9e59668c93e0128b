#include "puzzles/peg/game_count.hpp"

#include <algorithm>
#include <numeric>
#include <thread>

#include "core/bits.hpp"
#include "puzzles/peg/layer_builder.hpp"

// Layout, and why (the engine is layer_builder.hpp).
//
// Canonical forms cost K XORs and K comparisons a child: symmetries are XOR-linear, so a child's
// images are its parent's XOR the jump's (class_keys.hpp). Children are scattered into
// partitions whose hash tables fit in the L2 cache and merged partition by partition, two
// threads sharing nothing writable (layer_builder.hpp). An entry is 16 bytes, a 48-bit key and
// an 80-bit count (layer_entry.hpp): the English layers stream through memory at two thirds of
// the size the earlier 24-byte entries took. The count checks before each layer that no count of
// it can pass 80 bits, and counts again with 128-bit entries where one could.
//
// Measured on the 2-core development machine, `peg count --board english`: see docs/peg.md.
namespace puzzlelab::peg {
namespace {

template <class Entry, int K>
GameCount count_in_layers(const Game& game, const CountOptions& options,
                          const std::vector<Permutation>& symmetries, int threads,
                          const Stopwatch& clock, bool& counts_too_wide) {
  using Key = typename Entry::Key;
  LayerBuildOptions build;
  build.threads = threads;
  build.limits = options.limits;
  build.max_layer_positions = options.max_layer_positions;
  build.min_parallel_layer = options.min_parallel_layer;
  build.progress = options.progress;
  LayerBuilder<Entry, K> builder(game.board, symmetries, /*label_bits=*/0, build, clock);

  const bool one_peg_goal = game.goal.kind == Goal::Kind::kOnePegAnywhere;
  const auto goal = static_cast<Key>(game.goal.pegs);
  const auto is_goal = [&](Key position) {
    return one_peg_goal ? popcount(position) == 1 : position == goal;
  };

  GameCount result;
  // The start is a layer of one class with one sequence (the empty one) into it.
  const Key start = builder.keys().canonical(static_cast<Key>(game.start));
  Layer<Entry> layer = builder.first_layer({Entry::make(start, 1)});
  if (is_goal(start)) {
    result.winning = 1;
    result.goal_classes.push_back({static_cast<HoleSet>(start), 1});
    layer.entries.clear();
  }
  while (!layer.entries.empty()) {
    GoalEntries<Entry> goals;
    const bool complete = builder.next_layer(layer, is_goal, goals, result.losing);
    result.winning += goals.games;
    for (const Entry& e : goals.classes) {
      result.goal_classes.push_back({static_cast<HoleSet>(e.key()), e.count()});
    }
    if (!complete) break;
  }
  builder.clear_progress();
  counts_too_wide = builder.counts_too_wide();
  result.positions = 1 + builder.positions();
  result.threads = builder.threads_used();
  result.status = builder.stopped() ? CountStatus::kStopped : CountStatus::kComplete;
  result.stop_reason = builder.stop_reason();
  result.seconds = clock.seconds();
  return result;
}

}  // namespace

int count_threads(int requested) {
  const int threads =
      requested > 0 ? requested : static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(threads, 1, kMaxCountThreads);
}

std::string to_string(CountStatus status) {
  return status == CountStatus::kComplete ? "complete" : "stopped";
}

std::vector<Permutation> count_symmetries(const Game& game, const CountOptions& options) {
  if (options.use_symmetry) return game_symmetries(game);
  Permutation identity(game.board.hole_count());
  std::iota(identity.begin(), identity.end(), 0);
  return {identity};
}

GameCount count_games(const Game& game, const CountOptions& options) {
  const std::vector<Permutation> symmetries = count_symmetries(game, options);
  const int threads = count_threads(options.threads);
  // One clock for every run: a count redone in wider entries keeps the time limit it began with.
  const Stopwatch clock;
  GameCount result = with_fitting_entry<EntryLayout::kPacked>(
      game.board.hole_count(), symmetries.size(), [&]<class Entry, int K>(bool& too_wide) {
        return count_in_layers<Entry, K>(game, options, symmetries, threads, clock, too_wide);
      });
  result.symmetries = static_cast<int>(symmetries.size());
  return result;
}

std::vector<GoalPosition> expand_goal_class(const GoalClass& goal_class,
                                            const std::vector<Permutation>& symmetries) {
  std::vector<GoalPosition> orbit;
  for (const Permutation& perm : symmetries) {
    const HoleSet image = permute(goal_class.representative, perm);
    const bool seen = std::any_of(orbit.begin(), orbit.end(),
                                  [&](const GoalPosition& p) { return p.position == image; });
    if (!seen) orbit.push_back({image, 0});
  }
  for (GoalPosition& p : orbit) p.games = goal_class.games / orbit.size();
  return orbit;
}

}  // namespace puzzlelab::peg
