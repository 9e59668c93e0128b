// Where a request ends: its head (the request line and headers, up to the blank line) and then
// exactly Content-Length bytes of body. The server reads each request whole before a worker sees
// it (request_intake.hpp), so it must know this before reading the body; a request whose end is
// ambiguous (two Content-Lengths, a chunked body, a bare line feed that cpp-httplib would read
// differently) is refused at once rather than read on a guess.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace puzzlelab::server {

// The blank line that ends a request's head.
inline constexpr std::string_view kEndOfHead = "\r\n\r\n";

struct RequestFrame {
  std::size_t head_bytes = 0;  // through the blank line
  std::size_t body_bytes = 0;
  bool expects_continue = false;  // "Expect: 100-continue": the client waits before the body
};

struct FramingLimits {
  std::size_t max_head_bytes = 32 * 1024;
  std::size_t max_body_bytes = 64 * 1024;
};

// The frame of the request at the start of `received`, or nullopt while its head is incomplete.
// Throws ApiError: 431 for a head over the limit, 413 for a body over it, 411 for a POST, PUT or
// PATCH without Content-Length (or with Transfer-Encoding), 400 for two Content-Length headers,
// one that is not a number, or a malformed header line.
std::optional<RequestFrame> frame_request(std::string_view received, const FramingLimits& limits);

}  // namespace puzzlelab::server
