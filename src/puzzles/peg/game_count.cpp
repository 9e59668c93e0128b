#include "puzzles/peg/game_count.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <thread>

#include "core/bits.hpp"
#include "distributed/checkpoint_pace.hpp"
#include "distributed/plain_bytes.hpp"
#include "puzzles/peg/count_checkpoint.hpp"
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

// Collective: every rank's sums added in rank order (integers: the one process's figures), the
// goal classes of every rank, and the table of the ranks (a count of one rank gets its table only).
void add_up_ranks(distributed::Job& job, GameCount& count, std::uint64_t expanded,
                  double waiting_seconds) {
  using distributed::get_u128, distributed::get_u64, distributed::put_u128, distributed::put_u64;
  distributed::RankFigures mine;
  mine.units = count.positions;
  mine.work = expanded;
  mine.seconds = count.seconds;
  mine.waiting_seconds = waiting_seconds;
  if (job.ranks() > 1) {
    std::byte sums[40];
    put_u128(sums, count.winning);
    put_u128(sums + 16, count.losing);
    put_u64(sums + 32, count.positions);
    const std::vector<std::byte> all = job.all_gather(sums);
    count.winning = count.losing = 0;
    count.positions = 0;
    for (std::size_t at = 0; at < all.size(); at += sizeof sums) {
      count.winning += get_u128(all.data() + at);
      count.losing += get_u128(all.data() + at + 16);
      count.positions += get_u64(all.data() + at + 32);
    }
    // Each goal class is kept by one rank: every rank's list, put together.
    std::vector<std::byte> goals(count.goal_classes.size() * 24);
    for (std::size_t i = 0; i < count.goal_classes.size(); ++i) {
      put_u64(goals.data() + 24 * i, count.goal_classes[i].representative);
      put_u128(goals.data() + 24 * i + 8, count.goal_classes[i].games);
    }
    count.goal_classes.clear();
    for (const std::vector<std::byte>& from :
         job.exchange(std::vector<std::vector<std::byte>>(job.ranks(), goals))) {
      for (std::size_t at = 0; at + 24 <= from.size(); at += 24) {
        count.goal_classes.push_back({get_u64(from.data() + at), get_u128(from.data() + at + 8)});
      }
    }
  }
  count.ranks = distributed::gather_rank_figures(job, mine);
}

