// A few requests on a real socket (loopback, a free port): the HTTP layer passes requests to the
// Api, streams runs as chunked application/x-ndjson, and answers httplib's own errors (a body
// too large) with the same JSON shape.
#include "server/http_server.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <nlohmann/json.hpp>
#include <string>
#include <thread>

namespace puzzlelab::server {
namespace {

class LiveServer {
 public:
  LiveServer() : http_(api_), port_(http_.bind("127.0.0.1", 0)), thread_([this] { http_.run(); }) {}
  ~LiveServer() {
    api_.stop();
    http_.stop();
    thread_.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(60, 0);
    return c;
  }
  Api& api() { return api_; }

 private:
  Api api_;
  HttpServer http_;
  int port_;
  std::thread thread_;
};

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
  const auto response =
      client.Post("/api/run", R"({"puzzle":"peg","board":"triangle5"})", "application/json");
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
    request.body = R"({"puzzle":"peg","board":"english7x7","order":"konami","seconds":60})";
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

}  // namespace
}  // namespace puzzlelab::server
