#include "puzzles/peg/analyze.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <filesystem>
#include <map>
#include <optional>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "distributed/checkpoint.hpp"
#include "distributed/checkpoint_pace.hpp"
#include "distributed/job.hpp"
#include "distributed/layer_checkpoint.hpp"
#include "distributed/plain_bytes.hpp"
#include "puzzles/peg/count_checkpoint.hpp"
#include "puzzles/peg/layer_builder.hpp"
#include "puzzles/peg/middle_join.hpp"
#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/start_groups.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

// What one group's pass found: games[s * holes + f], or why it stopped.
struct GroupCount {
  bool complete = false;
  bool refused = false;  // by a memory guard, before a layer: other groups may still fit
  std::vector<u128> games;
  std::string stop_reason;
  std::uint64_t expanded = 0;       // parents and middle classes expanded, for the node limit
  std::uint64_t positions = 0;      // classes this rank kept in the group's layers
  double waiting_seconds = 0;       // in the exchanges with the other ranks
  std::int64_t resumed_depth = -1;  // the group's layer a checkpoint gave (-1: none)
};

// The checkpoint of the group being counted (`--checkpoint DIR`): its labelled layers before the
// middle one, each as it is finished, in the peg count's layer files (count_checkpoint.hpp), in
// a folder of the group's own, DIR/group-<G>. A group of hours stopped midway then goes on from
// its last layer. The folder goes once the group's games are in DIR's units file.
struct GroupCheckpoint {
  std::string directory;
  std::string instance;      // the board and the group, as the files' headers name them
  bool resume = false;       // read the deepest layer the folder holds first
  double every_seconds = 0;  // --checkpoint-every (distributed/checkpoint_pace.hpp)
};

std::string group_folder(const std::string& directory, std::size_t group) {
  return (std::filesystem::path(directory) / ("group-" + std::to_string(group))).string();
}

template <class Entry, int K>
GroupCount count_group(const Board& board, const std::vector<Permutation>& symmetries,
                       const std::vector<int>& starts, const LayerBuildOptions& build,
                       const Stopwatch& clock, GroupCheckpoint* checkpoint, bool& counts_too_wide) {
  using Key = typename Entry::Key;
  const int holes = board.hole_count();
  const int label_bits = std::bit_width(static_cast<unsigned>(holes - 1));
  LayerBuilder<Entry, K> builder(board, symmetries, label_bits, build, clock);
  const auto& keys = builder.keys();
  distributed::Job& job = build.job != nullptr ? *build.job : distributed::current_job();
  GroupCount result;
  CountProgress progress;  // what the group's checkpoint keeps, beside the layer
  distributed::LayerCheckpointHeader header;
  if (checkpoint != nullptr) {
    header = count_checkpoint_header(checkpoint->instance, LayerBuilder<Entry, K>::kOwnerMultiplier,
                                     job.rank(), job.ranks());
    header.method = "analyze";
  }

  Layer<Entry> layer;
  if (checkpoint != nullptr && checkpoint->resume) {
    ResumedCount<Entry> resumed =
        load_count_layer<Entry>(checkpoint->directory, header, holes + label_bits,
                                [&](Key key) { return builder.owns(key); });
    // A count too wide for this entry on any rank sends every rank to the wider one.
    const std::array<std::uint64_t, 1> mine = {resumed.counts_too_wide ? 1u : 0u};
    const std::vector<std::uint64_t> wide = distributed::gather_words(job, mine);
    if (std::find(wide.begin(), wide.end(), 1u) != wide.end()) {
      counts_too_wide = true;
      return result;
    }
    progress = std::move(resumed.progress);
    layer = builder.first_layer(resumed.classes);
    result.resumed_depth = static_cast<std::int64_t>(progress.depth);
  } else {
    // The starts, each with its one (empty) sequence, on their owners; symmetric starts share a
    // class.
    std::vector<Entry> seeds;
    const auto all = static_cast<Key>(board.all_holes());
    for (const int s : starts) {
      const Key key = keys.canonical(keys.key(all & ~bit<Key>(s), s));
      if (!builder.owns(key)) continue;
      const auto same =
          std::find_if(seeds.begin(), seeds.end(), [&](const Entry& e) { return e.key() == key; });
      if (same != seeds.end()) {
        same->add(Entry::make(key, 1));
      } else {
        seeds.push_back(Entry::make(key, 1));
      }
    }
    layer = builder.first_layer(seeds);
    progress.positions = seeds.size();
    if (checkpoint != nullptr) progress.layers = {builder.classes_everywhere(layer)};
  }
  const std::uint64_t positions_before = progress.positions;
  distributed::CheckpointPace pace(checkpoint != nullptr ? checkpoint->every_seconds : 0);

  const int moves = holes - 2;  // of every won game
  const int middle = moves / 2;
  const auto never_goal = [](Key) { return false; };  // one peg is past the middle
  GoalEntries<Entry> no_goals;
  u128 lost = 0;  // unused: only winning games are asked for
  bool complete = true;
  for (int depth = static_cast<int>(progress.depth) + 1; depth <= middle && complete; ++depth) {
    using Output = typename LayerBuilder<Entry, K>::Output;
    complete = builder.next_layer(layer, never_goal, no_goals, lost,
                                  depth == middle ? Output::kTables : Output::kLayer);
    if (complete && depth < middle && checkpoint != nullptr) {
      progress.layers.push_back(builder.classes_everywhere(layer));  // each layer's, written or not
      if (pace.due(job)) {
        progress.depth = static_cast<std::uint64_t>(depth);
        progress.positions = positions_before + builder.positions();
        save_count_layer(job, checkpoint->directory, header, progress, layer);
        checkpoint->resume = true;  // a group redone in wider entries goes on from here
      }
    }
  }
  if (middle == 0) builder.load_tables(layer);
  if (complete) {
    complete = join_middle_layer(builder, holes, /*through_jump=*/moves % 2 == 1, symmetries,
                                 result.games);
  }
  builder.clear_progress();
  counts_too_wide = builder.counts_too_wide();
  result.complete = complete;
  result.refused = builder.refused_layer();
  result.stop_reason = builder.stop_reason();
  result.expanded = builder.expanded();
  result.positions = positions_before + builder.positions();
  result.waiting_seconds = builder.waiting_seconds();
  return result;
}

