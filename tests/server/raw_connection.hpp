// A plain TCP connection to a test server, for what an HTTP client library would not send: a
// head cut short, bytes one at a time, odd or doubled headers, requests back to back.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace puzzlelab::server {

// How long a test waits for an answer: far longer than any answer takes, even on a loaded
// machine, so that only a server that does not answer fails.
inline constexpr auto kWait = std::chrono::seconds(20);

class RawConnection {
 public:
  explicit RawConnection(int port) : socket_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(socket_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
  }
  ~RawConnection() {
    if (socket_ >= 0) ::close(socket_);
  }
  RawConnection(RawConnection&& other) noexcept
      : socket_(std::exchange(other.socket_, -1)),
        connected_(other.connected_),
        received_(std::move(other.received_)) {}
  RawConnection(const RawConnection&) = delete;
  RawConnection& operator=(const RawConnection&) = delete;

  bool connected() const { return connected_; }

  bool send(std::string_view bytes) {
    return ::send(socket_, bytes.data(), bytes.size(), MSG_NOSIGNAL) ==
           static_cast<ssize_t>(bytes.size());
  }

  // The next whole response (head, and a body of its Content-Length), or nullopt when none came
  // within `timeout` or the connection ended first. Interim 100 responses are returned too.
  std::optional<std::string> response(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
      if (const auto length = whole_response_length()) {
        std::string response = received_.substr(0, *length);
        received_.erase(0, *length);
        return response;
      }
      if (!receive_some(deadline)) return std::nullopt;
    }
  }

  // Whether the server closes the connection within `timeout` (what it sends first is kept).
  bool closed_by_server(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (receive_some(deadline)) {
    }
    return ended_;
  }

 private:
  std::optional<std::size_t> whole_response_length() const {
    const std::size_t end = received_.find("\r\n\r\n");
    if (end == std::string::npos) return std::nullopt;
    std::size_t body = 0;
    const std::size_t at = received_.substr(0, end).find("Content-Length: ");
    if (at != std::string::npos) body = std::stoul(received_.substr(at + 16));
    if (received_.size() < end + 4 + body) return std::nullopt;
    return end + 4 + body;
  }

  // Waits for bytes until `deadline`; false when none came or the connection ended.
  bool receive_some(std::chrono::steady_clock::time_point deadline) {
    if (ended_) return false;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd polled{socket_, POLLIN, 0};
    if (left.count() <= 0 || ::poll(&polled, 1, static_cast<int>(left.count())) <= 0) return false;
    char buffer[4096];
    const ssize_t got = ::recv(socket_, buffer, sizeof buffer, 0);
    if (got <= 0) {
      ended_ = true;
      return false;
    }
    received_.append(buffer, static_cast<std::size_t>(got));
    return true;
  }

  int socket_;
  bool connected_ = false;
  bool ended_ = false;
  std::string received_;
};

// "HTTP/1.1 403 Forbidden\r\n..." -> 403; 0 for anything else.
inline int status_of(const std::string& response) {
  if (!response.starts_with("HTTP/1.1 ") || response.size() < 12) return 0;
  return std::stoi(response.substr(9, 3));
}

inline std::string body_of(const std::string& response) {
  const std::size_t end = response.find("\r\n\r\n");
  return end == std::string::npos ? "" : response.substr(end + 4);
}

}  // namespace puzzlelab::server
