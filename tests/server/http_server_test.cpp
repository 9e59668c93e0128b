// Requests on a real socket (loopback, a free port): the HTTP layer passes requests to the Api,
// streams runs as chunked application/x-ndjson, refuses what it cannot frame (no Content-Length,
// two of them, a body too large) at once, and refuses requests that do not name the server in
// Host and Origin, all with the same JSON shape.
#include "server/http_server.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "live_server.hpp"
#include "raw_connection.hpp"

namespace puzzlelab::server {
namespace {

TEST(ServerHttp, ServesPagesAndJsonErrors) {
  LiveServer server;
  auto client = server.client();
  const auto index = client.Get("/");
  ASSERT_TRUE(index);
  EXPECT_EQ(index->status, 200);
  EXPECT_EQ(index->get_header_value("Content-Type"), "text/html; charset=utf-8");
  EXPECT_NE(index->body.find("<html"), std::string::npos);

  const auto missing = client.Get("/no/such/thing");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  EXPECT_TRUE(nlohmann::json::parse(missing->body).contains("error"));

  const auto bad = client.Post("/api/hint", "{nope", "application/json");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_NE(nlohmann::json::parse(bad->body)["error"].get<std::string>().find("JSON"),
            std::string::npos);
}

TEST(ServerHttp, RefusesAnOversizedBody) {
  LiveServer server;
  auto client = server.client();
  const std::string body(server.api().options().max_body_bytes + 1, ' ');
  const auto response = client.Post("/api/run", body, "application/json");
  ASSERT_TRUE(response);
  EXPECT_EQ(response->status, 413);
  EXPECT_NE(nlohmann::json::parse(response->body)["error"].get<std::string>().find("too large"),
            std::string::npos);
}

TEST(ServerHttp, StreamsARunAsChunkedNdjson) {
  LiveServer server;
  auto client = server.client();
  const auto response = client.Post(
      "/api/run", R"({"puzzle":"peg","params":{"board":"triangle5"}})", "application/json");
  ASSERT_TRUE(response);
  EXPECT_EQ(response->status, 200);
  EXPECT_EQ(response->get_header_value("Content-Type"), "application/x-ndjson");
  EXPECT_EQ(response->get_header_value("Transfer-Encoding"), "chunked");
  const std::string& body = response->body;
  ASSERT_FALSE(body.empty());
  const auto header = nlohmann::json::parse(body.substr(0, body.find('\n')));
  EXPECT_EQ(header["trace"], "puzzlelab-trace");
  const std::size_t last_start = body.rfind('\n', body.size() - 2) + 1;
  const auto end = nlohmann::json::parse(body.substr(last_start));
  EXPECT_EQ(end["e"], "end");
  EXPECT_EQ(end["status"], "solved");
}

TEST(ServerHttp, AnswersWhileARunStreamsAndAfterAClientLeaves) {
  LiveServer server;
  {
    // Read the first bytes of a long run, then drop the connection.
    auto client = server.client();
    bool got_data = false;
    httplib::Request request;
    request.method = "POST";
    request.path = "/api/run";
    request.set_header("Content-Type", "application/json");
    request.body =
        R"({"puzzle":"peg","params":{"board":"english7x7","order":"konami"},"seconds":60})";
    request.content_receiver = [&](const char*, size_t, uint64_t, uint64_t) {
      got_data = true;
      return false;  // cancel: the client goes away
    };
    client.send(request);
    EXPECT_TRUE(got_data);
  }
  // Meanwhile, and afterwards, other requests are answered.
  auto other = server.client();
  const auto boards = other.Get("/api/boards");
  ASSERT_TRUE(boards);
  EXPECT_EQ(boards->status, 200);
}

// A deadline far beyond the client's wait: an answer that comes must not come from a timeout.
IntakeLimits patient_limits() {
  IntakeLimits limits;
  limits.idle_timeout = std::chrono::minutes(10);
  limits.request_timeout = std::chrono::minutes(10);
  return limits;
}

// The error message of a JSON error response.
std::string error_of(const std::string& response) {
  return nlohmann::json::parse(body_of(response))["error"].get<std::string>();
}

TEST(ServerHttp, RefusesAPostWithoutContentLengthAtOnce) {
  LiveServer server(patient_limits());
  RawConnection connection(server.port());
  ASSERT_TRUE(connection.send("POST /api/run HTTP/1.1\r\nHost: " + server.host() + "\r\n\r\n"));
  const auto response = connection.response(kWait);
  ASSERT_TRUE(response);
  EXPECT_EQ(status_of(*response), 411);
  EXPECT_NE(error_of(*response).find("Content-Length"), std::string::npos);
  EXPECT_TRUE(connection.closed_by_server(kWait));

  RawConnection chunked(server.port());
  ASSERT_TRUE(chunked.send("POST /api/run HTTP/1.1\r\nHost: " + server.host() +
                           "\r\nTransfer-Encoding: chunked\r\n\r\n"));
  const auto refused = chunked.response(kWait);
  ASSERT_TRUE(refused);
  EXPECT_EQ(status_of(*refused), 411);
}

TEST(ServerHttp, RefusesTwoContentLengths) {
  LiveServer server(patient_limits());
  RawConnection connection(server.port());
  const std::string body = R"({"puzzle":"queens"})";
  ASSERT_TRUE(connection.send("POST /api/run HTTP/1.1\r\nHost: " + server.host() +
                              "\r\nContent-Length: " + std::to_string(body.size()) +
                              "\r\nContent-Length: 2\r\n\r\n" + body));
  const auto response = connection.response(kWait);
  ASSERT_TRUE(response);
  EXPECT_EQ(status_of(*response), 400);
  EXPECT_NE(error_of(*response).find("more than one Content-Length"), std::string::npos);
  EXPECT_EQ(server.api().running_searches(), 0);
}

TEST(ServerHttp, RefusesAForeignHostOrOrigin) {
  LiveServer server(patient_limits());
  const std::string run =
      R"({"puzzle":"peg","params":{"board":"english","order":"konami"},"seconds":30})";
  // request(HEADERS): a POST /api/run with a text/plain body, as any web page may send one.
  const auto request = [&](const std::string& headers) {
    RawConnection connection(server.port());
    connection.send("POST /api/run HTTP/1.1\r\n" + headers + "Content-Type: text/plain\r\n" +
                    "Content-Length: " + std::to_string(run.size()) + "\r\n\r\n" + run);
    return connection.response(kWait).value_or("");
  };
  const std::string evil_host =
      request("Host: evil.example:" + std::to_string(server.port()) + "\r\n");
  EXPECT_EQ(status_of(evil_host), 403);
  EXPECT_NE(error_of(evil_host).find("Host"), std::string::npos);
  const std::string evil_origin =
      request("Host: " + server.host() + "\r\nOrigin: http://evil.example\r\n");
  EXPECT_EQ(status_of(evil_origin), 403);
  EXPECT_NE(error_of(evil_origin).find("other sites"), std::string::npos);
  EXPECT_EQ(status_of(request("Host: " + server.host() + "\r\nOrigin: null\r\n")), 403);
  EXPECT_EQ(status_of(request("")), 400);  // no Host at all
  EXPECT_EQ(status_of(request("Host: " + server.host() + "\r\nHost: " + server.host() + "\r\n")),
            400);
  EXPECT_EQ(server.api().running_searches(), 0) << "no search was started";
  // A GET with a foreign Host (a rebound DNS name reading the pages) is refused too.
  RawConnection get(server.port());
  get.send("GET /api/boards HTTP/1.1\r\nHost: evil.example\r\n\r\n");
  EXPECT_EQ(status_of(get.response(kWait).value_or("")), 403);

  // The server's own pages send their own origin, and are answered.
  RawConnection own(server.port());
  own.send("POST /api/hint HTTP/1.1\r\nHost: localhost:" + std::to_string(server.port()) +
           "\r\nOrigin: http://localhost:" + std::to_string(server.port()) +
           "\r\nContent-Length: 2\r\n\r\n{}");
  const std::string answered = own.response(kWait).value_or("");
  EXPECT_EQ(status_of(answered), 400);
  EXPECT_NE(error_of(answered).find("\"board\" is required"), std::string::npos);
}

TEST(ServerHttp, AnswersRequestsSentBackToBackAndAfterContinue) {
  LiveServer server(patient_limits());
  RawConnection connection(server.port());
  const std::string get =
      "GET /api/boards/triangle5 HTTP/1.1\r\nHost: " + server.host() + "\r\n\r\n";
  // A GET with a body: the body is read past, not taken for the next request.
  ASSERT_TRUE(connection.send("GET /api/boards/plus HTTP/1.1\r\nHost: " + server.host() +
                              "\r\nContent-Length: 4\r\n\r\nGET " + get));
  const auto first = connection.response(kWait);
  const auto second = connection.response(kWait);
  ASSERT_TRUE(first && second);
  EXPECT_EQ(nlohmann::json::parse(body_of(*first))["name"], "plus");
  EXPECT_EQ(nlohmann::json::parse(body_of(*second))["name"], "triangle5");

  const std::string body = R"({"board":"triangle5","pegs":"011111111111111","seconds":0.5})";
  ASSERT_TRUE(connection.send(
      "POST /api/hint HTTP/1.1\r\nHost: " + server.host() +
      "\r\nExpect: 100-continue\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n"));
  const auto go_on = connection.response(kWait);
  ASSERT_TRUE(go_on);
  EXPECT_EQ(status_of(*go_on), 100);
  ASSERT_TRUE(connection.send(body));
  std::optional<std::string> hint = connection.response(kWait);
  while (hint && status_of(*hint) == 100) hint = connection.response(kWait);  // httplib's own
  ASSERT_TRUE(hint);
  EXPECT_EQ(status_of(*hint), 200);
  EXPECT_TRUE(nlohmann::json::parse(body_of(*hint)).contains("winnable"));
}

TEST(ServerHttp, AnOverflowingNumberIsABadRequest) {
  LiveServer server;
  auto client = server.client();
  const auto response =
      client.Post("/api/run", R"({"puzzle":"peg","params":{"board":"english"},"seconds":1e999})",
                  "application/json");
  ASSERT_TRUE(response);
  EXPECT_EQ(response->status, 400);
  EXPECT_NE(nlohmann::json::parse(response->body)["error"].get<std::string>().find("\"seconds\""),
            std::string::npos);
}

}  // namespace
}  // namespace puzzlelab::server