// The analysis of start hole s from the group's games.
StartHoleAnalysis start_analysis(int s, int holes, const std::vector<u128>& games) {
  StartHoleAnalysis start;
  start.hole = s;
  for (int f = 0; f < holes; ++f) {
    const u128 g = games[s * holes + f];
    if (g == 0) continue;
    start.winning_games += g;
    start.final_holes |= bit<HoleSet>(f);
    start.winning_games_by_final_hole[f] = g;
  }
  start.solvable = start.winning_games != 0;
  return start;
}

// The least hole a symmetry maps onto `hole`: the hole whose count stands for it.
int orbit_representative(int hole, const std::vector<Permutation>& symmetries) {
  int least = hole;
  for (const Permutation& perm : symmetries) {
    for (int h = 0; h < static_cast<int>(perm.size()); ++h) {
      if (perm[h] == hole) least = std::min(least, h);
    }
  }
  return least;
}

// The unit checkpoint of an analysis: a unit a group of start holes, its record the group's
// games[s * holes + f], 16 bytes each.
distributed::CheckpointHeader analysis_checkpoint_header(
    const Board& board, const std::vector<std::vector<int>>& groups,
    const AnalyzeOptions& options) {
  distributed::CheckpointHeader header;
  header.puzzle = "peg";
  header.instance = options.instance;
  header.method = "analyze";
  header.units = groups.size();
  // The unit list: the board's holes, then each group's start holes, in the order counted.
  distributed::Fnv1a64 hash;
  hash.add_u64(static_cast<std::uint64_t>(board.hole_count()));
  for (int h = 0; h < board.hole_count(); ++h) {
    hash.add_u64(static_cast<std::uint64_t>(board.cell(h).x));
    hash.add_u64(static_cast<std::uint64_t>(board.cell(h).y));
  }
  hash.add_u64(groups.size());
  for (const std::vector<int>& starts : groups) {
    hash.add_u64(starts.size());
    for (const int s : starts) hash.add_u64(static_cast<std::uint64_t>(s));
  }
  header.unit_list_hash = hash.value();
  header.result = "peg-analyze-games-v1";
  const std::size_t holes = static_cast<std::size_t>(board.hole_count());
  header.result_bytes = static_cast<std::uint32_t>(holes * holes * 16);
  header.rank = options.job != nullptr ? options.job->rank() : 0;
  header.ranks = options.job != nullptr ? options.job->ranks() : 1;
  return header;
}

