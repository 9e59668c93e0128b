// The owner-partitioned layers (layered_search.hpp) on a toy graph, against a plain queue BFS:
// identical layer sizes, edges and watched depths on K = 1, 2, 3 ranks (threads), under the three
// partitions and with rounds so small that every layer takes many exchanges; a time limit that
// stops every rank at the same round; the memory estimate.
#include "distributed/layered_search.hpp"

#include <gtest/gtest.h>

#include "thread_job.hpp"
#include "toy_graph.hpp"

namespace puzzlelab::distributed {
namespace {

using test::reference_layers;
using test::run_ranks;
using test::ToyGraph;

// From 0, steps of 7 mod 14 reach 7 only.
struct Steps {
  std::uint64_t state_count() const { return 14; }
  template <class F>
  void for_each_successor(std::uint64_t s, F&& f) const {
    f((s + 7) % 14);
  }
};

template <class Partition>
std::vector<LayeredResult> search_on(int ranks, const ToyGraph& graph, LayeredOptions options) {
  return run_ranks(ranks, [&](Job& job) {
    LayeredOptions mine = options;
    mine.job = &job;
    return layered_search<Partition>(graph, mine);
  });
}

template <class Partition>
void expect_reference(std::uint64_t states, std::size_t round_bytes, std::uint64_t round_states) {
  const ToyGraph graph(states);
  const std::uint64_t start = states / 3;
  const test::ReferenceLayers expected = reference_layers(graph, start);
  LayeredOptions options;
  options.start = start;
  options.watch = {0, states - 1, start};
  options.round_bytes = round_bytes;
  options.round_states = round_states;
  for (int ranks = 1; ranks <= 3; ++ranks) {
    options.frontier_lists = ranks != 2;  // with and without the lists
    SCOPED_TRACE("K = " + std::to_string(ranks) + ", round " + std::to_string(round_bytes) +
                 " bytes, partition " + std::string(Partition::kName));
    const std::vector<LayeredResult> results = search_on<Partition>(ranks, graph, options);
    std::uint64_t owned = 0, expanded = 0;
    for (const LayeredResult& result : results) {
      EXPECT_TRUE(result.complete);
      EXPECT_EQ(result.layers, expected.layers);
      EXPECT_EQ(result.edges, expected.edges);
      EXPECT_EQ(result.watched,
                (std::vector<std::int64_t>{expected.depth[0], expected.depth[states - 1], 0}));
      ASSERT_EQ(result.ranks.size(), static_cast<std::size_t>(ranks));
    }
    for (const RankFigures& rank : results.front().ranks) {
      owned += rank.units;
      expanded += rank.work;
      if (ranks > 1) {
        EXPECT_GT(rank.sent.bytes, 0u);
      }
    }
    EXPECT_EQ(owned, states);
    std::uint64_t reached = 0;
    for (const std::uint64_t layer : expected.layers) reached += layer;
    EXPECT_EQ(expanded, reached);
  }
}

TEST(LayeredSearch, MatchesPlainBfsOnOneToThreeRanks) {
  expect_reference<BlockPartition>(1000, std::size_t{1} << 16, std::uint64_t{1} << 16);
  expect_reference<StridedPartition>(1000, std::size_t{1} << 16, std::uint64_t{1} << 16);
  expect_reference<CyclicBlockPartition<16>>(1000, std::size_t{1} << 16, std::uint64_t{1} << 16);
}

TEST(LayeredSearch, TinyRoundsGiveTheSameLayers) {
  // 8 bytes a destination (one state) and 2 states expanded a round: many rounds a layer.
  expect_reference<BlockPartition>(997, 8, 2);
  expect_reference<StridedPartition>(997, 8, 1);
  expect_reference<CyclicBlockPartition<7>>(997, 8, 1);
}

// Every state has one owner and one slot there, the slots of a rank are 0 .. owned - 1, and the
// slot leads back to the state: for counts around the block size and ranks that do not divide
// them.
template <class Partition>
void expect_bijection(std::uint64_t count, int ranks) {
  const Partition partition(count, ranks);
  std::vector<std::vector<bool>> taken(ranks);
  std::uint64_t total = 0;
  for (int r = 0; r < ranks; ++r) {
    taken[r].assign(partition.owned(r), false);
    total += partition.owned(r);
  }
  ASSERT_EQ(total, count) << Partition::kName << " " << count << " states, " << ranks << " ranks";
  for (std::uint64_t s = 0; s < count; ++s) {
    const int owner = partition.owner(s);
    ASSERT_GE(owner, 0);
    ASSERT_LT(owner, ranks);
    const std::uint64_t slot = partition.local(s);
    ASSERT_LT(slot, taken[owner].size()) << Partition::kName << " state " << s;
    EXPECT_FALSE(taken[owner][slot]) << Partition::kName << " state " << s;
    taken[owner][slot] = true;
    EXPECT_EQ(partition.state(owner, slot), s) << Partition::kName << " state " << s;
  }
}

TEST(StatePartitions, GiveEveryStateOneOwnerAndSlot) {
  for (const std::uint64_t count : {0, 1, 6, 7, 8, 13, 14, 15, 16, 100, 1000}) {
    for (const int ranks : {1, 2, 3, 5}) {
      expect_bijection<BlockPartition>(count, ranks);
      expect_bijection<StridedPartition>(count, ranks);
      expect_bijection<CyclicBlockPartition<7>>(count, ranks);
      expect_bijection<CyclicBlockPartition<1>>(count, ranks);
    }
  }
}

TEST(LayeredSearch, UnreachedStatesStayUnseen) {
  const std::vector<LayeredResult> results = run_ranks(2, [](Job& job) {
    LayeredOptions options;
    options.job = &job;
    options.watch = {7, 3};
    return layered_search(Steps{}, options);
  });
  EXPECT_EQ(results[1].layers, (std::vector<std::uint64_t>{1, 1}));
  EXPECT_EQ(results[1].watched, (std::vector<std::int64_t>{1, -1}));
}

TEST(LayeredSearch, TimeLimitStopsEveryRankAtOneRound) {
  const ToyGraph graph(5000);
  LayeredOptions options;
  options.seconds = 0;  // stops in the first round of the first layer, whatever the clocks say
  options.round_states = 4;
  const std::vector<LayeredResult> results = search_on<BlockPartition>(3, graph, options);
  for (const LayeredResult& result : results) {
    EXPECT_FALSE(result.complete);
    EXPECT_EQ(result.layers, (std::vector<std::uint64_t>{1}));
    EXPECT_NE(result.stop_note.find("time limit"), std::string::npos) << result.stop_note;
  }
}

TEST(LayeredSearch, LayerLimitStopsAfterThatManyLayers) {
  const ToyGraph graph(5000);
  const test::ReferenceLayers expected = reference_layers(graph, 0);
  LayeredOptions options;
  options.layer_limit = 3;
  const std::vector<LayeredResult> results = search_on<StridedPartition>(2, graph, options);
  EXPECT_FALSE(results[0].complete);
  EXPECT_EQ(results[0].layers,
            std::vector<std::uint64_t>(expected.layers.begin(), expected.layers.begin() + 4));
}

TEST(LayeredSearch, MemoryEstimateRefusesBeforeStarting) {
  const ToyGraph graph(4000);
  LayeredOptions options;
  options.round_bytes = 64;
  options.frontier_lists = false;
  // K = 1 holds 1000 bytes of codes and 128 of buffers; K = 2 half the codes and 256 of buffers.
  options.memory_bytes = 1000;
  const std::vector<LayeredResult> one = search_on<BlockPartition>(1, graph, options);
  EXPECT_FALSE(one[0].complete);
  EXPECT_TRUE(one[0].layers.empty());
  EXPECT_NE(one[0].stop_note.find("memory limit"), std::string::npos) << one[0].stop_note;
  const std::vector<LayeredResult> two = search_on<BlockPartition>(2, graph, options);
  EXPECT_TRUE(two[0].complete) << two[0].stop_note;
}

}  // namespace
}  // namespace puzzlelab::distributed
