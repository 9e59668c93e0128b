// POST /api/run streams a well-formed trace (header first, end last, whole lines in every
// chunk), cuts it at the event limit, and abandons the run when the client goes or the server
// stops.
#include "server/run_request.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <string>
#include <vector>

#include "registry/registry.hpp"
#include "server/api.hpp"

namespace puzzlelab::server {
namespace {

struct Stream {
  std::vector<std::string> chunks;
  std::vector<nlohmann::json> lines;
};

Stream collect(const std::function<void(const ChunkWriter&)>& produce) {
  Stream stream;
  produce([&](std::string_view chunk) {
    stream.chunks.emplace_back(chunk);
    return true;
  });
  for (const std::string& chunk : stream.chunks) {
    EXPECT_FALSE(chunk.empty());
    EXPECT_EQ(chunk.back(), '\n') << "every chunk holds whole lines";
    std::istringstream in(chunk);
    for (std::string line; std::getline(in, line);)
      stream.lines.push_back(nlohmann::json::parse(line));
  }
  return stream;
}

Stream run(const std::string& body) {
  Api api;
  HttpResponse response = api.handle({"POST", "/api/run", body});
  EXPECT_EQ(response.status, 200) << response.body;
  if (!response.stream) return {};
  return collect(response.stream);
}

// Checks the shape docs/trace-format.md promises and returns the end line.
nlohmann::json check_trace(const Stream& stream, const std::string& puzzle,
                           const std::string& method) {
  const auto& lines = stream.lines;
  EXPECT_GE(lines.size(), 2u);
  if (lines.size() < 2) return {};
  const nlohmann::json& header = lines.front();
  EXPECT_EQ(header["trace"], "puzzlelab-trace");
  EXPECT_EQ(header["version"], 1);
  EXPECT_EQ(header["puzzle"], puzzle);
  EXPECT_EQ(header["method"], method);
  EXPECT_TRUE(header["instance"].is_object());
  EXPECT_TRUE(header["initial"].is_object());
  const nlohmann::json& end = lines.back();
  EXPECT_EQ(end["e"], "end");
  std::uint64_t events = 0;
  for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
    const std::string name = lines[i]["e"];
    EXPECT_NE(name, "end");
    if (name != "snapshot" && name != "truncated") ++events;
  }
  EXPECT_EQ(end["events"], events);
  return end;
}

TEST(ServerRun, StreamsAPegTraceFromHeaderToEnd) {
  const Stream stream =
      run(R"({"puzzle":"peg","method":"dfs","params":{"board":"triangle5","order":"konami"}})");
  const nlohmann::json end = check_trace(stream, "peg", "dfs");
  EXPECT_EQ(end["status"], "solved");
  EXPECT_EQ(end["truncated"], false);
  EXPECT_EQ(stream.lines.front()["instance"]["holes"].size(), 15u);
  int solutions = 0;
  for (const auto& line : stream.lines) solutions += line.value("e", "") == "solution";
  EXPECT_EQ(solutions, 1);
}

TEST(ServerRun, StartsFromTheGivenEmptyHole) {
  const Stream stream = run(R"({"puzzle":"peg","params":{"board":"triangle5","empty":"4,2"}})");
  check_trace(stream, "peg", "dfs");
  // Hole (4, 2) is hole 4 of triangle5: rows of 1, 2, 3 holes, the middle of the third.
  const std::string pegs = stream.lines.front()["initial"]["pegs"];
  EXPECT_EQ(pegs, "111101111111111");
}

TEST(ServerRun, StreamsEverySolutionAskedFor) {
  // The Queen's Challenge with d5 locked, every completion ("solutions": "all"): the stream has a
  // solution event for each one the report of the same run lists.
  const Stream stream = run(
      R"({"puzzle":"queens","method":"backtrack","params":{"size":8,"lock":"d5"},"solutions":"all"})");
  const nlohmann::json end = check_trace(stream, "queens", "backtrack");
  const Puzzle& queens = puzzle_named("queens");
  SolveOptions options;
  options.solutions = 0;
  const Report report =
      run_method(queens, *queens.parse({{"size", "8"}, {"lock", "d5"}}), "backtrack", options);
  EXPECT_EQ(end["status"], std::string(to_string(report.status)));
  std::size_t solutions = 0;
  for (const auto& line : stream.lines) solutions += line.value("e", "") == "solution";
  ASSERT_TRUE(report.answer.contains("solutions")) << report.answer;
  EXPECT_EQ(solutions, report.answer["solutions"].size());
  EXPECT_GT(solutions, 1u);
  EXPECT_EQ(stream.lines.front()["instance"]["n"], 8);
  EXPECT_EQ(stream.lines.front()["instance"]["locked"], nlohmann::json::parse("[[4,3]]"));
}

// Every puzzle of the registry, its default instance and method, in the request shape of
// {"puzzle","method","params"}: the stream ends with the status the report of the same run has.
TEST(ServerRun, RunsEveryPuzzleOfTheRegistry) {
  for (const auto& puzzle : puzzles()) {
    SCOPED_TRACE(puzzle->name());
    const std::unique_ptr<Instance> instance = puzzle->parse({});
    const std::string method = puzzle->default_method(*instance);
    SolveOptions options;
    options.limits.seconds = 10;
    options.threads = 1;
    const Report report = run_method(*puzzle, *instance, method, options);
    const Stream stream = run(nlohmann::json{{"puzzle", puzzle->name()}, {"params", {}}}.dump());
    const nlohmann::json end = check_trace(stream, puzzle->name(), method);
    EXPECT_EQ(end["status"], std::string(to_string(report.status)));
    if (has_answer(report.status)) {
      int solutions = 0;
      for (const auto& line : stream.lines) solutions += line.value("e", "") == "solution";
      EXPECT_GE(solutions, 1);
    }
  }
}

TEST(ServerRun, RunsAMethodWithParameters) {
  const Stream stream = run(
      R"({"puzzle":"tiles","method":"ida","params":{"start":"1,2,3,4,5,6,0,7,8"},"seconds":5})");
  const nlohmann::json end = check_trace(stream, "tiles", "ida");
  EXPECT_EQ(end["status"], "optimal");
  EXPECT_EQ(end["events"], 4);  // IDA*'s one bound, two slides and the solution
  EXPECT_EQ(stream.lines.front()["initial"]["tiles"], nlohmann::json::parse("[1,2,3,4,5,6,0,7,8]"));
}

TEST(ServerRun, AMethodThatRefusesTheInstanceEndsItsTraceSayingWhy) {
  // brute counts the points of the bounding box: the default swarm's is too large.
  const Stream stream = run(R"({"puzzle":"nanobots","method":"brute"})");
  const nlohmann::json end = check_trace(stream, "nanobots", "brute");
  EXPECT_EQ(end["status"], "unavailable");
  EXPECT_NE(end["note"].get<std::string>().find("bounding box"), std::string::npos);
}

TEST(ServerRun, CutsTheTraceAtItsEventLimit) {
  const Stream stream = run(
      R"({"puzzle":"peg","params":{"board":"english","order":"konami"},"trace_limit":50,"seconds":5})");
  const nlohmann::json end = check_trace(stream, "peg", "dfs");
  EXPECT_EQ(end["events"], 50);
  EXPECT_EQ(end["truncated"], true);
  EXPECT_EQ(stream.lines[stream.lines.size() - 2]["e"], "truncated");
}

TEST(ServerRun, AClientThatGoesAwayEndsTheRun) {
  // english7x7 in konami order searches for far longer than its 60 s; the run must end at the
  // first failed write instead.
  const RunRequest request = parse_run_request(nlohmann::json::parse(
      R"({"puzzle":"peg","params":{"board":"english7x7","order":"konami"},"seconds":60,"trace_limit":1000000})"));
  const std::atomic<bool> stopping = false;
  int writes = 0;
  const RunOutcome outcome = stream_run(
      request, [&](std::string_view) { return ++writes < 3; }, stopping);
  EXPECT_EQ(outcome, RunOutcome::kClientGone);
  EXPECT_EQ(writes, 3);
}

TEST(ServerRun, AStoppingServerEndsTheRun) {
  const RunRequest request = parse_run_request(nlohmann::json::parse(
      R"({"puzzle":"queens","method":"brute","params":{"size":12},"seconds":60,"trace_limit":1000000})"));
  std::atomic<bool> stopping = false;
  int writes = 0;
  const RunOutcome outcome = stream_run(
      request,
      [&](std::string_view) {
        if (++writes == 2) stopping = true;
        return true;
      },
      stopping);
  EXPECT_EQ(outcome, RunOutcome::kStopping);
}

TEST(ServerRun, EverySearchHasTheServersMemoryLimit) {
  // The hardest 8-puzzle start (31 moves): its BFS reaches every one of the 181,440 boards, far
  // more than 64 KiB holds.
  const std::string body =
      R"({"puzzle":"tiles","method":"bfs","params":{"start":"8,6,7,2,5,4,3,0,1"},"seconds":30})";
  ApiOptions options;
  options.search_memory_bytes = 64 * 1024;
  Api limited(options);
  HttpResponse response = limited.handle({"POST", "/api/run", body});
  ASSERT_EQ(response.status, 200) << response.body;
  const nlohmann::json end = collect(response.stream).lines.back();
  EXPECT_EQ(end["e"], "end");
  EXPECT_EQ(end["status"], "stopped");
  EXPECT_NE(end["note"].get<std::string>().find("memory limit 64 KiB"), std::string::npos) << end;
  // The same run with the default limit is not stopped by it.
  EXPECT_GT(Api().options().search_memory_bytes, options.search_memory_bytes);
  EXPECT_EQ(run(body).lines.back()["status"], "optimal");
}

}  // namespace
}  // namespace puzzlelab::server