std::vector<std::byte> games_record(const std::vector<u128>& games) {
  std::vector<std::byte> record(games.size() * 16);
  for (std::size_t i = 0; i < games.size(); ++i) distributed::put_u128(&record[i * 16], games[i]);
  return record;
}

// The groups a checkpoint kept (`--resume`), by their index. Rank 0 reads the folder and sends
// what it kept to the others, so that every rank skips the same groups (a rank reading later
// could see records rank 0 wrote meanwhile) and the others need not see the folder at all.
std::map<std::size_t, std::vector<u128>> kept_groups(const distributed::CheckpointHeader& header,
                                                     const AnalyzeOptions& options,
                                                     std::size_t cells) {
  std::vector<std::byte> shared;  // each unit (8 bytes), then each result
  if (header.rank == 0) {
    const distributed::LoadedUnits loaded = distributed::load_checkpoint(
        options.checkpoint.directory, header, distributed::notice_on_stderr);
    shared.resize(loaded.units.size() * 8);
    for (std::size_t i = 0; i < loaded.units.size(); ++i)
      distributed::put_u64(&shared[i * 8], loaded.units[i]);
    shared.insert(shared.end(), loaded.results.begin(), loaded.results.end());
  }
  if (options.job != nullptr && options.job->distributed()) options.job->broadcast(shared, 0);
  std::map<std::size_t, std::vector<u128>> kept;
  const std::size_t units = shared.size() / (8 + header.result_bytes);
  for (std::size_t i = 0; i < units; ++i) {
    std::vector<u128>& games = kept[distributed::get_u64(&shared[i * 8])];
    games.resize(cells);
    const std::byte* record = shared.data() + units * 8 + i * header.result_bytes;
    for (std::size_t c = 0; c < cells; ++c) games[c] = distributed::get_u128(record + c * 16);
  }
  return kept;
}

// Group g's checkpoint (GroupCheckpoint); resumed when rank 0 finds layers of it in its folder
// (every rank must read them alike, or none).
GroupCheckpoint group_checkpoint(const AnalyzeOptions& options, std::size_t g,
                                 const std::vector<int>& starts) {
  GroupCheckpoint checkpoint;
  checkpoint.directory = group_folder(options.checkpoint.directory, g);
  checkpoint.every_seconds = options.checkpoint.every_seconds;
  checkpoint.instance = options.instance + " group=" + std::to_string(g) + " starts=";
  for (std::size_t i = 0; i < starts.size(); ++i) {
    checkpoint.instance += (i > 0 ? "," : "") + std::to_string(starts[i]);
  }
  distributed::Job& job = options.job != nullptr ? *options.job : distributed::current_job();
  const std::array<std::uint64_t, 1> found = {
      options.checkpoint.resume && distributed::holds_layer_checkpoint(checkpoint.directory)};
  checkpoint.resume = distributed::gather_words(job, found).front() != 0;
  return checkpoint;
}

}  // namespace

Game single_vacancy_game(const Board& board, int empty_hole) {
  Goal goal;
  goal.kind = Goal::Kind::kOnePegAnywhere;
  return Game{"", board, board.all_holes() & ~bit<HoleSet>(empty_hole), goal};
}

