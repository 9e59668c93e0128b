// POST /api/race: the methods of a race run one after another in one search slot, and the
// answer is race_json()'s, each lane with its report and its trace.
#include "server/race_request.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "registry/race.hpp"
#include "registry/registry.hpp"
#include "server/api.hpp"
#include "server/api_error.hpp"
#include "server/run_request.hpp"

namespace puzzlelab::server {
namespace {

HttpResponse post_race(Api& api, const std::string& body) {
  return api.handle({"POST", "/api/race", body});
}

// A peg method besides dfs that traces only its answer: the SAT encoding, or in a build
// without CaDiCaL the first such method there is.
std::string answer_traced_peg_method() {
  std::string other;
  for (const MethodInfo& method : puzzle_named("peg").methods()) {
    if (!method.available() || method.traces_search()) continue;
    if (method.family == MethodFamily::kSat) return method.name;
    if (other.empty()) other = method.name;
  }
  return other;
}

std::vector<nlohmann::json> trace_lines(const std::string& text) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

TEST(ServerRace, RacesTwoPegMethodsWithReportsAndTraces) {
  const std::string second = answer_traced_peg_method();
  ASSERT_FALSE(second.empty());
  Api api;
  const HttpResponse response =
      post_race(api, R"({"puzzle":"peg","params":{"board":"triangle5"},"methods":["dfs",")" +
                         second + R"("],"seconds":10})");
  ASSERT_EQ(response.status, 200) << response.body;
  EXPECT_EQ(response.content_type, "application/json");
  EXPECT_FALSE(response.stream);
  EXPECT_EQ(api.running_searches(), 0) << "the slot is given back with the answer";

  const Puzzle& peg = puzzle_named("peg");
  const auto instance = peg.parse({{"board", "triangle5"}});
  const auto race = nlohmann::json::parse(response.body);
  EXPECT_EQ(race["race"], "puzzlelab-race");
  EXPECT_EQ(race["puzzle"], "peg");
  EXPECT_EQ(race["instance"], instance->canonical());
  ASSERT_EQ(race["lanes"].size(), 2u);
  const std::vector<std::string> methods = {"dfs", second};
  for (std::size_t i = 0; i < methods.size(); ++i) {
    const nlohmann::json& lane = race["lanes"][i];
    SCOPED_TRACE(methods[i]);
    EXPECT_EQ(lane["method"], methods[i]);
    ASSERT_TRUE(lane.contains("report")) << lane.value("skipped", "");
    // The lane's status is the one the method reaches on its own.
    SolveOptions options;
    options.threads = 1;
    const Report alone = run_method(peg, *instance, methods[i], options);
    EXPECT_EQ(lane["report"]["status"], std::string(to_string(alone.status)));
    const std::vector<nlohmann::json> lines = trace_lines(lane["trace"].get<std::string>());
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines.front()["trace"], "puzzlelab-trace");
    EXPECT_EQ(lines.front()["puzzle"], "peg");
    EXPECT_EQ(lines.front()["method"], methods[i]);
    EXPECT_EQ(lines.front()["trace_limit"], kDefaultRunEvents);
    EXPECT_EQ(lines.back()["e"], "end");
    EXPECT_EQ(lines.back()["status"], lane["report"]["status"]);
  }
  // The seconds were the client's, under the server's cap: the answer says whose they were.
  EXPECT_EQ(race["time_limit"], nlohmann::json({{"seconds", 10}, {"by", "request"}}));
}

TEST(ServerRace, EachMethodGetsTheSecondsAndTheRaceTheLongestRun) {
  // Two methods may have half of the longest run each, six a sixth.
  EXPECT_DOUBLE_EQ(max_race_seconds(2) * 2, kMaxRunSeconds);
  EXPECT_DOUBLE_EQ(max_race_seconds(6) * 6, kMaxRunSeconds);
  const auto body = [](double seconds) {
    return nlohmann::json{{"puzzle", "peg"},
                          {"params", {{"board", "triangle5"}}},
                          {"methods", {"dfs", "count"}},
                          {"seconds", seconds}};
  };
  EXPECT_DOUBLE_EQ(parse_race_request(body(max_race_seconds(2))).seconds, max_race_seconds(2));
  EXPECT_THROW(parse_race_request(body(max_race_seconds(2) + 0.5)), ApiError);
  nlohmann::json without = body(1);
  without.erase("seconds");
  EXPECT_DOUBLE_EQ(parse_race_request(without).seconds, kDefaultRunSeconds);
  // The limit is the server's when it chose it (its default) or capped it (the page asks for no
  // more than the cap), so that a panel stopped by it can say so.
  EXPECT_TRUE(parse_race_request(without).server_seconds);
  EXPECT_TRUE(parse_race_request(body(max_race_seconds(2))).server_seconds);
  EXPECT_FALSE(parse_race_request(body(1)).server_seconds);
}

TEST(ServerRace, TakesASearchSlotAndIsRefusedWhenNoneIsFree) {
  Api api(ApiOptions{1});
  HttpResponse run =
      api.handle({"POST", "/api/run", R"({"puzzle":"peg","params":{"board":"triangle5"}})"});
  ASSERT_TRUE(run.stream);
  const std::string race =
      R"({"puzzle":"peg","params":{"board":"triangle5"},"methods":["dfs","count"]})";
  const HttpResponse busy = post_race(api, race);
  EXPECT_EQ(busy.status, 503);
  EXPECT_NE(busy.body.find("running already"), std::string::npos);
  // A bad race is still told what is wrong, busy or not.
  EXPECT_EQ(post_race(api, R"({"puzzle":"peg","methods":["dfs"]})").status, 400);
  run = HttpResponse{};
  EXPECT_EQ(post_race(api, race).status, 200);
  api.stop();
  EXPECT_EQ(post_race(api, race).status, 503);
}

}  // namespace
}  // namespace puzzlelab::server
