#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "puzzles/hanoi/graph.hpp"

namespace puzzlelab::hanoi {
namespace {

TEST(HanoiGraph, ArcCount) {
  for (int n = 1; n <= 9; ++n) {
    const StateSpace space(n, 3);
    EXPECT_EQ(space.arc_count(), 3 * (static_cast<std::uint64_t>(space.size()) - 1)) << n;
  }
  EXPECT_EQ(StateSpace(3, 3).arc_count(), 78u);  // the inventory-and-network post's count
}

TEST(HanoiGraph, EncodeDecode) {
  const StateSpace space(5, 3);
  for (std::uint32_t s = 0; s < space.size(); ++s) EXPECT_EQ(space.encode(space.decode(s)), s);
}

TEST(HanoiGraph, BfsDistancesAndPath) {
  for (int n = 1; n <= 8; ++n) {
    const StateSpace space(n, 3);
    const auto dist = space.distances(space.encode(tower(n, 0)));
    const std::int32_t farthest = *std::max_element(dist.begin(), dist.end());
    EXPECT_EQ(farthest, (1 << n) - 1);
    EXPECT_EQ(dist[space.encode(tower(n, 1))], (1 << n) - 1);
    const auto path = space.shortest_path(space.encode(tower(n, 0)), space.encode(tower(n, 2)));
    EXPECT_EQ(path.size(), static_cast<std::size_t>((1 << n) - 1));
    EXPECT_EQ(check_sequence(tower(n, 0), tower(n, 2), 3, path), "");
  }
}

TEST(HanoiGraph, Dot) {
  std::ostringstream out;
  StateSpace(2, 3).write_dot(out);
  const std::string dot = out.str();
  EXPECT_NE(dot.find("graph hanoi {"), std::string::npos);
  std::size_t edges = 0;
  for (std::size_t at = 0; (at = dot.find(" -- ", at)) != std::string::npos; ++at) ++edges;
  EXPECT_EQ(edges, 12u);  // 3(3^2 - 1) / 2 undirected
}

}  // namespace
}  // namespace puzzlelab::hanoi
