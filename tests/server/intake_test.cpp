// Idle and slow clients cannot starve the others: requests are read whole before a worker sees
// them, a request must arrive within its deadline, a connection with none begun is closed, and at
// most so many connections are open (a newcomer replaces the one waiting longest). The bounds
// here are far from what the server does (milliseconds): only a server that waits on a client
// would reach them.
#include "server/request_intake.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "live_server.hpp"
#include "raw_connection.hpp"

namespace puzzlelab::server {
namespace {

using std::chrono::milliseconds;

TEST(ServerIntake, IdleAndTricklingConnectionsDoNotDelayOthers) {
  // No deadline comes to the rescue: idle and slow clients stay for the whole test.
  IntakeLimits limits;
  limits.idle_timeout = std::chrono::minutes(10);
  limits.request_timeout = std::chrono::minutes(10);
  LiveServer server(limits);
  std::vector<RawConnection> idle;
  for (int i = 0; i < 50; ++i) idle.emplace_back(server.port());
  std::vector<RawConnection> slow;
  for (int i = 0; i < 20; ++i) {
    slow.emplace_back(server.port());
    slow.back().send("GET / HTTP/1.1\r\nHost: " + server.host() + "\r\n");
  }
  auto client = server.client();
  client.set_read_timeout(kWait);
  for (int round = 0; round < 5; ++round) {
    for (RawConnection& connection : slow) connection.send("X-Slow: 1\r\n");  // a header line each
    const auto response = client.Get("/api/boards/english");
    ASSERT_TRUE(response) << "round " << round;
    EXPECT_EQ(response->status, 200);
  }
  for (const RawConnection& connection : idle) EXPECT_TRUE(connection.connected());
}

TEST(ServerIntake, ARequestThatTricklesInIsCutAtItsDeadline) {
  IntakeLimits limits;
  limits.request_timeout = milliseconds(500);
  LiveServer server(limits);
  RawConnection connection(server.port());
  const std::string head =
      "GET / HTTP/1.1\r\nHost: " + server.host() + "\r\nX-Pad: " + std::string(1000, 'a');
  std::optional<std::string> response;
  const auto start = std::chrono::steady_clock::now();
  for (char c : head) {
    if (!connection.send(std::string(1, c))) break;  // the server has closed it
    response = connection.response(milliseconds(100));
    if (response || std::chrono::steady_clock::now() - start > kWait) break;
  }
  ASSERT_TRUE(response) << "a byte every 100 ms for 100 s would otherwise be read to the end";
  EXPECT_EQ(status_of(*response), 408);
  EXPECT_NE(nlohmann::json::parse(body_of(*response))["error"].get<std::string>().find("whole"),
            std::string::npos);
  EXPECT_TRUE(connection.closed_by_server(kWait));
}

TEST(ServerIntake, AConnectionWithNoRequestIsClosed) {
  IntakeLimits limits;
  limits.idle_timeout = milliseconds(300);
  LiveServer server(limits);
  RawConnection fresh(server.port());
  EXPECT_TRUE(fresh.closed_by_server(kWait));
  // And one that has had its answer, kept alive, is closed when it sends nothing more.
  RawConnection kept(server.port());
  kept.send("GET /api/boards/plus HTTP/1.1\r\nHost: " + server.host() + "\r\n\r\n");
  const auto response = kept.response(kWait);
  ASSERT_TRUE(response);
  EXPECT_EQ(status_of(*response), 200);
  EXPECT_TRUE(kept.closed_by_server(kWait));
}

TEST(ServerIntake, ANewConnectionReplacesTheOneWaitingLongest) {
  IntakeLimits limits;
  limits.idle_timeout = std::chrono::minutes(10);
  limits.max_connections = 10;
  LiveServer server(limits);
  std::vector<RawConnection> idle;
  for (int i = 0; i < 30; ++i) idle.emplace_back(server.port());
  auto client = server.client();
  client.set_read_timeout(kWait);
  const auto response = client.Get("/api/boards/plus");
  ASSERT_TRUE(response);
  EXPECT_EQ(response->status, 200);
  EXPECT_TRUE(idle.front().closed_by_server(kWait)) << "the first idle connection was given up";
}

}  // namespace
}  // namespace puzzlelab::server
