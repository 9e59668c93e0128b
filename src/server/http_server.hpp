// The socket side of `puzzlelab serve`: requests are read whole by a RequestIntake (which says why
// idle and slow clients cannot starve the others), then parsed, routed and answered by
// cpp-httplib on a pool of workers, which hand each to an Api and write back its response
// (streamed runs as chunked transfer). Requests must name the server in Host and Origin
// (host_check.hpp). httplib.h stays inside the .cpp files.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>

#include "server/api.hpp"
#include "server/host_check.hpp"
#include "server/request_intake.hpp"

namespace httplib {
class TaskQueue;
}

namespace puzzlelab::server {

class RequestParser;

class HttpServer {
 public:
  explicit HttpServer(Api& api);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Binds to host:port (port 0: any free port) and returns the port. Throws InputError when it
  // cannot (port taken, no such address).
  int bind(const std::string& host, int port, IntakeLimits limits = {});
  // Serves until stop(); call after bind(). Returns once the requests in progress are answered
  // (stop the Api first so that running traces end).
  void run();
  // Ends run(): safe from another thread, after bind().
  void stop();
  bool is_running() const;

 private:
  // A request read whole, on a worker: parsed, answered, and the connection given back.
  void answer(ReceivedRequest& request);

  Api& api_;
  std::unique_ptr<RequestParser> parser_;
  std::optional<HostCheck> host_check_;
  std::unique_ptr<httplib::TaskQueue> workers_;
  std::unique_ptr<RequestIntake> intake_;
  std::atomic<bool> stopping_ = false;
};

}  // namespace puzzlelab::server
