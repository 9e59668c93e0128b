// Where a request ends, decided from its head before the body is read: complete heads, bodies of
// exactly Content-Length bytes, and every ambiguous or oversized request refused with its status.
#include "server/request_framing.hpp"

#include <gtest/gtest.h>

#include <string>

#include "server/api_error.hpp"

namespace puzzlelab::server {
namespace {

// The status frame_request refuses `received` with, or 0 when it does not.
int refusal_status(const std::string& received, const FramingLimits& limits = {}) {
  try {
    frame_request(received, limits);
  } catch (const ApiError& refusal) {
    return refusal.status();
  }
  return 0;
}

TEST(ServerFraming, WaitsForTheWholeHead) {
  EXPECT_FALSE(frame_request("", {}));
  EXPECT_FALSE(frame_request("GET / HTTP/1.1\r\nHost: a", {}));
  EXPECT_FALSE(frame_request("GET / HTTP/1.1\r\nHost: a\r\n", {}));
  const std::string head = "GET / HTTP/1.1\r\nHost: a\r\n\r\n";
  const auto frame = frame_request(head + "GET /next", {});
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->head_bytes, head.size());
  EXPECT_EQ(frame->body_bytes, 0u);
  EXPECT_FALSE(frame->expects_continue);
}

TEST(ServerFraming, TakesTheBodyLengthFromContentLength) {
  const std::string head =
      "POST /api/run HTTP/1.1\r\nHost: a\r\ncontent-length:  17 \r\nExpect: 100-continue\r\n\r\n";
  const auto frame = frame_request(head, {});
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->head_bytes, head.size());
  EXPECT_EQ(frame->body_bytes, 17u);
  EXPECT_TRUE(frame->expects_continue);
  // A GET may carry a body too: it is read (and ignored), so the next request starts after it.
  EXPECT_EQ(frame_request("GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc", {})->body_bytes, 3u);
}

TEST(ServerFraming, RefusesWhatItCannotFrame) {
  EXPECT_EQ(refusal_status("POST /api/run HTTP/1.1\r\nHost: a\r\n\r\n"), 411);
  EXPECT_EQ(refusal_status("PUT /x HTTP/1.1\r\n\r\n"), 411);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"), 411);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n"),
            400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 2\r\ncontent-length: 3\r\n\r\n"),
            400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length:\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 65537\r\n\r\n"), 413);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n"),
            413);
  // Lines that cpp-httplib would read differently: a bare LF, a folded line, a space before the
  // colon, a NUL.
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nA: b\nContent-Length: 5\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("GET / HTTP/1.1\r\nA: b\r\n  folded\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length : 5\r\n\r\n"), 400);
  EXPECT_EQ(refusal_status(std::string("GET / HTTP/1.1\r\nA: \0\r\n\r\n", 25)), 400);
  EXPECT_EQ(refusal_status("GET / HTTP/1.1\r\nno colon here\r\n\r\n"), 400);
}

TEST(ServerFraming, RefusesAHeadOverTheLimit) {
  const FramingLimits limits{100, 1000};
  const std::string line = "GET / HTTP/1.1\r\nX: " + std::string(100, 'a');
  EXPECT_EQ(refusal_status(line, limits), 431);               // the end not yet seen
  EXPECT_EQ(refusal_status(line + "\r\n\r\n", limits), 431);  // seen, but too far
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 1001\r\n\r\n", limits), 413);
  EXPECT_EQ(refusal_status("POST /x HTTP/1.1\r\nContent-Length: 1000\r\n\r\n", limits), 0);
}

}  // namespace
}  // namespace puzzlelab::server