BoardAnalysis analyze_board(const Board& board, const AnalyzeOptions& options) {
  const Stopwatch clock;
  const int holes = board.hole_count();
  const std::vector<Permutation> symmetries = board_symmetries(board);
  BoardAnalysis analysis;
  analysis.starts.resize(holes);
  for (int h = 0; h < holes; ++h) {
    analysis.starts[h].hole = h;
    analysis.starts[h].status = CountStatus::kStopped;
    const int representative = orbit_representative(h, symmetries);
    if (representative != h) analysis.starts[h].mapped_from = representative;
  }
  const int label_bits = std::bit_width(static_cast<unsigned>(std::max(holes - 1, 1)));
  if (holes + label_bits > kMaxHoles) {
    analysis.status = CountStatus::kStopped;
    analysis.stop_reason =
        "the analysis keeps a start hole beside each position in 128 bits: "
        "boards of at most " +
        std::to_string(kMaxHoles - label_bits) + " holes";
    analysis.seconds = clock.seconds();
    return analysis;
  }

  LayerBuildOptions build;
  build.threads = count_threads(options.threads);
  build.limits = options.limits;
  build.max_layer_positions = options.max_layer_positions;
  build.progress = options.progress;
  build.activity = "analysing start holes";
  build.job = options.job;
  build.send_by_partition = options.send_by_partition;
  const int ranks = options.job != nullptr ? options.job->ranks() : 1;
  if (ranks > 1) build.limits.nodes = std::max<std::uint64_t>(build.limits.nodes / ranks, 1);
  distributed::RankFigures mine;
  // Smaller groups first: where a large one needs more memory than there is, the others are
  // answered all the same, each group's layers being its own.
  std::vector<std::vector<int>> groups = start_groups(board, symmetries);
  std::stable_sort(groups.begin(), groups.end(),
                   [](const auto& a, const auto& b) { return a.size() < b.size(); });
  const PositionClasses classes(board);
  analysis.groups = static_cast<int>(groups.size());

  // Groups a checkpoint kept, by their index in `groups`; the writer of this run's file.
  std::map<std::size_t, std::vector<u128>> kept;
  std::optional<distributed::CheckpointWriter> writer;
  if (options.checkpoint.wanted()) {
    const distributed::CheckpointHeader header = analysis_checkpoint_header(board, groups, options);
    if (options.checkpoint.resume) {
      kept = kept_groups(header, options, static_cast<std::size_t>(holes) * holes);
    } else if (header.rank == 0) {
      distributed::require_no_checkpoint(options.checkpoint.directory);
    }
    if (header.rank == 0) writer.emplace(options.checkpoint.directory, header);
    // The layers of groups whose games are kept are of no more use (left by a stop between the
    // record and their removal).
    if (header.rank == 0) {
      for (const auto& [g, games] : kept) {
        std::error_code ignored;
        std::filesystem::remove_all(group_folder(options.checkpoint.directory, g), ignored);
      }
    }
  }

  // Each start of a group answered from the group's games.
  const auto answer_group = [&](const std::vector<int>& starts, const std::vector<u128>& games) {
    for (const int s : starts) {
      const int mapped_from = analysis.starts[s].mapped_from;
      analysis.starts[s] = start_analysis(s, holes, games);
      analysis.starts[s].mapped_from = mapped_from;
      if (mapped_from < 0) ++analysis.counted;
    }
  };
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const std::vector<int>& starts = groups[g];
    GroupCount count;
    if (const auto found = kept.find(g); found != kept.end()) {
      ++analysis.resumed_groups;
      answer_group(starts, found->second);
      continue;
    }
    // No jump at all (the one start has no peg), or de Bruijn's position classes rule out every
    // finish hole of every start of the group: no game leaves one peg, and nothing is built.
    // Such starts make groups of their own, since a group joins a start with its possible
    // finishes (start_groups.hpp).
    const bool hopeless = holes < 2 || std::none_of(starts.begin(), starts.end(), [&](int s) {
                            return classes.possible_final_holes(single_vacancy_game(board, s)) != 0;
                          });
    if (hopeless) {
      count.complete = true;
      count.games.assign(holes * holes, 0);
    } else {
      std::optional<GroupCheckpoint> checkpoint;
      if (options.checkpoint.wanted()) {
        checkpoint = group_checkpoint(options, g, starts);
      }
      count = with_fitting_entry<EntryLayout::kCompact>(
          holes + label_bits, symmetries.size(), [&]<class Entry, int K>(bool& too_wide) {
            return count_group<Entry, K>(board, symmetries, starts, build, clock,
                                         checkpoint ? &*checkpoint : nullptr, too_wide);
          });
      if (count.resumed_depth >= 0) analysis.resumed_group_depth = count.resumed_depth;
    }
    build.limits.nodes -= std::min(build.limits.nodes, count.expanded);
    mine.units += count.positions;
    mine.work += count.expanded;
    mine.waiting_seconds += count.waiting_seconds;
    if (!count.complete) {
      if (analysis.status == CountStatus::kComplete) analysis.stop_reason = count.stop_reason;
      analysis.status = CountStatus::kStopped;
      if (count.refused) continue;
      break;
    }
    if (writer) {
      if (!writer->append(g, games_record(count.games).data())) throw InputError(writer->error());
      std::error_code ignored;  // the group's layers: its games are kept now
      std::filesystem::remove_all(group_folder(options.checkpoint.directory, g), ignored);
    }
    answer_group(starts, count.games);
  }
  analysis.seconds = clock.seconds();
  if (options.job != nullptr) {
    mine.seconds = analysis.seconds;
    analysis.ranks = distributed::gather_rank_figures(*options.job, mine);
  }
  return analysis;
}

}  // namespace puzzlelab::peg
