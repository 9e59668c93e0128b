#include "server/request_intake.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>

#include "server/api.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"

namespace puzzlelab::server {

using Clock = std::chrono::steady_clock;

struct RequestIntake::Connection {
  int socket = -1;
  std::string received{};
  Clock::time_point waiting_since;  // accepted, or given back by a worker
  Clock::time_point deadline;
  bool request_begun = false;
  std::size_t scanned = 0;  // bytes of `received` known not to hold the end of the head
  std::optional<RequestFrame> frame{};
  bool continue_sent = false;
  // Refused: the answer is sent and the socket shut for writing; what the client still sends is
  // read and dropped until it closes or the deadline, so that closing does not reset the
  // connection before the client has read the answer.
  bool draining = false;
};

namespace {

using http_status::kRequestTimeout;
constexpr std::size_t kReadChunk = 16 * 1024;
constexpr auto kDrainTime = std::chrono::seconds(2);
// After accept() fails for want of file descriptors with nothing to give up: try again then.
constexpr auto kAcceptPause = std::chrono::milliseconds(100);

const char* reason_phrase(int status) {
  switch (status) {
    case 400:
      return "Bad Request";
    case 408:
      return "Request Timeout";
    case 411:
      return "Length Required";
    case 413:
      return "Payload Too Large";
    case 431:
      return "Request Header Fields Too Large";
    default:
      return "Error";
  }
}

void send_now(int socket, std::string_view bytes) {
  // The socket's buffer is empty here and the answers are small: one send takes them.
  (void)::send(socket, bytes.data(), bytes.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

}  // namespace

RequestIntake::RequestIntake(int listening_socket, IntakeLimits limits, Dispatch dispatch)
    : listening_socket_(listening_socket),
      wake_fd_(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)),
      limits_(limits),
      dispatch_(std::move(dispatch)) {
  // accept() runs until the backlog is empty, and must then say so rather than wait.
  ::fcntl(listening_socket_, F_SETFL, ::fcntl(listening_socket_, F_GETFL) | O_NONBLOCK);
}

RequestIntake::~RequestIntake() {
  ::close(listening_socket_);
  ::close(wake_fd_);
}

void RequestIntake::stop() {
  stopping_ = true;
  wake();
}

void RequestIntake::wake() {
  const std::uint64_t one = 1;
  (void)::write(wake_fd_, &one, sizeof one);
}

void RequestIntake::resume(int socket, std::string next) {
  {
    const std::lock_guard lock(resumed_mutex_);
    if (!stopping_) {
      resumed_.push_back({socket, {}, std::move(next)});
      wake();
      return;
    }
  }
  close(socket);
}

void RequestIntake::close(int socket) {
  ::close(socket);
  --open_;
}

void RequestIntake::take_resumed(std::vector<Connection>& connections) {
  std::vector<ReceivedRequest> resumed;
  {
    const std::lock_guard lock(resumed_mutex_);
    resumed.swap(resumed_);
  }
  const auto now = Clock::now();
  for (ReceivedRequest& request : resumed) {
    Connection connection{.socket = request.socket,
                          .received = std::move(request.next),
                          .waiting_since = now,
                          .deadline = now + limits_.idle_timeout};
    if (!connection.received.empty()) {
      connection.request_begun = true;
      connection.deadline = now + limits_.request_timeout;
      if (!take_request(connection)) continue;
    }
    connections.push_back(std::move(connection));
  }
}

bool RequestIntake::take_request(Connection& connection) {
  std::string& received = connection.received;
  try {
    if (!connection.frame) {
      // Only the new bytes are searched for the end of the head (a client may send it a byte at
      // a time); frame_request refuses a head over the limit.
      const std::size_t from = connection.scanned < 3 ? 0 : connection.scanned - 3;
      if (received.find(kEndOfHead, from) == std::string::npos &&
          received.size() <= limits_.framing.max_head_bytes) {
        connection.scanned = received.size();
        return true;
      }
      connection.frame = frame_request(received, limits_.framing);
    }
    const RequestFrame& frame = *connection.frame;
    const std::size_t length = frame.head_bytes + frame.body_bytes;
    if (received.size() < length) {
      if (frame.expects_continue && !connection.continue_sent) {
        send_now(connection.socket, "HTTP/1.1 100 Continue\r\n\r\n");
        connection.continue_sent = true;
      }
      return true;
    }
    ReceivedRequest request{connection.socket, received.substr(0, length), received.substr(length)};
    dispatch_(std::move(request));
    return false;
  } catch (const ApiError& refusal) {
    refuse(connection, refusal);
    return true;
  }
}

void RequestIntake::refuse(Connection& connection, const ApiError& refusal) {
  const HttpResponse answer = Api::error(refusal.status(), refusal.what());
  send_now(connection.socket,
           "HTTP/1.1 " + std::to_string(refusal.status()) + " " + reason_phrase(refusal.status()) +
               "\r\nContent-Type: " + answer.content_type +
               "\r\nContent-Length: " + std::to_string(answer.body.size()) +
               "\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n" + answer.body);
  ::shutdown(connection.socket, SHUT_WR);
  connection.draining = true;
  connection.received.clear();
  connection.deadline = Clock::now() + kDrainTime;
}

bool RequestIntake::read_from(Connection& connection) {
  char buffer[kReadChunk];
  const ssize_t got = ::recv(connection.socket, buffer, sizeof buffer, 0);
  if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return true;
  if (got <= 0) {
    // The client has closed (or failed) with no whole request sent.
    close(connection.socket);
    return false;
  }
  if (connection.draining) return true;
  if (!connection.request_begun) {
    connection.request_begun = true;
    connection.deadline = Clock::now() + limits_.request_timeout;
  }
  connection.received.append(buffer, static_cast<std::size_t>(got));
  return take_request(connection);
}

void RequestIntake::accept_new(std::vector<Connection>& connections) {
  // The connection to give up for a newcomer: one being refused, else the longest waiting.
  const auto give_up_one = [&] {
    if (connections.empty()) return false;
    const auto victim = std::min_element(
        connections.begin(), connections.end(), [](const Connection& a, const Connection& b) {
          return std::pair(!a.draining, a.waiting_since) < std::pair(!b.draining, b.waiting_since);
        });
    close(victim->socket);
    connections.erase(victim);
    return true;
  };
  for (;;) {
    const int socket = ::accept4(listening_socket_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (socket < 0) {
      if (errno == EINTR) continue;
      if ((errno == EMFILE || errno == ENFILE) && give_up_one()) continue;
      if (errno == EMFILE || errno == ENFILE) accept_paused_until_ = Clock::now() + kAcceptPause;
      return;  // none waiting (EAGAIN), or it stays in the backlog for now
    }
    if (open_ >= limits_.max_connections && !give_up_one()) {
      ::close(socket);  // every connection is with a worker: nothing to give up
      continue;
    }
    ++open_;
    const auto now = Clock::now();
    connections.push_back(
        Connection{.socket = socket, .waiting_since = now, .deadline = now + limits_.idle_timeout});
  }
}

void RequestIntake::run() {
  running_ = true;
  std::vector<Connection> connections;
  std::vector<pollfd> polled;
  while (!stopping_) {
    take_resumed(connections);
    const auto now = Clock::now();
    // Past their deadline: an idle connection is closed, a request still arriving refused.
    std::erase_if(connections, [&](Connection& connection) {
      if (now < connection.deadline) return false;
      if (connection.draining || !connection.request_begun) {
        close(connection.socket);
        return true;
      }
      const auto ms = limits_.request_timeout.count();
      const std::string limit =
          ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
      refuse(connection,
             ApiError(kRequestTimeout, "the request did not arrive whole within " + limit));
      return false;
    });
    polled.clear();
    polled.push_back({wake_fd_, POLLIN, 0});
    const bool accepting = now >= accept_paused_until_;
    polled.push_back({accepting ? listening_socket_ : -1, POLLIN, 0});
    auto next_deadline = now + std::chrono::seconds(60);
    if (!accepting) next_deadline = std::min(next_deadline, accept_paused_until_);
    for (const Connection& connection : connections) {
      polled.push_back({connection.socket, POLLIN, 0});
      next_deadline = std::min(next_deadline, connection.deadline);
    }
    const auto wait =
        std::chrono::duration_cast<std::chrono::milliseconds>(next_deadline - now).count() + 1;
    if (::poll(polled.data(), polled.size(), static_cast<int>(wait)) < 0) continue;  // EINTR
    if (polled[0].revents != 0) {
      std::uint64_t count = 0;
      (void)::read(wake_fd_, &count, sizeof count);
    }
    std::vector<Connection> kept;
    kept.reserve(connections.size());
    for (std::size_t i = 0; i < connections.size(); ++i) {
      if (polled[i + 2].revents != 0 && !read_from(connections[i])) continue;
      kept.push_back(std::move(connections[i]));
    }
    connections.swap(kept);
    if (polled[1].revents != 0) accept_new(connections);
  }
  for (const Connection& connection : connections) close(connection.socket);
  const std::lock_guard lock(resumed_mutex_);
  for (const ReceivedRequest& request : resumed_) close(request.socket);
  resumed_.clear();
  running_ = false;
}

}  // namespace puzzlelab::server
