// Traced locked-queen runs: the trace replays to every solution, and tracing changes neither
// the boards examined nor the solutions found.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "backends/sat/cadical_solver.hpp"
#include "puzzles/queens/traced_solve.hpp"
#include "trace_replay.hpp"

namespace puzzlelab::queens {
namespace {

using nlohmann::json;

std::vector<LockedMethod> methods_available() {
  std::vector<LockedMethod> methods(kLockedMethods.begin(), kLockedMethods.end());
  if (!sat::cadical_available()) std::erase(methods, LockedMethod::kSat);
  return methods;
}

using TracedRun = trace::TracedRun<LockedResult>;

TracedRun run_traced(const LockedBoard& board, const LockedOptions& options,
                     trace::TraceOptions trace_options) {
  return trace::collect_trace(trace_options, [&](trace::TraceWriter& writer) {
    return solve_locked_traced(board, options, writer);
  });
}

json sorted_queens(json queens) {
  std::vector<std::array<int, 2>> list = queens.get<std::vector<std::array<int, 2>>>();
  std::sort(list.begin(), list.end());
  return json(list);
}

// Places land on empty squares, removes take a queen that is there; the state is kept sorted,
// as the writer's snapshots are.
trace::Replay replay_queens(const std::vector<json>& lines, int n) {
  return trace::replay_trace(lines, [n](const json& event, json& state) {
    const std::string name = event.at("e");
    json& queens = state.at("queens");
    if (name == "place" || name == "remove") {
      const std::array<int, 2> square{event.at("row"), event.at("col")};
      ASSERT_TRUE(square[0] >= 0 && square[0] < n && square[1] >= 0 && square[1] < n);
      auto list = queens.get<std::vector<std::array<int, 2>>>();
      const auto it = std::find(list.begin(), list.end(), square);
      if (name == "place") {
        ASSERT_EQ(it, list.end()) << "a queen placed on a queen: " << event.dump();
        list.push_back(square);
      } else {
        ASSERT_NE(it, list.end()) << "removing a queen that is not there: " << event.dump();
        list.erase(it);
      }
      queens = sorted_queens(json(list));
    } else if (name == "conflict") {
      EXPECT_GE(event.at("col").get<int>(), -1);
    } else {
      ASSERT_EQ(name, "solution") << event.dump();
    }
  });
}

json board_of(const Placement& placement) {
  std::vector<std::array<int, 2>> list;
  for (int row = 0; row < static_cast<int>(placement.size()); ++row)
    list.push_back({row, placement[row]});
  return sorted_queens(json(list));
}

TEST(QueensTrace, ReplayReachesEverySolutionAndTracingChangesNothing) {
  const std::vector<LockedBoard> boards = {
      make_locked_board(5, {{1, 0}}),         make_locked_board(6, {}),
      make_locked_board(6, {{1, 0}}),         make_locked_board(8, {{3, 4}}),  // d5
      make_locked_board(8, {{0, 0}, {1, 2}}),                                  // a1 and b3
      make_locked_board(6, {{0, 0}, {1, 1}}),  // two locks on a diagonal
      make_locked_board(4, {{0, 0}}),          // no completion
  };
  for (const LockedBoard& board : boards) {
    for (LockedMethod method : methods_available()) {
      if (method == LockedMethod::kBrute && board.n > 5) continue;  // too many boards
      if (method == LockedMethod::kRows && board.n > 6) continue;
      for (bool all : {false, true}) {
        LockedOptions options;
        options.method = method;
        options.all = all;
        // Appended, not chained with +: g++ 12 warns falsely (-Wrestrict) on long chains.
        std::string what = to_string(method);
        what += " n=" + std::to_string(board.n);
        what += " locks=" + std::to_string(board.locks.size());
        what += all ? " all" : " first";
        const LockedResult plain = solve_locked(board, options);
        const TracedRun run =
            run_traced(board, options, {.max_events = 50'000'000, .snapshot_every = 29});
        EXPECT_EQ(run.result.solutions, plain.solutions) << what;
        EXPECT_EQ(run.result.boards, plain.boards) << what;
        EXPECT_EQ(run.result.status, plain.status) << what;

        const trace::Replay replay = replay_queens(run.lines, board.n);
        ASSERT_FALSE(replay.truncated) << what;
        EXPECT_EQ(replay.header.at("puzzle"), "queens");
        EXPECT_EQ(replay.header.at("method"), to_string(method));
        EXPECT_EQ(replay.header.at("instance").at("n"), board.n);
        EXPECT_EQ(replay.header.at("instance").at("locked").size(), board.locks.size());
        ASSERT_EQ(replay.solution_states.size(), plain.solutions.size()) << what;
        for (std::size_t i = 0; i < plain.solutions.size(); ++i) {
          EXPECT_EQ(replay.solution_events[i].at("cols").get<Placement>(), plain.solutions[i]);
          EXPECT_EQ(replay.solution_states[i].at("queens"), board_of(plain.solutions[i])) << what;
        }
        // A search that stopped at its solution ends on that board (the unwinding after it is
        // not traced); one that ran to its end ends with only the locks on the board.
        if (!all && !plain.solutions.empty()) {
          EXPECT_EQ(replay.state.at("queens"), board_of(plain.solutions.back())) << what;
        } else {
          EXPECT_EQ(replay.state, replay.header.at("initial")) << what;
        }
        EXPECT_EQ(replay.end.at("boards"), plain.boards) << what;
        const std::string status = replay.end.at("status");
        if (plain.status == LockedStatus::kStopped) {
          EXPECT_EQ(status, "stopped");
        } else if (all) {
          EXPECT_EQ(status, "complete") << what;
        } else {
          EXPECT_EQ(status, plain.solutions.empty() ? "no_solution" : "solved") << what;
        }
      }
    }
  }
}

TEST(QueensTrace, NodeLimitStopsTheSameWayTraced) {
  const LockedBoard board = make_locked_board(10, {});
  LockedOptions options;
  options.method = LockedMethod::kBacktrack;
  options.all = true;
  options.limits.nodes = 300;
  const LockedResult plain = solve_locked(board, options);
  const TracedRun run = run_traced(board, options, {});
  ASSERT_EQ(plain.status, LockedStatus::kStopped);
  EXPECT_EQ(run.result.boards, plain.boards);
  EXPECT_EQ(run.result.solutions, plain.solutions);
  const trace::Replay replay = replay_queens(run.lines, board.n);
  EXPECT_EQ(replay.end.at("status"), "stopped");
}

TEST(QueensTrace, CapWritesExactlyNEventsThenTruncatedAndEnd) {
  const LockedBoard board = make_locked_board(6, {});
  LockedOptions options;
  options.method = LockedMethod::kRows;
  options.all = true;
  const LockedResult plain = solve_locked(board, options);
  const TracedRun run = run_traced(board, options, {.max_events = 100, .snapshot_every = 40});
  EXPECT_EQ(run.result.solutions, plain.solutions);
  EXPECT_EQ(run.result.boards, plain.boards);
  // header, 100 events, 2 snapshots, truncated, end
  ASSERT_EQ(run.lines.size(), 1u + 100 + 2 + 1 + 1);
  EXPECT_EQ(run.lines[run.lines.size() - 2].at("e"), "truncated");
  EXPECT_EQ(run.lines.back().at("truncated"), true);
  EXPECT_EQ(run.lines.back().at("events"), 100);
  EXPECT_EQ(run.lines.back().at("boards"), plain.boards);
  const trace::Replay replay = replay_queens(run.lines, board.n);
  EXPECT_TRUE(replay.truncated);
}

}  // namespace
}  // namespace puzzlelab::queens
