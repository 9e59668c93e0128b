// How `puzzlelab serve` reads requests without letting idle or slow clients starve the others.
//
// cpp-httplib alone gives each connection a worker thread from the moment it is accepted, and a
// worker waits up to 5 s for every read: 8 connections that send nothing, or a few that send a
// header line every second (each read arrives in time, so it never ends), hold every worker and
// no one else is answered. More workers or shorter timeouts only move that number. Here one
// thread polls every open connection and gathers each request whole (head and body) in a
// buffer; a worker gets a request only once all of it has arrived, so a worker's time goes to
// answering, never to waiting on a client. What a waiting connection costs is a socket and its
// buffer (at most the head and body limits), and that is bounded too:
//   - a connection with no request begun is closed after `idle_timeout`;
//   - a request must arrive whole within `request_timeout` of its first byte (408 otherwise),
//     however steadily it trickles in;
//   - at most `max_connections` are open; a new one then replaces the connection that has been
//     waiting longest, so a flood of idle sockets cannot lock newcomers out either.
// A connection stays with its worker while the answer is written (a streamed run for its whole
// length); each write may wait for the client at most `write_timeout` (in the HTTP layer).
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "server/request_framing.hpp"

namespace puzzlelab::server {

class ApiError;

struct IntakeLimits {
  FramingLimits framing;
  std::chrono::milliseconds idle_timeout{5'000};
  std::chrono::milliseconds request_timeout{10'000};
  std::size_t max_connections = 512;
};

// A request read whole: its bytes (head and body, exactly) and the bytes that followed it on the
// connection (the start of the next request, when a client sends them back to back).
struct ReceivedRequest {
  int socket = -1;
  std::string bytes;
  std::string next;
};

class RequestIntake {
 public:
  // `dispatch` is called on the intake's thread for every complete request and must not block
  // (it queues the request for a worker). The worker then calls resume() or close().
  using Dispatch = std::function<void(ReceivedRequest)>;

  // Takes `listening_socket` (bound and listening) and closes it when destroyed.
  RequestIntake(int listening_socket, IntakeLimits limits, Dispatch dispatch);
  ~RequestIntake();
  RequestIntake(const RequestIntake&) = delete;
  RequestIntake& operator=(const RequestIntake&) = delete;

  // Accepts and reads until stop(); then closes every connection it holds.
  void run();
  // Safe from any thread, before or during run().
  void stop();
  bool is_running() const { return running_; }

  // A worker is done with a connection that stays open: read its next request (starting with
  // `next`). After stop() it is closed instead.
  void resume(int socket, std::string next);
  // A worker is done with a connection that ends.
  void close(int socket);

 private:
  struct Connection;

  void accept_new(std::vector<Connection>& connections);
  // Reads what has arrived; false when the connection is finished with here (dispatched or closed).
  bool read_from(Connection& connection);
  // Looks for a whole request in what has arrived; false as read_from.
  bool take_request(Connection& connection);
  // Answers `refusal` and lets the connection drain until it closes.
  void refuse(Connection& connection, const ApiError& refusal);
  void take_resumed(std::vector<Connection>& connections);
  void wake();

  int listening_socket_;
  int wake_fd_;
  IntakeLimits limits_;
  Dispatch dispatch_;
  std::atomic<bool> stopping_ = false;
  std::atomic<bool> running_ = false;
  // Connections open anywhere: here, queued, or with a worker.
  std::atomic<std::size_t> open_ = 0;
  std::chrono::steady_clock::time_point accept_paused_until_;
  std::mutex resumed_mutex_;
  std::vector<ReceivedRequest> resumed_;
};

}  // namespace puzzlelab::server
