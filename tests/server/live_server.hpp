// The server on a real socket for tests: an Api and an HttpServer on 127.0.0.1 at a free port,
// serving on a thread until the test ends.
#pragma once

#include <httplib.h>

#include <string>
#include <thread>

#include "server/api.hpp"
#include "server/http_server.hpp"

namespace puzzlelab::server {

class LiveServer {
 public:
  explicit LiveServer(IntakeLimits limits = {}, ApiOptions options = {})
      : api_(options),
        http_(api_),
        port_(http_.bind("127.0.0.1", 0, limits)),
        thread_([this] { http_.run(); }) {}
  ~LiveServer() {
    api_.stop();
    http_.stop();
    thread_.join();
  }
  LiveServer(const LiveServer&) = delete;
  LiveServer& operator=(const LiveServer&) = delete;

  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(60, 0);
    return c;
  }
  int port() const { return port_; }
  // The Host header a client of this server sends.
  std::string host() const { return "127.0.0.1:" + std::to_string(port_); }
  Api& api() { return api_; }

 private:
  Api api_;
  HttpServer http_;
  int port_;
  std::thread thread_;
};

}  // namespace puzzlelab::server