template <class Entry, int K>
GameCount count_in_layers(const Game& game, const CountOptions& options,
                          const std::vector<Permutation>& symmetries, int threads,
                          const Stopwatch& clock, distributed::CheckpointRequest& checkpoint,
                          bool& counts_too_wide) {
  using Key = typename Entry::Key;
  LayerBuildOptions build;
  build.threads = threads;
  build.limits = options.limits;
  build.max_layer_positions = options.max_layer_positions;
  build.min_parallel_layer = options.min_parallel_layer;
  build.progress = options.progress;
  // The ranks the layers are shared by, and that write the checkpoint together.
  distributed::Job& job = options.job != nullptr ? *options.job : distributed::current_job();
  build.job = &job;
  build.send_by_partition = options.send_by_partition;
  const int ranks = job.ranks();
  if (ranks > 1) build.limits.nodes = std::max<std::uint64_t>(build.limits.nodes / ranks, 1);
  LayerBuilder<Entry, K> builder(game.board, symmetries, /*label_bits=*/0, build, clock);

  const bool one_peg_goal = game.goal.kind == Goal::Kind::kOnePegAnywhere;
  const auto goal = static_cast<Key>(game.goal.pegs);
  const auto is_goal = [&](Key position) {
    return one_peg_goal ? popcount(position) == 1 : position == goal;
  };

  GameCount result;
  CountProgress progress;  // what a checkpoint keeps, beside the layer
  const distributed::LayerCheckpointHeader header = count_checkpoint_header(
      options.instance + (symmetries.size() > 1 ? " symmetry=yes" : " symmetry=no"),
      LayerBuilder<Entry, K>::kOwnerMultiplier, job.rank(), ranks);
  Layer<Entry> layer;
  if (checkpoint.resume) {
    ResumedCount<Entry> resumed =
        load_count_layer<Entry>(checkpoint.directory, header, game.board.hole_count(),
                                [&](Key key) { return builder.owns(key); });
    // A count too wide for this entry on any rank sends every rank to the wider one.
    const std::array<std::uint64_t, 1> mine = {resumed.counts_too_wide ? 1u : 0u};
    const std::vector<std::uint64_t> wide = distributed::gather_words(job, mine);
    if (std::find(wide.begin(), wide.end(), 1u) != wide.end()) {
      counts_too_wide = true;
      result.status = CountStatus::kStopped;
      return result;
    }
    progress = std::move(resumed.progress);
    layer = builder.first_layer(resumed.classes);
    result.resumed_depth = static_cast<std::int64_t>(progress.depth);
  } else {
    if (checkpoint.wanted()) distributed::require_no_layer_checkpoint(checkpoint.directory);
    // The start is a layer of one class with one sequence (the empty one) into it, on its owner.
    const Key start = builder.keys().canonical(static_cast<Key>(game.start));
    std::vector<Entry> first;
    if (builder.owns(start)) first.push_back(Entry::make(start, 1));
    layer = builder.first_layer(first);
    if (builder.owns(start)) progress.positions = 1;
    if (is_goal(start)) {
      if (builder.owns(start)) {
        progress.winning = 1;
        progress.goals.push_back({static_cast<HoleSet>(start), 1});
      }
      layer.entries.clear();
    }
    progress.layers = {builder.classes_everywhere(layer)};
  }
  const std::uint64_t positions_before = progress.positions;
  if (checkpoint.resume) result.kept_depth = static_cast<std::int64_t>(progress.depth);
  distributed::CheckpointPace pace(checkpoint.every_seconds);
  result.winning = progress.winning;
  result.losing = progress.losing;
  result.goal_classes = progress.goals;
  while (progress.layers.back() > 0) {
    GoalEntries<Entry> goals;
    const bool complete = builder.next_layer(layer, is_goal, goals, result.losing);
    result.winning += goals.games;
    for (const Entry& e : goals.classes) {
      result.goal_classes.push_back({static_cast<HoleSet>(e.key()), e.count()});
    }
    if (!complete) break;
    progress.layers.push_back(builder.classes_everywhere(layer));
    if (checkpoint.wanted() && pace.due(job)) {
      progress.depth = progress.layers.size() - 1;
      progress.winning = result.winning;
      progress.losing = result.losing;
      progress.positions = positions_before + builder.positions();
      progress.goals = result.goal_classes;
      save_count_layer(job, checkpoint.directory, header, progress, layer);
      checkpoint.resume = true;  // a count redone in wider entries goes on from here
      result.kept_depth = static_cast<std::int64_t>(progress.depth);
    }
  }
  builder.clear_progress();
  counts_too_wide = builder.counts_too_wide();
  result.positions = positions_before + builder.positions();
  result.threads = builder.threads_used();
  result.status = builder.stopped() ? CountStatus::kStopped : CountStatus::kComplete;
  result.stop_reason = builder.stop_reason();
  result.seconds = clock.seconds();
  if (options.job != nullptr)
    add_up_ranks(*options.job, result, builder.expanded(), builder.waiting_seconds());
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
  distributed::CheckpointRequest checkpoint = options.checkpoint;
  GameCount result = with_fitting_entry<EntryLayout::kPacked>(
      game.board.hole_count(), symmetries.size(), [&]<class Entry, int K>(bool& too_wide) {
        return count_in_layers<Entry, K>(game, options, symmetries, threads, clock, checkpoint,
                                         too_wide);
      });
  result.symmetries = static_cast<int>(symmetries.size());
  std::sort(
      result.goal_classes.begin(), result.goal_classes.end(),
      [](const GoalClass& a, const GoalClass& b) { return a.representative < b.representative; });
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
