// `hanoi graph` on the owner-partitioned layers (graph_layers.hpp) against the one-process graph
// (summarise_graph): the same layer sizes, states, directed moves, farthest distance, distance to
// all-on-B and diameter, on one to three ranks; bit-identical layer sizes for 4 pegs, 11 disks
// on one and two ranks.
#include "puzzles/hanoi/graph_layers.hpp"

#include <gtest/gtest.h>

#include "../distributed/thread_job.hpp"
#include "puzzles/hanoi/graph_summary.hpp"

namespace puzzlelab::hanoi {
namespace {

using distributed::test::run_ranks;

LayeredGraph layered(int ranks, int disks, int pegs, std::size_t round_bytes = 1 << 12) {
  return run_ranks(ranks,
                   [&](distributed::Job& job) {
                     GraphRunOptions options;
                     options.job = &job;
                     options.round_bytes = round_bytes;
                     return summarise_graph_layered(disks, pegs, options);
                   })
      .front();
}

void expect_same_figures(int disks, int pegs, int ranks) {
  SCOPED_TRACE(std::to_string(disks) + " disks, " + std::to_string(pegs) +
               " pegs, K = " + std::to_string(ranks));
  const GraphSummary expected = summarise_graph(disks, pegs);
  const LayeredGraph found = layered(ranks, disks, pegs);
  ASSERT_TRUE(found.complete) << found.note;
  EXPECT_EQ(found.summary.layers, expected.layers);
  EXPECT_EQ(found.summary.states, expected.states);
  EXPECT_EQ(found.summary.arcs, expected.arcs);
  EXPECT_EQ(found.summary.farthest, expected.farthest);
  EXPECT_EQ(found.summary.to_goal, expected.to_goal);
  EXPECT_EQ(found.summary.diameter, expected.diameter);
  EXPECT_EQ(found.ranks.size(), static_cast<std::size_t>(ranks));
}

TEST(HanoiGraphLayers, MatchesTheOneProcessGraph) {
  for (const int pegs : {3, 4}) {
    for (int disks = 1; disks <= 8; ++disks) {
      for (const int ranks : {1, 2, 3})
        if (ranks < 3 || disks % 2 == 1) expect_same_figures(disks, pegs, ranks);
    }
  }
}

TEST(HanoiGraphLayers, ThreePegsAreThePublishedGraph) {
  // 3^N states, 3(3^N - 1) directed moves, 2^N - 1 moves from one tower to another.
  const LayeredGraph graph = layered(2, 10, 3);
  EXPECT_EQ(graph.summary.states, 59049u);
  EXPECT_EQ(graph.summary.arcs, 3u * (59049u - 1));
  EXPECT_EQ(graph.summary.to_goal, 1023);
  EXPECT_EQ(graph.summary.farthest, 1023);
}

TEST(HanoiGraphLayers, RefusesWhatTheMemoryLimitCannotHold) {
  GraphRunOptions options;
  options.limits.memory_bytes = 1 << 20;  // 4^11 states are 1 MiB of codes, plus buffers
  const LayeredGraph graph = summarise_graph_layered(11, 4, options);
  EXPECT_FALSE(graph.complete);
  EXPECT_NE(graph.note.find("memory limit 1.0 MiB reached"), std::string::npos) << graph.note;
}

TEST(HanoiGraphLayersSlow, ElevenDisksFourPegsOnOneAndTwoRanks) {
  const GraphSummary expected = summarise_graph(11, 4);
  const LayeredGraph one = layered(1, 11, 4, 1 << 18);
  const LayeredGraph two = layered(2, 11, 4, 1 << 18);
  EXPECT_EQ(one.summary.layers, expected.layers);
  EXPECT_EQ(two.summary.layers, one.summary.layers);
  EXPECT_EQ(two.summary.arcs, expected.arcs);
  EXPECT_EQ(two.summary.to_goal, expected.to_goal);
  // Each rank holds half the states.
  EXPECT_EQ(two.ranks[0].units + two.ranks[1].units, one.ranks[0].units);
  EXPECT_EQ(two.ranks[0].units, two.ranks[1].units);
}

}  // namespace
}  // namespace puzzlelab::hanoi
