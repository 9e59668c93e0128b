// The Api without a socket: pages, boards, and every kind of bad request answered 4xx with a
// one-line {"error": ...}.
#include "server/api.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <ostream>
#include <set>
#include <string>

#include "registry/registry.hpp"
#include "server/puzzle_run.hpp"
#include "server/race_request.hpp"
#include "web/web_assets.hpp"

namespace puzzlelab::server {
namespace {

HttpResponse get(Api& api, const std::string& path) {
  return api.handle({"GET", path, ""});
}
HttpResponse post(Api& api, const std::string& path, const std::string& body) {
  return api.handle({"POST", path, body});
}

TEST(ServerApi, ServesThePagesAndEveryWebFile) {
  Api api;
  const HttpResponse index = get(api, "/");
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(index.body, std::string(*web::asset("index.html")));
  const HttpResponse play = get(api, "/play");
  EXPECT_EQ(play.status, 200);
  EXPECT_EQ(play.body, std::string(*web::asset("play.html")));
  for (std::string_view name : web::asset_names()) {
    std::string path = "/";  // appended: g++ 12 warns falsely on "/" + std::string(name)
    path += name;
    const HttpResponse file = get(api, path);
    EXPECT_EQ(file.status, 200) << name;
    EXPECT_EQ(file.content_type, content_type_of(std::string(name))) << name;
    EXPECT_EQ(file.body, std::string(*web::asset(name))) << name;
  }
  EXPECT_EQ(content_type_of("viewer.js"), "text/javascript; charset=utf-8");
  EXPECT_EQ(content_type_of("play.css"), "text/css; charset=utf-8");
}

TEST(ServerApi, PagesReferToFilesThatExist) {
  // Every src="/x" and href="/x" of the served pages is a page the server has.
  Api api;
  for (const char* page : {"index.html", "play.html"}) {
    const std::string html(*web::asset(page));
    for (const std::string attribute : {"src=\"/", "href=\"/"}) {
      for (std::size_t at = html.find(attribute); at != std::string::npos;
           at = html.find(attribute, at + 1)) {
        const std::size_t start = at + attribute.size() - 1;
        const std::string path = html.substr(start, html.find('"', start) - start);
        EXPECT_EQ(get(api, path).status, 200) << page << " refers to " << path;
      }
    }
  }
}

TEST(ServerApi, ThePagesDrawEveryPuzzleOfTheRegistryAndNameNone) {
  // Each puzzle of the registry has its drawing, draw_NAME.js and draw_NAME.css, and there is no
  // drawing of anything else.
  std::set<std::string> registered;
  for (const auto& puzzle : puzzles()) registered.insert(puzzle->name());
  std::set<std::string> drawn;
  for (std::string_view name : web::asset_names()) {
    if (name.starts_with("draw_") && name.ends_with(".js"))
      drawn.emplace(name.substr(5, name.size() - 5 - 3));
  }
  EXPECT_EQ(drawn, registered);
  // The pages `puzzlelab view` and `race` inline hold every one: the build lists them there.
  for (const std::string& name : registered) {
    EXPECT_TRUE(web::asset("draw_" + name + ".css")) << name;
    for (const char* page : {"viewer.html", "race.html"}) {
      const std::string html(*web::asset(page));
      EXPECT_NE(html.find("<script src=\"draw_" + name + ".js\"></script>"), std::string::npos)
          << page << " " << name;
      EXPECT_NE(html.find("<link rel=\"stylesheet\" href=\"draw_" + name + ".css\">"),
                std::string::npos)
          << page << " " << name;
    }
  }
  // The run page loads the drawings of the puzzles GET /api/puzzles lists (run.js), and names
  // none itself; no page keeps a build marker unexpanded.
  EXPECT_EQ(std::string(*web::asset("index.html")).find("draw_"), std::string::npos);
  for (std::string_view name : web::asset_names()) {
    if (!name.ends_with(".html")) continue;
    EXPECT_EQ(std::string(*web::asset(name)).find("puzzlelab-draw-"), std::string::npos) << name;
  }
}

TEST(ServerApi, ListsTheBoardsWithTheirGeometry) {
  Api api;
  const HttpResponse response = get(api, "/api/boards");
  ASSERT_EQ(response.status, 200);
  EXPECT_EQ(response.content_type, "application/json");
  const auto boards = nlohmann::json::parse(response.body);
  ASSERT_TRUE(boards.is_array());
  nlohmann::json english, triangle5;
  for (const auto& board : boards) {
    if (board["name"] == "english") english = board;
    if (board["name"] == "triangle5") triangle5 = board;
  }
  ASSERT_TRUE(english.is_object());
  EXPECT_EQ(english["grid"], "square");
  EXPECT_EQ(english["holes"].size(), 33u);
  EXPECT_EQ(english["start"], std::string(16, '1') + "0" + std::string(16, '1'));
  EXPECT_EQ(english["goal"]["kind"], "pegs");
  EXPECT_EQ(english["goal"]["pegs"], std::string(16, '0') + "1" + std::string(16, '0'));
  EXPECT_EQ(english["holes"][16], nlohmann::json({3, 3}));
  EXPECT_EQ(english["jumps"].size(), 76u);  // the 76 jumps of the English board
  ASSERT_TRUE(triangle5.is_object());
  EXPECT_EQ(triangle5["grid"], "triangular");
  EXPECT_EQ(triangle5["holes"].size(), 15u);
  EXPECT_EQ(triangle5["holes"][0], nlohmann::json({4, 0}));
  EXPECT_EQ(triangle5["goal"]["kind"], "any");
  EXPECT_EQ(triangle5["jumps"].size(), 36u);

  const HttpResponse one = get(api, "/api/boards/plus");
  ASSERT_EQ(one.status, 200);
  EXPECT_EQ(nlohmann::json::parse(one.body)["start"].get<std::string>().find('1'), 4u);
}

struct BadRequest {
  const char* name;
  const char* method;
  const char* path;
  const char* body;
  int status;
  const char* message_part;
};

// Names the case in test output (instead of the struct's bytes).
void PrintTo(const BadRequest& request, std::ostream* out) {
  *out << request.method << ' ' << request.path;
}

class ServerApiBadRequest : public testing::TestWithParam<BadRequest> {};

TEST_P(ServerApiBadRequest, IsRefusedWithAOneLineJsonError) {
  const BadRequest& c = GetParam();
  Api api;
  const HttpResponse response = api.handle({c.method, c.path, c.body});
  EXPECT_EQ(response.status, c.status);
  EXPECT_EQ(response.content_type, "application/json");
  EXPECT_FALSE(response.stream);
  ASSERT_FALSE(response.body.empty());
  EXPECT_EQ(response.body.find('\n'), response.body.size() - 1) << "one line";
  const auto json = nlohmann::json::parse(response.body);
  ASSERT_TRUE(json.contains("error"));
  const std::string message = json["error"];
  EXPECT_NE(message.find(c.message_part), std::string::npos) << message;
  EXPECT_EQ(api.running_searches(), 0);
}

const BadRequest kBadRequests[] = {
    {"UnknownPage", "GET", "/nowhere.html", "", 404, "no such page"},
    {"PathOutsideWeb", "GET", "/../CMakeLists.txt", "", 404, "no such page"},
    {"UnknownEndpoint", "GET", "/api/solve", "", 404, "no such endpoint"},
    {"UnknownBoardPath", "GET", "/api/boards/hexagon", "", 404, "unknown board"},
    {"TriangleTooBig", "GET", "/api/boards/triangle99", "", 400, "2 to 15 rows"},
    {"RunByGet", "GET", "/api/run", "", 405, "use POST"},
    {"PageByPost", "POST", "/play", "{}", 405, "use GET"},
    {"BadJson", "POST", "/api/run", "{\"puzzle\":", 400, "not valid JSON"},
    {"NotAnObject", "POST", "/api/run", "[1,2]", 400, "must be a JSON object"},
    {"EmptyBody", "POST", "/api/hint", "", 400, "not valid JSON"},
    {"NoPuzzle", "POST", "/api/run", "{}", 400, "\"puzzle\" is required"},
    {"UnknownPuzzle", "POST", "/api/run", R"({"puzzle":"sudoku"})", 400, "unknown puzzle"},
    {"PuzzleNotString", "POST", "/api/run", R"({"puzzle":7})", 400, "must be a string"},
    {"UnknownBoard", "POST", "/api/run", R"({"puzzle":"peg","params":{"board":"hexagon"}})", 400,
     "board: \"hexagon\" is not built in"},
    {"BoardIsAFile", "POST", "/api/run", R"({"puzzle":"peg","params":{"board":"/etc/passwd"}})",
     400, "the server reads no files"},
    {"UnknownPegMethod", "POST", "/api/run", R"({"puzzle":"peg","method":"guess"})", 400,
     "unknown method \"guess\" of peg"},
    {"UnknownOrder", "POST", "/api/run", R"({"puzzle":"peg","params":{"order":"up"}})", 400,
     "order: expected auto, konami or informed"},
    {"MisspeltField", "POST", "/api/run", R"({"puzzle":"peg","borad":"english"})", 400,
     "unknown field \"borad\""},
    {"EmptyNotAHole", "POST", "/api/run", R"({"puzzle":"peg","params":{"empty":"0,0"}})", 400,
     "empty"},
    {"EmptyMalformed", "POST", "/api/run", R"({"puzzle":"peg","params":{"empty":"x"}})", 400,
     "empty"},
    {"SecondsTooLong", "POST", "/api/run", R"({"puzzle":"peg","seconds":600})", 400,
     "\"seconds\" is out of range"},
    {"SecondsNotNumber", "POST", "/api/run", R"({"puzzle":"peg","seconds":"10"})", 400,
     "must be a number"},
    {"TraceLimitZero", "POST", "/api/run", R"({"puzzle":"peg","trace_limit":0})", 400,
     "\"trace_limit\" is out of range"},
    {"TraceLimitHuge", "POST", "/api/run", R"({"puzzle":"peg","trace_limit":18446744073709551615})",
     400, "out of range"},
    {"TraceLimitFraction", "POST", "/api/run", R"({"puzzle":"peg","trace_limit":1.5})", 400,
     "must be an integer"},
    {"QueensSizeTooBig", "POST", "/api/run", R"({"puzzle":"queens","params":{"size":1000000000}})",
     400, "size"},
    {"QueensSizeZero", "POST", "/api/run", R"({"puzzle":"queens","params":{"size":0}})", 400,
     "size"},
    {"QueensLockOffBoard", "POST", "/api/run", R"({"puzzle":"queens","params":{"lock":"j9"}})", 400,
     "lock"},
    {"QueensLockGarbage", "POST", "/api/run", R"({"puzzle":"queens","params":{"lock":"d5,??"}})",
     400, "lock"},
    {"QueensLockTwice", "POST", "/api/run", R"({"puzzle":"queens","params":{"lock":"d5,d5"}})", 400,
     "lock"},
    {"SolutionsWord", "POST", "/api/run", R"({"puzzle":"queens","solutions":"every"})", 400,
     "\"solutions\" must be a count or \"all\""},
    {"SolutionsZero", "POST", "/api/run", R"({"puzzle":"queens","solutions":0})", 400,
     "\"solutions\" is out of range"},
    // The first request shapes (peg and queens fields beside "puzzle", old parameter names) are
    // refused, naming the field and what it is now; ServerApi.OldShapesShowTheCurrentOne checks
    // the "expected" shape that comes with them.
    {"OldPegBoard", "POST", "/api/run", R"({"puzzle":"peg","board":"triangle5"})", 400,
     "peg: \"board\" is a parameter: put it in \"params\""},
    {"OldPegPegs", "POST", "/api/run", R"({"puzzle":"peg","pegs":"011111111111111"})", 400,
     "peg: unknown field \"pegs\""},
    {"OldQueensN", "POST", "/api/run", R"({"puzzle":"queens","n":8})", 400,
     "queens: \"n\" is an old name; use \"size\" in \"params\""},
    {"OldQueensNInParams", "POST", "/api/run", R"({"puzzle":"queens","params":{"n":8}})", 400,
     "queens: \"n\" is an old name; use \"size\""},
    {"OldQueensLocks", "POST", "/api/run", R"({"puzzle":"queens","locks":["d5"]})", 400,
     "queens: unknown field \"locks\""},
    {"OldQueensAll", "POST", "/api/run", R"({"puzzle":"queens","all":true})", 400,
     "queens: \"all\" is an old field; use \"solutions\": \"all\""},
    {"OldHanoiFrom", "POST", "/api/run", R"({"puzzle":"hanoi","params":{"from":"AAA"}})", 400,
     "hanoi: \"from\" is an old name; use \"start\""},
    {"OldRaceShape", "POST", "/api/race", R"({"puzzle":"queens","n":8,"methods":["rows","brute"]})",
     400, "queens: \"n\" is an old name; use \"size\" in \"params\""},
    {"UnknownMethod", "POST", "/api/run", R"({"puzzle":"river","method":"dfs"})", 400,
     "unknown method \"dfs\" of river (expected bfs, network, milp)"},
    {"UnknownParam", "POST", "/api/run", R"({"puzzle":"hanoi","params":{"rings":3}})", 400,
     "unknown parameter \"rings\" of hanoi (expected disks, pegs, start, goal)"},
    {"BadParamValue", "POST", "/api/run", R"({"puzzle":"hanoi","params":{"disks":99}})", 400,
     "disks: expected 1..64"},
    {"ParamsNotObject", "POST", "/api/run", R"({"puzzle":"tiles","params":[1]})", 400,
     "\"params\" must be an object"},
    {"ParamNotScalar", "POST", "/api/run", R"({"puzzle":"tiles","params":{"start":[1,2]}})", 400,
     "must be a string or a number"},
    {"RiverFile", "POST", "/api/run", R"({"puzzle":"river","params":{"file":"/etc/passwd"}})", 400,
     "the server reads no files"},
    {"TmFile", "POST", "/api/run", R"({"puzzle":"tm","params":{"file":"machine.tm"}})", 400,
     "the server reads no files"},
    {"NanobotsFile", "POST", "/api/run", R"({"puzzle":"nanobots","params":{"file":"in.txt"}})", 400,
     "the server reads no files"},
    {"TilesFile", "POST", "/api/run", R"({"puzzle":"tiles","params":{"file":"board.txt"}})", 400,
     "the server reads no files"},
    {"PegBoardFile", "POST", "/api/run", R"({"puzzle":"peg","params":{"board":"my.board"}})", 400,
     "the server reads no files"},
    {"PegGoalFile", "POST", "/api/run", R"({"puzzle":"peg","params":{"goal":"goal.txt"}})", 400,
     "the server reads no files"},
    {"MisspeltNewField", "POST", "/api/run", R"({"puzzle":"river","parms":{}})", 400,
     "unknown field \"parms\""},
    {"PuzzlesByPost", "POST", "/api/puzzles", "{}", 405, "use GET"},
    {"RaceByGet", "GET", "/api/race", "", 405, "use POST"},
    {"RaceNoMethods", "POST", "/api/race", R"({"puzzle":"peg"})", 400, "\"methods\" is required"},
    {"RaceMethodsNotList", "POST", "/api/race", R"({"puzzle":"peg","methods":"dfs,sat"})", 400,
     "\"methods\" must be a list"},
    {"RaceOneMethod", "POST", "/api/race",
     R"({"puzzle":"peg","params":{"board":"triangle5"},"methods":["dfs"]})", 400,
     "\"methods\": a race takes 2 to 6 methods, not 1"},
    {"RaceSevenMethods", "POST", "/api/race",
     R"({"puzzle":"queens","methods":["brute","rows","backtrack","forward","propagate","sat","dfs"]})",
     400, "not 7"},
    {"RaceUnknownMethod", "POST", "/api/race",
     R"({"puzzle":"peg","params":{"board":"triangle5"},"methods":["dfs","guess"]})", 400,
     "\"methods\": unknown method \"guess\" of peg"},
    {"RaceMethodTwice", "POST", "/api/race", R"({"puzzle":"peg","methods":["dfs","dfs"]})", 400,
     "\"dfs\" is named twice"},
    {"RaceUnknownPuzzle", "POST", "/api/race", R"({"puzzle":"sudoku","methods":["a","b"]})", 400,
     "unknown puzzle"},
    {"RaceMisspeltField", "POST", "/api/race",
     R"({"puzzle":"peg","method":"dfs","methods":["dfs","sat"]})", 400, "unknown field \"method\""},
    {"RaceBadParam", "POST", "/api/race",
     R"({"puzzle":"peg","params":{"board":"my.board"},"methods":["dfs","sat"]})", 400,
     "the server reads no files"},
    // Each method runs for "seconds": two may have half of the longest run each.
    {"RaceSecondsTooLong", "POST", "/api/race",
     R"({"puzzle":"peg","methods":["dfs","count"],"seconds":31})", 400,
     "\"seconds\" is out of range (0.01 to 30"},
    {"RaceSecondsZero", "POST", "/api/race",
     R"({"puzzle":"peg","methods":["dfs","count"],"seconds":0})", 400,
     "\"seconds\" is out of range"},
    {"RaceSecondsNotNumber", "POST", "/api/race",
     R"({"puzzle":"peg","methods":["dfs","count"],"seconds":"5"})", 400, "must be a number"},
    {"HintNoBoard", "POST", "/api/hint", R"({"pegs":"0"})", 400, "\"board\" is required"},
    {"HintNoPegs", "POST", "/api/hint", R"({"board":"triangle5"})", 400, "\"pegs\" is required"},
    {"HintPegsTooShort", "POST", "/api/hint", R"({"board":"triangle5","pegs":"0111"})", 400,
     "one character per hole (15), not 4"},
    {"HintPegsBadCharacter", "POST", "/api/hint",
     R"({"board":"triangle5","pegs":"01111111111111x"})", 400, "character 15"},
    {"HintSecondsTooLong", "POST", "/api/hint",
     R"({"board":"triangle5","pegs":"011111111111111","seconds":11})", 400, "out of range"},
    {"HintUnknownBoard", "POST", "/api/hint", R"({"board":"nope","pegs":"1"})", 400,
     "unknown board"},
    // Numbers beyond a double are a parse error of the field, not an internal error.
    {"SecondsOverflow", "POST", "/api/run", R"({"puzzle":"peg","seconds":1e999})", 400,
     "not valid JSON at \"seconds\": number overflow"},
    {"NegativeOverflow", "POST", "/api/hint", R"({"board":"english","seconds":-1e400})", 400,
     "at \"seconds\""},
    {"ParamOverflow", "POST", "/api/run", R"({"puzzle":"hanoi","params":{"disks":1e999}})", 400,
     "at \"params.disks\""},
    {"OverflowInAList", "POST", "/api/run", R"({"puzzle":"queens","params":{"lock":[1e999]}})", 400,
     "at \"params.lock\""},
    {"DeepNesting", "POST", "/api/run",
     R"({"puzzle":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]})",
     400, "nests more than"},
};

INSTANTIATE_TEST_SUITE_P(Cases, ServerApiBadRequest, testing::ValuesIn(kBadRequests),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(ServerApi, ListsEveryPuzzleOfTheRegistry) {
  Api api;
  const HttpResponse response = get(api, "/api/puzzles");
  ASSERT_EQ(response.status, 200);
  EXPECT_EQ(response.content_type, "application/json");
  const auto listed = nlohmann::json::parse(response.body);
  ASSERT_EQ(listed.size(), puzzles().size());
  for (std::size_t i = 0; i < listed.size(); ++i) {
    const Puzzle& puzzle = *puzzles()[i];
    const nlohmann::json& entry = listed[i];
    EXPECT_EQ(entry["name"], puzzle.name());
    EXPECT_EQ(entry["title"], puzzle.title());
    EXPECT_EQ(entry["default_method"], puzzle.default_method(*puzzle.parse({})));
    const std::vector<ParamSpec> params = puzzle.params();
    ASSERT_EQ(entry["params"].size(), params.size()) << puzzle.name();
    for (std::size_t p = 0; p < params.size(); ++p) {
      EXPECT_EQ(entry["params"][p]["name"], params[p].name);
      EXPECT_EQ(entry["params"][p]["default"], params[p].default_value);
      EXPECT_EQ(entry["params"][p]["help"], params[p].help);
      EXPECT_EQ(entry["params"][p]["names_file"], params[p].names_file);
      // A parameter that may name a file offers the values the server takes.
      if (params[p].names_file) {
        EXPECT_FALSE(params[p].choices.empty()) << params[p].name;
      }
    }
    const std::vector<MethodInfo> methods = puzzle.methods();
    ASSERT_EQ(entry["methods"].size(), methods.size()) << puzzle.name();
    for (std::size_t m = 0; m < methods.size(); ++m) {
      EXPECT_EQ(entry["methods"][m]["name"], methods[m].name);
      EXPECT_EQ(entry["methods"][m]["family"], std::string(to_string(methods[m].family)));
      EXPECT_EQ(entry["methods"][m]["available"], methods[m].available());
      EXPECT_EQ(entry["methods"][m]["traced"], methods[m].traces_search());
      EXPECT_FALSE(entry["methods"][m]["summary"].get<std::string>().empty());
    }
  }
  EXPECT_EQ(listed[0]["name"], "peg");
  EXPECT_EQ(listed[0]["params"][0]["choices"][0], "english");
}

TEST(ServerApi, OldShapesShowTheCurrentOne) {
  // The first queens shape: the old name is refused, naming the current one, and the answer shows
  // a current request, which is taken as it stands.
  Api api;
  const HttpResponse old = post(api, "/api/run", R"({"puzzle":"queens","n":8,"locks":["d5"]})");
  ASSERT_EQ(old.status, 400);
  const auto answer = nlohmann::json::parse(old.body);
  EXPECT_EQ(answer["error"], R"(queens: "n" is an old name; use "size" in "params")");
  const nlohmann::json& expected = answer["expected"];
  EXPECT_EQ(expected["puzzle"], "queens");
  EXPECT_EQ(expected["params"]["size"], "8");
  EXPECT_TRUE(expected["params"].contains("lock"));
  EXPECT_FALSE(expected["params"].contains("n"));
  EXPECT_EQ(post(api, "/api/run", expected.dump()).status, 200);
  // The same request in the current shape runs.
  HttpResponse current =
      post(api, "/api/run", R"({"puzzle":"queens","params":{"size":8,"lock":"d5"}})");
  EXPECT_EQ(current.status, 200) << current.body;
  EXPECT_TRUE(current.stream);
  // A mistake that is not about the shape shows none.
  const auto bad_value = nlohmann::json::parse(
      post(api, "/api/run", R"({"puzzle":"queens","params":{"size":0}})").body);
  EXPECT_FALSE(bad_value.contains("expected"));
}

TEST(ServerApi, EveryOldParameterNameIsRefusedWithItsCurrentName) {
  // Generic over the registry: each ParamSpec::old_names entry, in "params" and beside them.
  Api api;
  int old_names = 0;
  for (const auto& puzzle : puzzles()) {
    for (const ParamSpec& spec : puzzle->params()) {
      for (const std::string& old : spec.old_names) {
        ++old_names;
        SCOPED_TRACE(puzzle->name() + " " + old);
        for (const nlohmann::json& body :
             {nlohmann::json{{"puzzle", puzzle->name()}, {"params", {{old, spec.default_value}}}},
              nlohmann::json{{"puzzle", puzzle->name()}, {old, spec.default_value}}}) {
          const HttpResponse response = post(api, "/api/run", body.dump());
          ASSERT_EQ(response.status, 400);
          const auto answer = nlohmann::json::parse(response.body);
          const std::string message = answer["error"];
          EXPECT_NE(message.find('"' + old + "\" is an old name; use \"" + spec.name + '"'),
                    std::string::npos)
              << message;
          EXPECT_EQ(answer["expected"]["puzzle"], puzzle->name());
        }
      }
    }
  }
  EXPECT_GE(old_names, 2);  // queens' n and hanoi's from, at least
}

TEST(ServerApi, EveryPuzzlesExampleRequestIsTaken) {
  // The "expected" of an old-shape error is a request the server takes, for every puzzle.
  Api api;
  for (const auto& puzzle : puzzles()) {
    SCOPED_TRACE(puzzle->name());
    const nlohmann::json run = request_example(*puzzle, Endpoint::kRun);
    HttpResponse response = post(api, "/api/run", run.dump());
    EXPECT_EQ(response.status, 200) << run << response.body;
    response = HttpResponse{};  // never run: the slot comes back
    const nlohmann::json race = request_example(*puzzle, Endpoint::kRace);
    EXPECT_EQ(race["methods"].size(), 2u);
    EXPECT_NO_THROW(parse_race_request(race)) << race;
  }
}

TEST(ServerApi, ErrorMessagesQuoteClientTextEscapedAndShort) {
  Api api;
  const std::string long_name(500, 'x');
  const HttpResponse response =
      post(api, "/api/run", R"({"puzzle":"peg","params":{")" + long_name + "\\n\":1}}");
  EXPECT_EQ(response.status, 400);
  const std::string message = nlohmann::json::parse(response.body)["error"];
  EXPECT_LT(message.size(), 200u);
  EXPECT_EQ(message.find('\n'), std::string::npos);
}

TEST(ServerApi, RefusesSearchesBeyondItsLimitAndAfterStop) {
  Api api(ApiOptions{1});
  HttpResponse first = post(api, "/api/run", R"({"puzzle":"peg","params":{"board":"triangle5"}})");
  ASSERT_EQ(first.status, 200);
  ASSERT_TRUE(first.stream);
  EXPECT_EQ(first.content_type, "application/x-ndjson");
  EXPECT_EQ(api.running_searches(), 1);
  const HttpResponse busy =
      post(api, "/api/hint", R"({"board":"triangle5","pegs":"011111111111111"})");
  EXPECT_EQ(busy.status, 503);
  EXPECT_NE(busy.body.find("running already"), std::string::npos);
  // A bad request is still told what is wrong, busy or not.
  EXPECT_EQ(post(api, "/api/hint", R"({"board":"triangle5"})").status, 400);
  first = HttpResponse{};  // the stream is dropped: its slot comes back
  EXPECT_EQ(api.running_searches(), 0);
  EXPECT_EQ(post(api, "/api/hint", R"({"board":"triangle5","pegs":"011111111111111"})").status,
            200);
  api.stop();
  const HttpResponse stopping =
      post(api, "/api/run", R"({"puzzle":"peg","params":{"board":"triangle5"}})");
  EXPECT_EQ(stopping.status, 503);
  EXPECT_EQ(get(api, "/").status, 200);  // pages are still served while it shuts down
}

}  // namespace
}  // namespace puzzlelab::server
